/** Search key: accents off, lower case, punctuation to spaces — how PubMed's [ti]/[ta] matching treats text. */
export function normaliseText(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
