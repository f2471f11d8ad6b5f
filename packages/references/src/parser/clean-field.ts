const LEADING = new Set([' ', ',', ';', ':', '.', '(', '[', '{', '"', '“', '‘', "'", '«']);
const TRAILING = new Set([' ', ',', ';', ':', '(', '[', '{', '"', '”', '’', "'", '»']);
// Opening quotes and their closing ones: an opening quote closed inside the field is the text's ("‘Tone Cases’
// in Bantu Group B.40").
const CLOSER: Record<string, string> = { '“': '”', '‘': '’', '«': '»' };
const LETTER = /\p{L}/u;
const TEXT = /[\p{L}\p{N}]/u;
// White space other than single spaces: what `.replace(/\s+/g, ' ')` would change.
const ODD_SPACE = /\s\s|[^\S ]/;

/**
 * Field text without the punctuation and brackets that joined it to its neighbours ("(2020).", "Nature,", ") Title"): a
 * character scan rather than regular expressions, because it runs on every span of every parsed reference.
 */
export function cleanField(text: string): string {
  let value = ODD_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text;
  for (let pass = 0; pass < 3; pass++) {
    let start = 0;
    let end = value.length;
    while (start < end && LEADING.has(value[start] as string) && !quotesWithin(value, start)) start++;
    while (end > start && TRAILING.has(value[end - 1] as string)) end--;
    if (end > start && value[end - 1] === '.') end--;
    while (end > start && value[end - 1] === ' ') end--;
    let next = value.slice(start, end);
    // A closing bracket with no opening one in the field belongs to the text around it: "Nature 2020)".
    const last = next[next.length - 1];
    if ((last === ')' || last === ']') && !next.includes('(') && !next.includes('['))
      next = next.slice(0, -1).trimEnd();
    // And one that opens it closes the bracket before it: "et al. (2010) | Title".
    if (next[0] === ')' || next[0] === ']') next = next.slice(1).trimStart();
    if (next === value) break;
    value = next;
  }
  return value;
}

/**
 * Whether the opening quote at `at` is the text's own: the field closes as many of those quotes as it opens (an
 * apostrophe, "what’s", closes none), and text follows the last closing one ("‘Tone Cases’ in Bantu …", not
 * "‘Democratizing … ‘Arab Spring’: … Observations’" nor "« La « société civile » … », …" cut short).
 */
function quotesWithin(value: string, at: number): boolean {
  const opener = value[at] as string;
  const closer = CLOSER[opener];
  if (!closer) return false;
  let opened = 0;
  let closed = 0;
  let lastClosing = -1;
  for (let index = at; index < value.length; index++) {
    const char = value[index];
    if (char === opener) opened++;
    else if (
      char === closer &&
      !(LETTER.test(value[index - 1] ?? '') && LETTER.test(value[index + 1] ?? ''))
    ) {
      closed++;
      lastClosing = index;
    }
  }
  return opened === closed && lastClosing > at + 1 && TEXT.test(value.slice(lastClosing + 1));
}
