/** Notices newest first by their start of publication (the API's order, kept if pages are merged). */
export function newestFirst<T extends { published_from: string }>(notices: readonly T[]): T[] {
  return [...notices].sort((a, b) => Date.parse(b.published_from) - Date.parse(a.published_from));
}
