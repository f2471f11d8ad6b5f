/**
 * The string before and after the first printing of a container the tagger read, for the rules that look next to
 * the journal's name; undefined when the string does not print it as read (a mended or joined name).
 */
export function aroundContainer(
  source: string,
  container: string,
): { before: string; after: string } | undefined {
  const at = source.indexOf(container);
  if (at < 0) return undefined;
  return { before: source.slice(0, at), after: source.slice(at + container.length) };
}
