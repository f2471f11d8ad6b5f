import type { Paragraph } from '@galley/contracts';
import { declarationOfSentence, thanksSomeone } from '../declaration-cues.ts';
import { findDeclarationSentences } from '../declaration-sentences.ts';
import { namesInstitution } from '../front-matter.ts';
import { splitSentences } from '../split-sentences.ts';
import { opensWithSuperscriptMark } from '../superscript-marks.ts';
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
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;

/**
 * A first-page note before the main text: its affiliation sentences are the affiliations; in a paragraph that opens
 * with the note's dates of receipt or its DOI, the funding sentence is the funding statement and "(Corresponding
 * author: …)" the correspondence, the rest no step. Returns whether the paragraph was read as such a note.
 */
export function frontNote(state: LocalTagging, paragraph: Paragraph): boolean {
  const text = paragraph.text;
  if ((AFFILIATION_NOTE.test(text) || ADDRESS_NOTE.test(text)) && namesInstitution(text)) {
    addWhole(state, 'front.affiliations', paragraph, 0.75);
    return true;
  }
  // (On the title page a marked line is read as the lines around it are: under "Correspondence", an address.)
  if (state.zone !== 'front' && opensWithSuperscriptMark(paragraph) && namesInstitution(text)) {
    authorFootnote(state, paragraph);
    return true;
  }
  if (!HISTORY_NOTE.test(text)) return false;
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

/**
 * The authors' footnote typed as a paragraph (economics, the social sciences): "*Department of Economics, University
 * of Chicago. Email: …. †Federal Reserve Bank of Boston. We thank seminar participants …". Each mark opens an
 * author's part; sentence by sentence, thanks are the acknowledgements, a declaration its step, an e-mail the
 * correspondence and the rest the affiliations.
 */
function authorFootnote(state: LocalTagging, paragraph: Paragraph): void {
  const text = paragraph.text;
  const marks = paragraph.spans
    .filter((span) => span.superscript && span.start > 0 && /[\s.;,]/.test(text[span.start - 1] ?? ''))
    .map((span) => span.start);
  const edges = [0, ...marks, text.length];
  for (let part = 0; part + 1 < edges.length; part++) {
    const from = edges[part] as number;
    const piece = text.slice(from, edges[part + 1]);
    for (const { start, end } of splitSentences(piece)) {
      const sentence = piece.slice(start, end);
      const step =
        declarationOfSentence(sentence) ??
        (thanksSomeone(sentence)
          ? 'main.acknowledgements'
          : EMAIL.test(sentence)
            ? 'front.correspondence'
            : 'front.affiliations');
      state.collector.add(step, paragraph.id, text, from + start, from + end, 0.7);
    }
  }
}
