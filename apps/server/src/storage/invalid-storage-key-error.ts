/** A key that is not one of ours: empty, too long, path-like or with characters outside the key alphabet. */
export class InvalidStorageKeyError extends Error {
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    // A hostile key may be megabytes long or hold control characters: quote only a safe prefix.
    super(`invalid storage key ${JSON.stringify(key.slice(0, 80))}${key.length > 80 ? '…' : ''}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}
