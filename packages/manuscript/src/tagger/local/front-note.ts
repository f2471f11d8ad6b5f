import type { Paragraph } from '@galley/contracts';
import { findDeclarationSentences } from '../declaration-sentences.ts';
import { namesInstitution } from '../front-matter.ts';
import { addWhole } from './add-whole.ts';
import type { LocalTagging } from './local-tagging.ts';

// IEEE's and some physics journals' first-page note names each author's institution in a sentence: "Ahmed Hassan
// and Bo Chen are with the Department of …", "M. Rossi is now with …" — names (capitals, initials, commas,
// "and") before "is/are with". "Present address: …" is the same note in other templates.
const AFFILIATION_NOTE =
  /^\s*(?:(?:\p{Lu}[\p{L}.'’-]*|de|van|von|der|da|di|and|&)[\s,]+){2,24}(?:is|are|was|were)\s+(?:now\s+|currently\s+|also\s+|presently\s+|formerly\s+)?with\s/u;
const ADDRESS_NOTE = /^\s*(?:present|current|permanent) address(?:es)?\s*[:：]/i;
// The same note's history, identifier and help: "Manuscript received March 3, 2024; revised …", "Digital Object
// Identifier 10.1109/…", "(Corresponding author: …)".
const HISTORY_NOTE =
  /^\s*(?:(?:(?:manuscript|paper|article)\s+)?(?:received|submitted)(?:\s+(?:on|for (?:publication|review)|in (?:final|revised) form))*\s*:?\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)|digital object identifier\b)/i;
const CORRESPONDING = /\(\s*corresponding authors?\s*:[^)]+\)/giu;

/**
 * A first-page note between the abstract and the main text: its affiliation sentences are the affiliations, its
 * funding sentence the funding statement and its "(Corresponding author: …)" the correspondence; the rest (dates
 * of receipt, a DOI) is no step. `headless` says the paragraph would otherwise open the introduction: then only a
 * paragraph that reads as such a note is taken. Returns whether the paragraph was read as a note.
 */
export function frontNote(state: LocalTagging, paragraph: Paragraph, headless: boolean): boolean {
  const text = paragraph.text;
  if ((AFFILIATION_NOTE.test(text) || ADDRESS_NOTE.test(text)) && namesInstitution(text)) {
    addWhole(state, 'front.affiliations', paragraph, 0.75);
    return true;
  }
  if (headless && !HISTORY_NOTE.test(text)) return false;
  for (const sentence of findDeclarationSentences(text))
    state.collector.add(sentence.step, paragraph.id, text, sentence.start, sentence.end, 0.75);
  for (const match of text.matchAll(CORRESPONDING))
    state.collector.add(
      'front.correspondence',
      paragraph.id,
      text,
      match.index,
      match.index + match[0].length,
      0.75,
    );
  return true;
}
