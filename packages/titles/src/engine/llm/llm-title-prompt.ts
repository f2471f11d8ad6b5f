import type { JournalTitleLimits } from '../../types.ts';

export const LLM_TITLE_SYSTEM_PROMPT = [
  'You suggest titles for a scientific paper from its abstract.',
  'Give 8 candidate titles, two of each kind:',
  '- descriptive: says what was studied, in whom, how (no result);',
  '- declarative: states the main finding as a sentence;',
  '- question: asks the question the study answers, ending with a question mark;',
  '- colon-subtitle: a short main title, a colon, then a subtitle (often the study design).',
  'Use only what the abstract says: never claim a finding the abstract does not report.',
  "Write every title in the abstract's language, in sentence case, without a final full stop.",
  'Answer JSON only: {"titles":[{"title":"…","kind":"descriptive"}, …]}.',
].join('\n');

/** The user message: the journal's limits when there are any, then the abstract as the author gave it. */
export function llmTitleUserPrompt(abstract: string, limits: JournalTitleLimits | undefined): string {
  const rules = [
    limits?.maxTitleWords ? `at most ${limits.maxTitleWords} words` : '',
    limits?.maxTitleChars ? `at most ${limits.maxTitleChars} characters with spaces` : '',
  ].filter(Boolean);
  const limit = rules.length ? `The target journal allows titles of ${rules.join(' and ')}.\n\n` : '';
  return `${limit}Abstract:\n${abstract}`;
}
