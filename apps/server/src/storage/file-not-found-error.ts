/** The key names no file in the storage (never written, or removed). Both stores throw exactly this. */
export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no file stored under key "${key}"`);
    this.name = 'FileNotFoundError';
  }
}
