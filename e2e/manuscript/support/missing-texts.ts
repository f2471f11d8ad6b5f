import type { TaggedText } from './tagged-paragraphs.ts';

/** Letters only: the writer sets citation numbers as superscripts ("[1]" → "¹") and may re-punctuate. */
const letters = (words: string) => words.toLowerCase().replace(/[^\p{L}]+/gu, '');
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];

/**
 * The tagged texts a converted document lacks. A paragraph must be there letter for letter; a reference is
 * restyled by the journal (author lists cut to "et al.", journal names abbreviated, "n.d." dropped), so it
 * counts as there when two in three of its words (4+ letters) are.
 */
export function missingTexts(tagged: TaggedText[], converted: string): TaggedText[] {
  const found = letters(converted);
  const vocabulary = new Set(words(converted));
  return tagged.filter(({ step, text }) => {
    if (step !== 'back.references') return !found.includes(letters(text));
    const own = words(text);
    return own.filter((word) => vocabulary.has(word)).length < (2 / 3) * own.length;
  });
}
