/** Splits text into words and the separators between them, so casing can rejoin it exactly. */
export function splitWords(text: string): string[] {
  return text.split(/(\s+)/);
}
