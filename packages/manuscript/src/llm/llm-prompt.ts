import type { Paragraph } from '@galley/contracts';

// Paragraphs are cut to this many characters: the opening of a paragraph tells its part, and the whole of an
// 80,000-token manuscript would not fit most models' context next to the instructions.
const PARAGRAPH_CHARS = 240;

export const LLM_SYSTEM_PROMPT = [
  'You label the paragraphs of a scientific manuscript for a journal-formatting tool.',
  'Each line of the user message is a paragraph: its id, a tab, and its text (long paragraphs are cut).',
  'Answer one label per paragraph id, in order, using only the allowed labels:',
  'front.title, front.running_title, front.authors, front.affiliations, front.correspondence for the title page;',
  '"abstract" for every paragraph of the abstract (its heading too), abstract.keywords for keywords;',
  'main.introduction, main.materials_and_methods, main.results, main.discussion, main.conclusions,',
  'main.acknowledgements for the body (a section heading belongs to the section it heads);',
  'declaration.funding, declaration.conflicts_of_interest, declaration.ethics, declaration.data_availability,',
  'declaration.author_contributions for statements; back.references for the reference list, back.figure_legends',
  'for figure titles and legends, back.appendix for appendices and supplementary notes;',
  '"none" for anything else (dates, word counts, abbreviation lists, table titles and notes).',
].join(' ');

/** The user message: one line per paragraph. */
export function llmUserPrompt(paragraphs: readonly Paragraph[]): string {
  return paragraphs
    .map((p) => {
      const text = p.text.replace(/\s+/g, ' ').trim();
      return `${p.id}\t${text.length > PARAGRAPH_CHARS ? `${text.slice(0, PARAGRAPH_CHARS)}…` : text}`;
    })
    .join('\n');
}
