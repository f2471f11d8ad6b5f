import type { Paragraph, StepValue } from '@galley/contracts';
import { opensWithCorrespondenceLabel } from '../correspondence-label.ts';
import { declarationOfSentence, thanksSomeone } from '../declaration-cues.ts';
import { EMAIL, namesInstitution } from '../front-matter.ts';
import { splitSentences } from '../split-sentences.ts';
import { opensWithSuperscriptMark } from '../superscript-marks.ts';
import type { LocalTagging } from './local-tagging.ts';

// A sentence that says something ("All errors are our own.", "The views expressed herein are …", "¹⁸F-FDG PET/CT is
// the standard …") is no address, whatever institution it names.
// ("do" is no verb here: "Universidade do Porto".)
const STATEMENT =
  /\b(?:is|are|was|were|has|have|had|not|contributed|circulated|reflect|expressed|thank|grateful)\b/i;
// "Ahmed Hassan is with the Department of …": a statement that is an address.
const WITH_NOTE = /\b(?:is|are)\s+(?:now\s+|currently\s+|also\s+|presently\s+)?with\s+the\b/i;

interface FootnoteSentence {
  start: number;
  end: number;
  step: StepValue | 'none';
}

/**
 * The authors' footnote typed as a paragraph (economics, the social sciences): "*Department of Economics, University
 * of Chicago. Email: …. †Federal Reserve Bank of Boston. We thank seminar participants …". Each mark opens an
 * author's part; sentence by sentence, thanks are the acknowledgements, a declaration its step, a correspondence
 * label or an e-mail the correspondence, an address (a part's first sentence, or one naming an institution, that
 * states nothing, or says who "is with the" institution) the affiliations, and the rest no step ("These authors
 * contributed equally."). Only a paragraph that opens with a mark, names an institution and holds an address or a
 * correspondence: not "¹⁸F-FDG PET/CT is the standard … in most hospitals.".
 */
export function authorFootnote(state: LocalTagging, paragraph: Paragraph): boolean {
  const text = paragraph.text;
  if (!opensWithSuperscriptMark(paragraph) || !namesInstitution(text)) return false;
  const sentences = footnoteSentences(paragraph);
  if (!sentences.some(({ step }) => step === 'front.affiliations' || step === 'front.correspondence'))
    return false;
  for (const { start, end, step } of sentences)
    if (step !== 'none') state.collector.add(step, paragraph.id, text, start, end, 0.7);
  return true;
}

function footnoteSentences(paragraph: Paragraph): FootnoteSentence[] {
  const text = paragraph.text;
  const marks = paragraph.spans
    .filter((span) => span.superscript && span.start > 0 && /[\s.;,]/.test(text[span.start - 1] ?? ''))
    .map((span) => span.start);
  const edges = [0, ...marks, text.length];
  const out: FootnoteSentence[] = [];
  for (let part = 0; part + 1 < edges.length; part++) {
    const from = edges[part] as number;
    const piece = text.slice(from, edges[part + 1]);
    let correspondence = false;
    splitSentences(piece).forEach(({ start, end }, index) => {
      const sentence = piece.slice(start, end);
      // "Corresponding author: …", "Correspondence to …": this sentence and the rest of its author's part.
      correspondence ||= opensWithCorrespondenceLabel(sentence);
      const institution = namesInstitution(sentence);
      const address =
        (index === 0 || institution) &&
        (!STATEMENT.test(sentence) || (WITH_NOTE.test(sentence) && institution));
      const step =
        declarationOfSentence(sentence) ??
        (thanksSomeone(sentence)
          ? 'main.acknowledgements'
          : correspondence || EMAIL.test(sentence)
            ? 'front.correspondence'
            : address
              ? 'front.affiliations'
              : 'none');
      out.push({ start: from + start, end: from + end, step });
    });
  }
  return out;
}
