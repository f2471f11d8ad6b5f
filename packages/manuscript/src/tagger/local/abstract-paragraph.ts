import type { Paragraph, StepValue } from '@galley/contracts';
import { matchAbstractPartLabel } from '../heading-lexicon.ts';
import type { HeadingLike } from '../heading-like.ts';
import { isKeywordsLabelOnly, isKeywordsLine } from '../keywords-line.ts';
import { openingLabelTarget } from '../opening-label-target.ts';
import { opensWithPartLabel } from '../part-label-start.ts';
import { addWhole } from './add-whole.ts';
import { bodyParagraph } from './body-paragraph.ts';
import { continuesLabels } from './continues-labels.ts';
import { finishAbstract } from './finish-abstract.ts';
import { introductionBegun } from './introduction-begun.ts';
import { keywordsCloseAbstract } from './keywords-close-abstract.ts';
import type { LocalTagging } from './local-tagging.ts';
import { pushAbstractText } from './push-abstract-text.ts';
import { runInAbstractGoesOn } from './run-in-abstract-goes-on.ts';

// An abstract with no end marker must still end: past this many paragraphs the body has begun.
const ABSTRACT_MAX_PARAGRAPHS = 12;

// A paragraph inside the abstract: a part label, its text, or the first paragraph after it (a heading, the
// keywords line), which ends the abstract and is read as body.
export function abstractParagraph(
  state: LocalTagging,
  paragraph: Paragraph,
  found: HeadingLike | undefined,
): void {
  // "Study region" heads a part of some abstracts (Journal of Hydrology: Regional Studies), not the methods section.
  const heading = found?.target?.kind === 'methods-part' ? undefined : found;
  const part = heading ? matchAbstractPartLabel(heading.normalized) : undefined;
  // A label at the level of "Abstract" itself (both bold lines) still labels the abstract while it is
  // structured: right after the heading, or after other labels (continuesLabels then wants them in order).
  // Conclusions close it: a same-level "Implications" after them is a box of its own, not the abstract.
  const labels = state.abstractItems.flatMap((item) =>
    item.kind === 'heading' && item.part ? [item.part] : [],
  );
  const structuredSoFar =
    !labels.includes('conclusions') &&
    (labels.length > 0 || !state.abstractItems.some((item) => item.kind === 'text'));
  const deeper =
    !heading?.byReader || !state.abstractByReader || heading.level > state.abstractLevel || structuredSoFar;
  if (
    heading &&
    part &&
    ((deeper && continuesLabels(state.abstractItems, part, heading.normalized)) ||
      keywordsCloseAbstract(state, paragraph, heading.normalized))
  ) {
    state.abstractItems.push({ kind: 'heading', paragraph, part });
    return;
  }
  const keywords = isKeywordsLine(paragraph);
  const textCount = state.abstractItems.filter((item) => item.kind === 'text').length;
  if (
    heading ||
    keywords ||
    textCount >= ABSTRACT_MAX_PARAGRAPHS ||
    afterHeadlessSummary(state, paragraph) ||
    introductionBegun(state, paragraph, textCount)
  ) {
    finishAbstract(state);
    state.zone = 'body';
    if (!keywords) bodyParagraph(state, paragraph, heading);
    else {
      addWhole(state, 'abstract.keywords', paragraph, 0.95);
      // The label alone on its line: the lines after it are the keywords, up to the next heading.
      if (isKeywordsLabelOnly(paragraph.text)) state.keywordsOpen = true;
    }
    return;
  }
  // A statement inside the abstract ("Funding: …", "**Funding** Wellcome Trust." in The Lancet's summaries) is
  // that declaration, not part of the abstract's last part.
  const declaration = abstractDeclaration(paragraph);
  if (declaration) {
    addWhole(state, declaration, paragraph, 0.9);
    return;
  }
  pushAbstractText(state, paragraph, 0);
}

function abstractDeclaration(paragraph: Paragraph): StepValue | undefined {
  // A label that names a part of an abstract as well is that part ("Ethics and dissemination" closes a protocol's).
  if (opensWithPartLabel(paragraph)) return undefined;
  const target = openingLabelTarget(paragraph);
  return target?.kind === 'step' && target.step.startsWith('declaration.') ? target.step : undefined;
}

/**
 * An abstract found with no heading and no labels (a paragraph of prose after the title page, as Nature, Science and
 * Cell set their summary paragraph), or with its label run in ("Abstract: …", as Science's manuscripts give it), is
 * that one paragraph: the prose after it is the introduction, which such papers also leave without a heading.
 */
function afterHeadlessSummary(state: LocalTagging, paragraph: Paragraph): boolean {
  const [only, ...more] = state.abstractItems;
  return (
    !state.introductionHeadingAhead &&
    more.length === 0 &&
    only?.kind === 'text' &&
    (only.start === 0 || !runInAbstractGoesOn(state, only.paragraph, only.start, paragraph)) &&
    !opensWithPartLabel(only.paragraph) &&
    !opensWithPartLabel(paragraph) &&
    paragraph.text.trim().length > 0
  );
}
