import type { Paragraph } from '@galley/contracts';
import { isThanksParagraph } from '../declaration-paragraph.ts';
import { findDeclarationSentences } from '../declaration-sentences.ts';
import type { HeadingLike } from '../heading-like.ts';
import { openingLabelTarget } from '../opening-label-target.ts';
import { addWhole } from './add-whole.ts';
import { afterTable } from './after-table.ts';
import { backAbstract } from './back-abstract.ts';
import { boldLeadSection } from './bold-lead-section.ts';
import { boldStatementInSection } from './bold-statement.ts';
import { carryOver } from './carry-over.ts';
import { coreAhead } from './core-ahead.ts';
import { CORE } from './core-sections.ts';
import { frontNote } from './front-note.ts';
import type { LocalTagging, Section } from './local-tagging.ts';
import { openSection } from './open-section.ts';
import { runInLabelTarget, runInStatements, statementsAfterText } from './run-in-label-target.ts';
import { sectionDeclaration } from './section-declaration.ts';
import { startAbstract } from './start-abstract.ts';
import { isStatementSection } from './statement-section.ts';
import { tagSection } from './tag-section.ts';

// Statements a labelled paragraph inside a methods section set last also leaves in the methods.
const METHODS_STATEMENTS: ReadonlySet<string> = new Set([
  'declaration.ethics',
  'declaration.data_availability',
]);
// The statements that close an appendix when they follow it, and thanks in the authors' voice (not a survey's
// "Thank you for completing this questionnaire").
const CLOSING_STATEMENTS: ReadonlySet<string> = new Set([
  'declaration.funding',
  'declaration.conflicts_of_interest',
  'declaration.author_contributions',
]);
const AUTHORS_VOICE = /\b(?:we|the authors?)\b/i;
// Sections that thanks may follow without a heading of their own.
const THANKS_AFTER: ReadonlySet<Section> = new Set([
  'main.results',
  'main.discussion',
  'main.conclusions',
  'back.appendix',
]);

// After the abstract a paragraph belongs to the section above it, unless it is a heading (which opens one) or a
// statement (a labelled or recognisable declaration, thanks) that takes its own step.
export function bodyParagraph(
  state: LocalTagging,
  paragraph: Paragraph,
  heading: HeadingLike | undefined,
): void {
  if (state.keywordsOpen) {
    if (!heading && isKeywordOnItsLine(paragraph.text)) {
      addWhole(state, 'abstract.keywords', paragraph, 0.85);
      return;
    }
    state.keywordsOpen = false;
  }
  if (carryOver(state, paragraph, heading)) return;
  if (backAbstract(state, paragraph, heading)) return;
  const headless = !state.stack.length && !state.lastTop;
  const open = state.stack[state.stack.length - 1];
  // Text between the abstract and a later "Introduction" heading is front matter (citation notes, biographies).
  const section: Section =
    open?.section ?? state.lastTop ?? (state.introductionHeadingAhead ? 'none' : 'main.introduction');
  // A bold label with no colon names a statement only past the main text ("**Funding** agencies should …" in a
  // discussion is prose). A short bold line with a label and its text ("**中图分类号：**S714") is a heading by its
  // look only: the label decides.
  const labelled = !heading || (paragraph.heading?.by === 'formatting' && /[:：]\s*\S/.test(paragraph.text));
  const boldLabels =
    section === 'none' || !CORE.has(section) || (labelled && boldStatementInSection(state, paragraph));
  const labelTarget = labelled ? runInLabelTarget(paragraph, state.seenCore, boldLabels) : undefined;
  // "**Publisher's Note** Springer Nature remains neutral …": past the main text, a bold label opens its section.
  const leadSection =
    !heading && boldLabels && state.seenCore && !state.legendOpen ? boldLeadSection(paragraph) : undefined;
  if (leadSection) {
    openSection(state, paragraph, leadSection);
    return;
  }
  // A second abstract before the main text (the English one after a Korean or Chinese abstract and its
  // keywords) is an abstract too: read it as the first was. Not after another section ("Abbreviations",
  // then a lay "Summary").
  const frontOnly = state.lastTop === undefined || state.lastTop.startsWith('front.');
  if (heading?.target?.kind === 'abstract' && !state.seenCore && frontOnly) {
    startAbstract(state, paragraph, heading);
    return;
  }
  // A figure's legend after the references runs until a heading or a labelled statement ("Funding: …").
  if (state.legendOpen && !heading && labelTarget?.kind !== 'step') {
    addWhole(state, 'back.figure_legends', paragraph, 0.85);
    return;
  }
  state.legendOpen = false;
  if (heading && labelTarget?.kind !== 'step') {
    // The end matter's statements end at an appendix: what it holds is its own.
    if (heading.target?.kind === 'step' && heading.target.step === 'back.appendix') state.endMatter = false;
    openSection(state, paragraph, heading);
    return;
  }
  if (labelTarget?.kind === 'step') {
    const statements = runInStatements(paragraph.text);
    for (const { step, start, end } of statements)
      state.collector.add(step, paragraph.id, paragraph.text, start, end, 0.9);
    if (!statements.length) addWhole(state, labelTarget.step, paragraph, 0.9);
    const last = statements.at(-1)?.step ?? labelTarget.step;
    state.contributionsOpen = last === 'declaration.author_contributions';
    // Statements may also be methods text (a trial's "Funding: …" among its methods); after a methods section set
    // last, only ethics and data statements are (the others are the end matter), and anything else a label opens
    // is taken out of its section.
    // Once statements that leave the methods have begun with no core section ahead, the rest is end matter.
    const core = section !== 'none' && CORE.has(section);
    const coreSectionAhead = core && coreAhead(state, paragraph);
    if (
      section === 'main.materials_and_methods' &&
      labelTarget.step.startsWith('declaration.') &&
      ((METHODS_STATEMENTS.has(labelTarget.step) && !state.endMatter) || coreSectionAhead)
    )
      addWhole(state, section, paragraph, 0.9);
    else if (core && !coreSectionAhead) state.endMatter = true;
    return;
  }
  if (!heading && statementsAfter(state, paragraph, section)) return;
  // In the end matter, a labelled line no step takes ("**Provenance and peer review** Not commissioned.") is none.
  if (state.endMatter && !heading && openingLabelTarget(paragraph)?.kind === 'none') return;
  const declaration = sectionDeclaration(paragraph.text, section, state.appendixClosed);
  // Thanks after the discussion or an appendix, with no heading of their own, are the acknowledgements; so are
  // thanks right after the tables set past the main text (under "Tables", a heading no step takes).
  const afterMainText = section === 'none' && state.seenCore && afterTable(state, paragraph);
  if (!declaration && (THANKS_AFTER.has(section) || afterMainText) && isThanksParagraph(paragraph.text)) {
    addWhole(state, 'main.acknowledgements', paragraph, 0.75);
    if (section === 'back.appendix' && AUTHORS_VOICE.test(paragraph.text)) state.appendixClosed = true;
    return;
  }
  if (declaration) {
    addWhole(state, declaration, paragraph, 0.8);
    // The authors' statements after an appendix end it (sectionDeclaration); an ethics approval may be the
    // supplement's methods.
    if (section === 'back.appendix' && CLOSING_STATEMENTS.has(declaration)) state.appendixClosed = true;
    if (section === 'main.materials_and_methods') tagSection(state, paragraph, section, 0.9, open);
    return;
  }
  // Before the main text, a first-page note (affiliation sentences, funding) is front matter, not the introduction.
  if (
    (section === 'none' || headless) &&
    !state.seenCore &&
    frontNote(state, paragraph, headless && section === 'none')
  )
    return;
  if (section === 'none') return;
  tagSection(state, paragraph, section, headless ? 0.7 : 0.9, open);
  if (section === 'main.materials_and_methods')
    for (const sentence of findDeclarationSentences(paragraph.text))
      state.collector.add(sentence.step, paragraph.id, paragraph.text, sentence.start, sentence.end, 0.8);
}

/**
 * Under the acknowledgements or a statement's heading, statements labelled on later lines or sentences of a
 * paragraph ("We thank ….⏎Funding: …") take their own steps; the text before them stays with the section.
 */
function statementsAfter(state: LocalTagging, paragraph: Paragraph, section: Section): boolean {
  if (!isStatementSection(section)) return false;
  const statements = statementsAfterText(paragraph.text);
  const first = statements[0];
  if (!first) return false;
  state.collector.add(section, paragraph.id, paragraph.text, 0, first.start, 0.85);
  for (const { step, start, end } of statements)
    state.collector.add(step, paragraph.id, paragraph.text, start, end, 0.9);
  state.contributionsOpen = statements.at(-1)?.step === 'declaration.author_contributions';
  return true;
}

/** One keyword on its line, as editorial systems list them: a few words, no sentence, no label. */
function isKeywordOnItsLine(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 6 && text.length <= 80 && !/[.!?]\s|[:：]/.test(text) && !/[.!?]$/.test(text.trim());
}
