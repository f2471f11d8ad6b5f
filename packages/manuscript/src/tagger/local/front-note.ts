import type { Paragraph, StepValue } from '@galley/contracts';
import { opensWithCorrespondenceLabel } from '../correspondence-label.ts';
import { declarationOfSentence } from '../declaration-cues.ts';
import { findDeclarationSentences } from '../declaration-sentences.ts';
import { namesInstitution } from '../front-matter.ts';
import { splitSentences } from '../split-sentences.ts';
import { addWhole } from './add-whole.ts';
import { authorFootnote } from './author-footnote.ts';
import type { LocalTagging } from './local-tagging.ts';

// IEEE's and some physics journals' first-page note names each author's institution in a sentence: "Ahmed Hassan
// and Bo Chen are with the Department of …", "M. Rossi is now with …" — names (capitals, initials, commas,
// "and") before "is/are with". "Present address: …" is the same note in other templates.
const AFFILIATION_NOTE =
  /^\s*[*†‡§¶\d]*\s*(?:(?:\p{Lu}[\p{L}.'’-]*|de|van|von|der|da|di|and|&)[\s,]+){2,24}(?:is|are|was|were)\s+(?:now\s+|currently\s+|also\s+|presently\s+|formerly\s+)?with\s/u;
const ADDRESS_NOTE = /^\s*(?:present|current|permanent) address(?:es)?\s*[:：]/i;
// The same note's history, identifier and help: "Manuscript received March 3, 2024; revised …", "Digital Object
// Identifier 10.1109/…", "(Corresponding author: …)".
const HISTORY_NOTE =
  /^\s*(?:(?:(?:manuscript|paper|article)\s+)?(?:received|submitted)(?:\s+(?:on|for (?:publication|review)|in (?:final|revised) form))*\s*:?\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)|digital object identifier\b)/i;
const CORRESPONDING = /\(\s*corresponding authors?\s*:[^)]+\)/giu;

/**
 * A first-page note before the main text: its affiliation sentences are the affiliations; in a paragraph that opens
 * with the note's dates of receipt or its DOI, the funding sentence is the funding statement and "(Corresponding
 * author: …)" the correspondence, the rest no step; the authors' footnote typed as a paragraph (author-footnote.ts).
 * `loose`: straight under the keywords, before any heading, where a paragraph of funding and correspondence
 * sentences and nothing else is such a note too. Returns whether the paragraph was read as a note.
 */
export function frontNote(state: LocalTagging, paragraph: Paragraph, loose = false): boolean {
  const text = paragraph.text;
  if ((AFFILIATION_NOTE.test(text) || ADDRESS_NOTE.test(text)) && namesInstitution(text)) {
    addWhole(state, 'front.affiliations', paragraph, 0.75);
    return true;
  }
  // (On the title page a marked line is read as the lines around it are: under "Correspondence", an address.)
  if (state.zone !== 'front' && authorFootnote(state, paragraph)) return true;
  if (!HISTORY_NOTE.test(text)) return loose && fundingAndCorrespondence(state, paragraph);
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

// "E-mail: …" opening a sentence (a correspondence label opens one too: opensWithCorrespondenceLabel).
const EMAIL_SENTENCE = /^\W*e-?mail\b/i;

/** A paragraph made only of funding and correspondence sentences: each takes its step. */
function fundingAndCorrespondence(state: LocalTagging, paragraph: Paragraph): boolean {
  const text = paragraph.text;
  // After "Corresponding author: …" its address, telephone and e-mail sentences are the correspondence too.
  let correspondence = false;
  const sentences = splitSentences(text).map(({ start, end }) => {
    const sentence = text.slice(start, end);
    const funding = declarationOfSentence(sentence) === 'declaration.funding';
    correspondence =
      !funding && (correspondence || opensWithCorrespondenceLabel(sentence) || EMAIL_SENTENCE.test(sentence));
    const step: StepValue | undefined = funding
      ? 'declaration.funding'
      : correspondence
        ? 'front.correspondence'
        : undefined;
    return { start, end, step };
  });
  if (!sentences.length || sentences.some((sentence) => !sentence.step)) return false;
  for (const { start, end, step } of sentences)
    if (step) state.collector.add(step, paragraph.id, text, start, end, 0.75);
  return true;
}
