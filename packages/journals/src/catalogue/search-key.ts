/**
 * The form titles, abbreviations and queries are compared in: no diacritics, lower case, "&" as "and", punctuation
 * as single spaces, no leading "the" ("The Lancet" and "lancet" are the same journal to a searcher).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '');
}
