/**
 * Straight quotes as publishers (and citeproc-js) print them: a pair of single quotes around words becomes the
 * en-US double quotes (“Arctic”); an apostrophe inside, after or eliding a word becomes ’ (O’Brien, author’s,
 * 3’-end, In ’t Veld); other quotes open with ‘ or “ and close with ’ or ”; a double prime after a digit
 * (2"-bromopropyl) stays straight.
 */
export function typographicQuotes(text: string): string {
  if (!text.includes("'") && !text.includes('"')) return text;
  return text
    .replace(/(^|[\s([{])'([^'\s][^']*?)'(?=[\s,.;:!?)\]]|$)/gu, '$1“$2”')
    .replace(/([\p{L}\p{N}.])'/gu, '$1’')
    .replace(/(^|\s)'(\p{Ll}{1,2})(?=[\s-]|$)/gu, '$1’$2')
    .replace(/(^|[\s([{“‘])'/gu, '$1‘')
    .replace(/'/g, '’')
    .replace(/(^|[\s([{‘])"/gu, '$1“')
    .replace(/(?<!\d)"|"(?![-\p{L}\d])/gu, '”');
}

/**
 * Quotes nested in a quoted title, as CSL processors print them: double pairs become single and single pairs
 * double (“The ‘Arctic’ mutation”); apostrophes and unpaired marks stay.
 */
export function flipQuotes(text: string): string {
  return text.replace(/“([^“”]*)”|‘([^‘’]*?)’(?![\p{L}\p{N}])/gu, (pair, double?: string, single?: string) =>
    double !== undefined ? `‘${double}’` : single !== undefined ? `“${single}”` : pair,
  );
}
