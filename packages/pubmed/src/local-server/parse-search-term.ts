/** A parsed esearch term: clauses (text + optional field tag) combined with AND/OR/NOT. */
export type SearchNode =
  | { kind: 'clause'; text: string; tag: string }
  | { kind: 'and' | 'or' | 'not'; left: SearchNode; right: SearchNode };

const TOKEN = /\s*(?:(\()|(\))|"([^"]*)"|([^\s()"[\]]+))(?:\[([^\]]*)\])?/y;

/**
 * The subset of PubMed's query syntax Galley's client sends: terms or "quoted phrases" with [tags], AND/OR/NOT,
 * parentheses; adjacent terms are AND-ed, as PubMed does. Values with parentheses (DOIs) must be quoted.
 * Returns null for an empty term.
 */
export function parseSearchTerm(term: string): SearchNode | null {
  const tokens: { type: 'open' | 'close' | 'op' | 'clause'; text: string; tag: string; bare?: boolean }[] =
    [];
  TOKEN.lastIndex = 0;
  let rest = term.trim();
  while (rest.length > 0) {
    TOKEN.lastIndex = 0;
    const match = TOKEN.exec(rest);
    if (!match) {
      rest = rest.slice(1);
      continue;
    }
    rest = rest.slice(TOKEN.lastIndex).trimStart();
    const [, open, close, quoted, word, tag = ''] = match;
    if (open) tokens.push({ type: 'open', text: '(', tag: '' });
    else if (close) tokens.push({ type: 'close', text: ')', tag: '' });
    else if (word && !tag && /^(AND|OR|NOT)$/.test(word)) tokens.push({ type: 'op', text: word, tag: '' });
    else {
      const clause = {
        type: 'clause' as const,
        text: quoted ?? word ?? '',
        tag: tag.toLowerCase().trim(),
        bare: !quoted,
      };
      // PubMed applies a tag to the bare words right before it: `smith j[au]` is the author "smith j".
      while (clause.tag && !quoted && tokens.at(-1)?.bare && !tokens.at(-1)?.tag) {
        clause.text = `${tokens.pop()?.text} ${clause.text}`;
      }
      tokens.push(clause);
    }
  }
  let position = 0;
  const parseOr = (): SearchNode | null => {
    let left = parseAnd();
    while (left && tokens[position]?.type === 'op' && tokens[position]?.text === 'OR') {
      position += 1;
      const right = parseAnd();
      if (right) left = { kind: 'or', left, right };
    }
    return left;
  };
  const parseAnd = (): SearchNode | null => {
    let left = parseAtom();
    for (;;) {
      const token = tokens[position];
      if (!token || token.type === 'close' || (token.type === 'op' && token.text === 'OR')) return left;
      let kind: 'and' | 'not' = 'and';
      if (token.type === 'op') {
        kind = token.text === 'NOT' ? 'not' : 'and';
        position += 1;
      }
      const right = parseAtom();
      if (!right) return left;
      left = left ? { kind, left, right } : right;
    }
  };
  const parseAtom = (): SearchNode | null => {
    const token = tokens[position];
    if (!token) return null;
    position += 1;
    if (token.type === 'open') {
      const inner = parseOr();
      if (tokens[position]?.type === 'close') position += 1;
      return inner;
    }
    if (token.type === 'clause') return { kind: 'clause', text: token.text, tag: token.tag };
    return null;
  };
  return parseOr();
}
