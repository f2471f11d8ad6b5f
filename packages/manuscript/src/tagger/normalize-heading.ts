/**
 * A heading reduced to what the lexicon compares: lower case, numbering ("2.", "2.1", "IV.", "A)", Wiley's "2 |") and closing
 * punctuation gone, "&" read as "and", spaces collapsed. "2. Materials & Methods:" → "materials and methods".
 * A mark some templates set before every heading (ACS's "■ INTRODUCTION", "• Methods", "§ 2") goes too, and Word's
 * typographic apostrophes are the typed one ("Authors’ contributions" → "authors' contributions").
 */
export function normalizeHeading(text: string): string {
  return text
    .normalize('NFKC')
    .trim()
    .replace(/^[\p{So}\u2022\u2023\u2043\u2219§¶]+\s*/u, '')
    .replace(/^(?:\d+(?:\.\d+)*|[IVXLC]+|[A-Z])(?:[.)|]|\.?\s)\s*(?:\|\s*)?/u, '')
    .replace(/^(?:chapter|section|part)\s+\d+\s*[.:]?\s*/i, '')
    .replace(/[\s.:：;,\-–—]+$/u, '')
    .replace(/\s*[&＆]\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .replace(/[\u2018\u2019\u201B\u02BC\u2032`´]/gu, "'")
    .toLowerCase();
}
