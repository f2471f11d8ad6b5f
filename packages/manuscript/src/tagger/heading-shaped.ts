import type { Paragraph } from '@galley/contracts';

// A heading's shape: a capital, then words, numbers and the marks headings use ("IUD & IUS", "Long-acting
// reversible contraception"); no sentence punctuation, no equals or operator signs.
const HEADING_LINE = /^\p{Lu}[\p{L}\p{M}\d\s'’&/()–-]*$/u;
// A line that names a table or figure ("Table 2 Baseline characteristics", "Figure 2"): never a subheading.
const NAMES_TABLE_OR_FIGURE = /^(?:tables?|tab\.|figures?|figs?\.?|supplementary|appendix)\b/i;
// Word's own number of a subsection ("3.3.", "3.3.2."): a numbered heading, where a bullet or "1." is a list item.
const SECTION_NUMBER = /^\d+(?:\.\d+)+\.?$/;
const MAX_WORDS = 8;
const MIN_WORDS_BELOW = 15;
// Prose: some sentence in it ends ("… in every month.", "… [12]. The …").
const SENTENCE_END = /[.!?。！？](?:["”’)\]]*)(?:\s|$)/u;

/**
 * A paragraph that is a subheading by its shape alone, when no style or known word says so ("Implant", "IUD & IUS"
 * in a results section typed without heading styles): a short body line that opens on a capital, with no sentence
 * punctuation, right above a paragraph of prose (`below`, the next paragraph with text). A sentence cut short
 * ("Fell to 10.02% during lockdown.") ends with its full stop; a displayed equation, a list item (unless Word
 * numbers it as a subsection, "3.3.2."), a line naming a table or figure, or a line over another short line is not
 * one. CJK prose has no spaces to count words by, so this never fires there.
 */
export function headingShaped(paragraph: Paragraph, below: Paragraph | undefined): boolean {
  const line = paragraph.text.trim();
  if (paragraph.origin !== 'body' || !below || below.origin !== 'body') return false;
  if (paragraph.list && !SECTION_NUMBER.test(paragraph.list.label.trim())) return false;
  if (paragraph.inlines.some((inline) => inline.kind === 'equation')) return false;
  if (!HEADING_LINE.test(line) || NAMES_TABLE_OR_FIGURE.test(line) || line.split(/\s+/).length > MAX_WORDS)
    return false;
  const prose = below.text.trim();
  return prose.split(/\s+/).length >= MIN_WORDS_BELOW && SENTENCE_END.test(prose);
}
