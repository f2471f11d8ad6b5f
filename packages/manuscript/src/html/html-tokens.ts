/**
 * The confirm board HTML's grammar, shared by the server's reader (`readConfirmHtml`) and the browser's board, which
 * rewrites the same HTML: one tokenizer pass (comments, closing tags, opening tags with any attribute quoting, text),
 * attribute reading and entity decoding. A regex rather than a DOM, so it runs the same in both places.
 */
export const HTML_TOKENS =
  /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|([^<]+)/g;

/** The attributes of an opening tag, names lower-cased, values undecoded. */
export function tagAttributes(attributes: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of attributes.matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
    found.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  return found;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Named (the few HTML serialisers write) and numeric character references decoded; others left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#')
      return String.fromCodePoint(
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1)),
      );
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}
