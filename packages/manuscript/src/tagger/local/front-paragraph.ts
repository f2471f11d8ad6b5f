import type { Paragraph, StepValue } from '@galley/contracts';
import { abstractLabelStart } from '../abstract-label-start.ts';
import { abstractWithoutHeading } from '../abstract-without-heading.ts';
import { paragraphDeclaration } from '../declaration-paragraph.ts';
import { guessFrontMatter } from '../front-matter.ts';
import type { HeadingLike } from '../heading-like.ts';
import { isKeywordsLine } from '../keywords-line.ts';
import { leadingLabel } from '../leading-label.ts';
import { normalizeHeading } from '../normalize-heading.ts';
import { splitSentences } from '../split-sentences.ts';
import { addWhole } from './add-whole.ts';
import { bodyParagraph } from './body-paragraph.ts';
import { CORE } from './core-sections.ts';
import { coverLetterLine } from './cover-letter.ts';
import { frontNote } from './front-note.ts';
import { frontStep } from './front-step.ts';
import { filledNeighbour } from './heading-after.ts';
import { labelledAbstractAhead } from './labelled-abstract-ahead.ts';
import type { LocalTagging } from './local-tagging.ts';
import { pushAbstractText } from './push-abstract-text.ts';
import { startAbstract } from './start-abstract.ts';

const AUTHOR_NOTE = /^authors?'?s?'? notes?$/;
// A page's heading, not a label of the line under it: the title page's lines are read each on its own.
const TITLE_PAGE = /^(?:title|cover) (?:page|sheet)$/;
// Statements a title page states on labelled lines ("Conflicts of interest: None declared.").
const TITLE_PAGE_STATEMENT = /^(?:declaration\.|main\.acknowledgements$)/;

// Before the abstract, paragraphs are title-page lines, read one by one; this also notices where the title page
// ends (an abstract heading or run-in label, abstract-like prose, or a core section heading).
export function frontParagraph(
  state: LocalTagging,
  paragraph: Paragraph,
  heading: HeadingLike | undefined,
): void {
  if (coverLetterLine(state, paragraph, heading)) return;
  const target = heading?.target;
  if (heading && target?.kind === 'abstract') {
    startAbstract(state, paragraph, heading);
    return;
  }
  const abstractRunIn = abstractLabelStart(paragraph);
  if (abstractRunIn !== undefined) {
    pushAbstractText(state, paragraph, abstractRunIn);
    return;
  }
  const part = heading ? labelledAbstractAhead(state, paragraph, heading) : undefined;
  if (heading && part) {
    startAbstract(state, paragraph, heading, part);
    return;
  }
  if (target?.kind === 'step' && CORE.has(target.step)) {
    state.zone = 'body';
    bodyParagraph(state, paragraph, heading);
    return;
  }
  if (
    !heading &&
    state.titleFound &&
    state.abstractHeadingAt <= state.blocks.indexOf(paragraph) &&
    (abstractWithoutHeading(paragraph) || proseBeforeKeywords(state, paragraph))
  ) {
    pushAbstractText(state, paragraph, 0);
    return;
  }
  // APA's "Author Note" heads lines of several kinds (ORCIDs, disclosures, funding, correspondence), each read alone,
  // set as a heading or not (it would read as a byline of two names).
  const page = heading?.normalized ?? (paragraph.text.length < 40 ? normalizeHeading(paragraph.text) : '');
  if (AUTHOR_NOTE.test(page) || TITLE_PAGE.test(page)) {
    state.frontLabel = undefined;
    return;
  }
  // A first-page note ("Manuscript received …; revised …. This work was supported by …"): its sentences decide.
  if (!heading && state.titleFound && frontNote(state, paragraph)) return;
  // A statement on the title page ("We have no known conflict of interest to disclose.", "This research was
  // supported by …"): the declaration, not an affiliation or more title.
  const declaration = !heading && state.titleFound ? titlePageStatement(state, paragraph) : undefined;
  if (declaration) {
    addWhole(state, declaration, paragraph, 0.8);
    return;
  }
  if (target) {
    state.frontLabel = target.kind === 'step' ? target.step : 'none';
    state.titleFound ||= state.frontLabel === 'front.title';
    state.labelFresh = state.frontLabel.startsWith('front.');
    if (state.frontLabel !== 'none') addWhole(state, state.frontLabel, paragraph, 0.9);
    return;
  }
  const guess = guessFrontMatter(paragraph);
  const [step, confidence] = frontStep(state, guess, paragraph);
  state.lastFrontStep = step;
  if (step !== 'none') addWhole(state, step, paragraph, confidence);
}

/**
 * A statement's sentences, or its label ("Conflicts of interest: None declared."): the declaration it makes. The
 * sentences outrank the label ("Financial Disclosure: … no financial relationships …" is the competing interests);
 * the label never decides the line a title label names or a title's second line ("Informed consent: what patients
 * remember a week after surgery").
 */
function titlePageStatement(state: LocalTagging, paragraph: Paragraph): StepValue | undefined {
  const stated = paragraphDeclaration(paragraph.text, 'none');
  if (stated || state.labelFresh) return stated;
  if (state.lastFrontStep === 'front.title' && !state.collector.has('front.authors')) return undefined;
  const label = leadingLabel(paragraph.text)?.target;
  return label?.kind === 'step' && TITLE_PAGE_STATEMENT.test(label.step) ? label.step : undefined;
}

/** A paragraph of prose right above the keywords line: the abstract, however short. */
function proseBeforeKeywords(state: LocalTagging, paragraph: Paragraph): boolean {
  const text = paragraph.text;
  if (text.split(/\s+/).length < 30 || splitSentences(text).length < 2) return false;
  const next = filledNeighbour(state.blocks, state.blocks.indexOf(paragraph), 1);
  return next?.type === 'paragraph' && isKeywordsLine(next);
}
