import type { Paragraph } from '@galley/contracts';

// "(Smith et al., 2019)", "(Jones 2018; Lee & Park, 2020a)", "(see Smith and Lee, 2019)": an author and a year
// in brackets, not a month or season and its year ("(June 2019, August 2020)"; "(May et al., 2019)" is one).
const AUTHOR_YEAR =
  /\(\s*(?:(?:see|e\.g\.|cf\.)\s*,?\s*)?(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Spring|Summer|Autumn|Fall|Winter)\s+(?:1[89]|20)\d{2})\p{Lu}[\p{L}'’-]+(?:\s+(?:et al\.?|and|&)(?:\s+\p{Lu}[\p{L}'’-]+)?)?,?\s+(?:1[89]|20)\d{2}[a-z]?\s*[;,)]/u;
// "Smith et al. (2019)", "Jones and Lee (2018)": the author named in the sentence, the year in brackets.
const NARRATIVE =
  /\p{Lu}[\p{L}'’-]+(?:\s+et al\.?|\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)\s*\(\s*(?:1[89]|20)\d{2}[a-z]?\s*\)/u;
// "[1]", "[2, 5]", "[4–6]": numbered references in square brackets; after a number ("by 2050 [3]") not a range,
// which is the value's ("median 7 [5–10]").
const NUMBERED = /(?<!\d\s?)\[\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\]|\[\d{1,3}(?:\s*,\s*\d{1,3})*\]/;

// A superscript reference number: "1", "2,3", "4–6".
const SUPERSCRIPT_NUMBERS = /^\d{1,3}(?:[,–-]\d{1,3})*$/;
// What a reference number follows: a word of four letters or more, or a full stop, comma or bracket ("carbon¹",
// "soils.²"); not a unit's exponent ("m²", "km²") or a power of ten ("10⁶").
const BEFORE_REFERENCE = /(?:\p{L}{4}|[.,;)])$/u;

/**
 * Whether a paragraph cites other works in the ways the running text of a paper does. An abstract seldom does, its
 * introduction nearly always: the first citing paragraph after an abstract is the introduction begun.
 */
export function citesWorks(paragraph: Pick<Paragraph, 'text' | 'spans'>): boolean {
  const { text } = paragraph;
  if (AUTHOR_YEAR.test(text) || NARRATIVE.test(text) || NUMBERED.test(text)) return true;
  return paragraph.spans.some(
    (span) =>
      span.superscript &&
      SUPERSCRIPT_NUMBERS.test(text.slice(span.start, span.end)) &&
      BEFORE_REFERENCE.test(text.slice(Math.max(0, span.start - 4), span.start)),
  );
}
