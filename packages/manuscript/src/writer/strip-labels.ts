import type { StepValue } from '@galley/contracts';
import { matchAbstractLabel, matchSectionHeading } from '../tagger/heading-lexicon.ts';
import { headingLike } from '../tagger/heading-like.ts';
import { normalizeHeading } from '../tagger/normalize-heading.ts';
import { findRunInLabels } from '../tagger/run-in-label.ts';
import { namesOneAppendix } from './appendix-title.ts';
import { coversParagraph, type Fragment, type SourceIndex, trimFragment } from './fragment.ts';

/** A source heading or label the writer left out because the template writes its own. */
export interface DroppedLabel {
  step: StepValue;
  text: string;
}

/**
 * Takes the source's own headings and labels off a step's fragments: "A section heading belongs to the section it
 * heads" (manuscript-steps.md), so the tagged text of a section starts with its heading — "2. Materials & Methods",
 * "Abstract", "Background", "Keywords:", "Funding: …". The template's heading replaces them. Only headings the lexicon
 * ties to this step (or to one of `siblings`, the steps sharing its output section) go; sub-headings stay. Of an
 * appendix only a generic heading over the whole part goes ("Supplementary material" first): the titles of single
 * appendices ("Appendix A", "Appendix 1: …") and any later heading of the part stay, as the author's own.
 */
export function stripLabels(
  index: SourceIndex,
  step: StepValue,
  fragments: readonly Fragment[],
  siblings: ReadonlySet<StepValue> = new Set([step]),
): { fragments: Fragment[]; dropped: DroppedLabel[] } {
  const dropped: DroppedLabel[] = [];
  const out: Fragment[] = [];
  let appendixHeadings = 0;
  const accepts = (normalized: string): boolean => {
    const target = matchSectionHeading(normalized);
    const ofAppendix = step === 'back.appendix' && target?.kind === 'step' && target.step === step;
    if (ofAppendix && (appendixHeadings++ > 0 || namesOneAppendix(normalized))) return false;
    if (target?.kind === 'step' && (target.step === step || siblings.has(target.step))) return true;
    if (step.startsWith('abstract.') && step !== 'abstract.keywords')
      return target?.kind === 'abstract' || matchAbstractLabel(normalized) !== undefined;
    return false;
  };
  for (const raw of fragments) {
    const fragment = trimFragment(index, raw);
    if (!fragment) continue;
    const paragraph = index.paragraphs.get(fragment.block);
    if (!paragraph) continue;
    if (coversParagraph(index, fragment)) {
      const heading = headingLike(paragraph);
      if (heading && accepts(heading.normalized)) {
        dropped.push({ step, text: paragraph.text.trim() });
        continue;
      }
    }
    const text = paragraph.text.slice(fragment.start, fragment.end);
    const label = findRunInLabels(text, accepts).find((found) => found.start === 0);
    if (label) {
      dropped.push({ step, text: text.slice(0, label.textStart).trim() });
      const rest = trimFragment(index, { ...fragment, start: fragment.start + label.textStart });
      if (rest) out.push(rest);
      continue;
    }
    out.push(fragment);
  }
  return { fragments: out, dropped };
}

/** The normalised form of a heading, to tell a real relabelling ("Materials and methods" → "Methods") from none. */
export function sameHeading(a: string, b: string): boolean {
  return normalizeHeading(a) === normalizeHeading(b);
}
