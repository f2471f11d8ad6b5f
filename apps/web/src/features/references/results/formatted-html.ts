/** The character styles the formatter's html may carry; anything else is dropped (its text is kept). */
export const FORMAT_TAGS = ['i', 'b', 'sup', 'sub'] as const;
export type FormatTag = (typeof FORMAT_TAGS)[number];

export type FormattedNode = string | { tag: FormatTag; children: FormattedNode[] };

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>|<!--[\s\S]*?-->/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function isFormatTag(name: string): name is FormatTag {
  return (FORMAT_TAGS as readonly string[]).includes(name);
}

/**
 * Reads the compile endpoint's html into a tree React renders as elements: only <i>, <b>, <sup> and <sub>
 * (without attributes) survive, every other tag is dropped and all text stays text — so nothing the server
 * or a reference's own text says can become markup, and we never need dangerouslySetInnerHTML.
 */
export function parseFormattedHtml(html: string): FormattedNode[] {
  const root: FormattedNode[] = [];
  const stack: { tag: FormatTag | null; children: FormattedNode[] }[] = [{ tag: null, children: root }];
  const top = () => stack[stack.length - 1] ?? { tag: null, children: root };
  const pushText = (text: string) => {
    if (text === '') return;
    const { children } = top();
    const last = children[children.length - 1];
    if (typeof last === 'string') children[children.length - 1] = last + text;
    else children.push(text);
  };
  let position = 0;
  for (const match of html.matchAll(TAG)) {
    pushText(decodeEntities(html.slice(position, match.index)));
    position = match.index + match[0].length;
    const name = (match[2] ?? '').toLowerCase();
    if (!isFormatTag(name)) continue;
    if (match[1] === '/') {
      // Close the nearest open tag of that name (and anything left open inside it); a stray close is ignored.
      const at = stack.findLastIndex((frame) => frame.tag === name);
      if (at > 0) stack.length = at;
    } else {
      const node = { tag: name, children: [] as FormattedNode[] };
      top().children.push(node);
      stack.push(node);
    }
  }
  pushText(decodeEntities(html.slice(position)));
  return root;
}

/** The text alone, as a plain-text clipboard or a sort key wants it. */
export function formattedText(nodes: FormattedNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : formattedText(node.children))).join('');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Html again, from the tree: only the four tags, every text escaped (for the rich clipboard). */
export function formattedHtml(nodes: FormattedNode[]): string {
  return nodes
    .map((node) =>
      typeof node === 'string'
        ? node.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char)
        : `<${node.tag}>${formattedHtml(node.children)}</${node.tag}>`,
    )
    .join('');
}
