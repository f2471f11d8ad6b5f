/**
 * `attachment` with the file name twice: a plain-ASCII fallback for old clients and the exact name
 * (RFC 6266/8187 `filename*`) for the rest, so Korean, Chinese or Japanese names survive. Quotes,
 * backslashes and control characters never reach the header as they are.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
