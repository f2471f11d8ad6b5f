import type { Paragraph, StepValue } from '@galley/contracts';
import { isCombinedResultsAndDiscussion } from '../heading-lexicon.ts';
import type { HeadingLike } from '../heading-like.ts';
import { headingLook } from '../heading-look.ts';
import { keywordSection, nextStudy } from '../keyword-section.ts';
import { afterIntroduction } from './after-introduction.ts';
import { bodyHeadingTarget } from './body-heading-target.ts';
import { coreAhead } from './core-ahead.ts';
import { CORE } from './core-sections.ts';
import { filledNeighbour } from './heading-after.ts';
import type { LocalTagging, OpenSection, Section } from './local-tagging.ts';
import { openInCombined } from './open-in-combined.ts';
import { isStatementSection } from './statement-section.ts';
import { tagSection } from './tag-section.ts';

// A heading in the body closes the headings at its level or deeper and opens a section: a subheading stays in
// its parent's section unless it opens one of its own (conclusions, declarations, references, …).
export function openSection(state: LocalTagging, paragraph: Paragraph, heading: HeadingLike): void {
  while (state.stack.length && (state.stack[state.stack.length - 1]?.level ?? 0) >= heading.level)
    state.stack.pop();
  const parentOpen = state.stack[state.stack.length - 1];
  const parent = parentOpen?.section;
  const target = notesUnderTable(state, paragraph, heading)
    ? undefined
    : bodyHeadingTarget(state, paragraph, heading);
  if (parentOpen?.combined) {
    openInCombined(state, paragraph, heading, parentOpen);
    return;
  }
  let section: Section;
  let confidence = 0.95;
  // Past the main text, "Author information" heads statements (contributions, correspondence), not the byline;
  // "Contributions" alone names the authors' there (in an introduction it is the paper's own: left unknown).
  if (state.seenCore && target?.kind === 'step' && /^front\.(?:authors|affiliations)$/.test(target.step))
    section = 'none';
  else if (
    heading.normalized === 'contributions' &&
    (parent === undefined || parent === 'none') &&
    inBackMatter(state)
  )
    section = 'declaration.author_contributions';
  // "Support" names the funding among the statements (PRISMA 2020's item); among the sections, an intervention's.
  else if (
    heading.normalized === 'support' &&
    (parent === undefined || parent === 'none') &&
    pastResults(state)
  )
    section = 'declaration.funding';
  else if (target?.kind === 'step' && listedInSupplement(state, paragraph, heading, target.step))
    section = 'back.appendix';
  else if (target?.kind === 'step')
    section = parent !== undefined && CORE.has(target.step) ? parent : target.step;
  else if (target?.kind === 'discussion-part')
    section = parent ?? (state.seenCore ? 'main.discussion' : 'none');
  else if (target?.kind === 'none' || target?.kind === 'abstract') section = 'none';
  else if (target?.kind === 'methods-part')
    section =
      parent ??
      (state.lastTop === undefined || /^main\.(?:introduction|materials_and_methods)$/.test(state.lastTop)
        ? 'main.materials_and_methods'
        : state.lastTop);
  else if (target?.kind === 'background')
    section =
      parent ??
      (state.lastTop === undefined || state.lastTop === 'main.introduction'
        ? 'main.introduction'
        : state.lastTop);
  else {
    // Words decide only among the four core sections: in the appendix, "Robustness check (method)" stays there.
    const inCore =
      state.lastTop === undefined ||
      state.interrupted !== undefined ||
      (state.lastTop !== 'none' && CORE.has(state.lastTop));
    section =
      parent ??
      (state.lastTop === 'main.discussion' && nextStudy(heading.normalized)
        ? 'main.materials_and_methods'
        : undefined) ??
      (inCore ? keywordSection(heading.normalized, !resultsSeen(state)) : undefined) ??
      afterIntroduction(state, paragraph) ??
      // "A ADDITIONAL RESULTS", "B. Proofs" after the reference list: an appendix lettered as ACM and IEEE do.
      (state.lastTop === 'back.references' && letteredAppendix(paragraph.text)
        ? 'back.appendix'
        : undefined) ??
      // A statement ends at the next heading: one we do not know after it ("Peer review information") is not more
      // of it. The reference list runs on: humanities bibliographies group their entries ("Primary sources").
      (isStatementSection(state.lastTop) ? (state.interrupted ?? 'none') : state.lastTop) ??
      'main.introduction';
    confidence = 0.85;
  }
  if (parent === undefined && section === 'main.introduction' && target?.kind === 'step')
    state.introductionLook = headingLook(paragraph);
  if (parent === undefined) {
    state.interrupted = breaksIntoCore(state, paragraph, section) ? state.lastTop : undefined;
    state.lastTop = section;
    state.appendixClosed = false;
  }
  if (section !== 'none' && CORE.has(section)) state.seenCore = true;
  const open: OpenSection = { level: heading.level, section };
  if (
    parent === undefined &&
    section === 'main.results' &&
    isCombinedResultsAndDiscussion(heading.normalized)
  )
    open.combined = true;
  // "Conclusions" as a subsection of the discussion concludes the discussion: it is both.
  if (section === 'main.conclusions' && parent === 'main.discussion') open.alsoDiscussion = true;
  state.stack.push(open);
  if (section !== 'none')
    tagSection(state, paragraph, section, confidence, open.alsoDiscussion ? open : undefined);
}

/**
 * Under the supplement's heading, a plain line naming a core section ("Materials and Methods" in the list of what
 * Science's supplement holds) is the supplement's, not the main text's: only a heading set as one opens a section.
 */
function listedInSupplement(
  state: LocalTagging,
  paragraph: Paragraph,
  heading: HeadingLike,
  step: StepValue,
): boolean {
  if (state.lastTop !== 'back.appendix' || state.stack.length || heading.byReader || !CORE.has(step))
    return false;
  // A list goes on with more short lines ("Figs. S1 to S12"); a section goes on with its text.
  const next = filledNeighbour(state.blocks, state.blocks.indexOf(paragraph), 1);
  return next?.type !== 'paragraph' || next.text.trim().split(/\s+/).length <= 10;
}

/** "A ADDITIONAL RESULTS", "B. Proofs" — not a bibliography's lettered groups ("A. Primary sources"). */
function letteredAppendix(text: string): boolean {
  return (
    /^\s*[A-H](?:\.\s*|\s+)\p{Lu}/u.test(text) &&
    !/\b(?:sources?|works|literature|bibliograph\w*|references|archiv\w*|printed|primary|secondary|manuscripts?)\b/i.test(
      text,
    )
  );
}

/** A "Notes" heading right under a table heads the table's notes, not the endnotes (the appendix). */
function notesUnderTable(state: LocalTagging, paragraph: Paragraph, heading: HeadingLike): boolean {
  if (!/^(?:notes?|end ?notes)$/.test(heading.normalized)) return false;
  return filledNeighbour(state.blocks, state.blocks.indexOf(paragraph), -1)?.type === 'table';
}

/**
 * A statement's heading among the core sections ("Ethical considerations" or Lancet's "Role of the funding source"
 * set like the methods' subheadings, with the results still to come): the core section goes on after it. Not after
 * the last core section, where the statements close the paper (Nature's methods last, then "Data availability").
 */
function breaksIntoCore(state: LocalTagging, paragraph: Paragraph, opened: Section): boolean {
  const before = state.lastTop;
  if (!opened.startsWith('declaration.') || before === undefined || before === 'none' || !CORE.has(before))
    return false;
  // Up to the reference list: an interview guide's "Introduction" after it is not the main text's.
  return coreAhead(state, paragraph);
}

/** Whether a results section has been tagged (its paragraphs wait in sectionTags until the end). */
function resultsSeen(state: LocalTagging): boolean {
  return state.sectionTags.some((tag) => tag.section === 'main.results');
}

/** Past the introduction, methods and results: in the discussion or what closes the paper. */
function pastResults(state: LocalTagging): boolean {
  const top = state.lastTop;
  return (
    state.seenCore &&
    top !== 'main.introduction' &&
    top !== 'main.materials_and_methods' &&
    top !== 'main.results'
  );
}

/** After the core sections, in the statements, references or appendices that close a manuscript. */
function inBackMatter(state: LocalTagging): boolean {
  const top = state.lastTop;
  return state.seenCore && top !== undefined && (top === 'none' || !CORE.has(top));
}
