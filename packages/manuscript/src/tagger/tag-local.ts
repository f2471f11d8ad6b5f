import type { Block, Manuscript, Paragraph, StepValue, TagResult, TagWarning } from '@galley/contracts';
import { MANUSCRIPT_STEPS } from '@galley/contracts';
import { ABSTRACT_PARTS, type AbstractModel, type AbstractPart } from './abstract-model.ts';
import { isFigureCaption } from './captions.ts';
import { paragraphDeclaration } from './declaration-paragraph.ts';
import { findDeclarationSentences } from './declaration-sentences.ts';
import { guessFrontMatter } from './front-matter.ts';
import {
  isCombinedResultsAndDiscussion,
  matchAbstractLabel,
  matchSectionHeading,
} from './heading-lexicon.ts';
import { type HeadingLike, headingLike } from './heading-like.ts';
import { findRunInLabels } from './run-in-label.ts';
import { SHIPPED_ABSTRACT_MODEL } from './shipped-abstract-model.ts';
import { findResultsStart } from './split-methods-results.ts';
import {
  type CombinedItem,
  type ResultsOrDiscussion,
  splitResultsAndDiscussion,
} from './split-results-discussion.ts';
import { StepCollector } from './step-collector.ts';
import { extraTableTitles } from './table-titles.ts';
import { type AbstractItem, tagAbstract } from './tag-abstract.ts';

type Section = StepValue | 'none';

/** An open heading. */
interface OpenSection {
  level: number;
  section: Section;
  /** Inside a combined "Results and Discussion": its paragraphs are split between the two steps at the end. */
  combined?: boolean;
  /** Inside a combined section, a subheading that already decided ("Limitations", "3.2 Discussion"). */
  fixed?: ResultsOrDiscussion;
  /** A conclusions subsection of the discussion: its text is discussion too (the duplicate the board allows). */
  alsoDiscussion?: boolean;
}

/** A paragraph tagged by the section it sits in, kept until the end so a section can still be split. */
interface SectionTag {
  paragraph: Paragraph;
  section: StepValue;
  confidence: number;
  /** Part of a combined results-and-discussion section; `fixed` when its subheading already decided. */
  combined?: { heading: boolean; fixed?: ResultsOrDiscussion };
}

// The four sections a subheading cannot leave: "Experimental design" under Methods stays methods.
const CORE: ReadonlySet<StepValue> = new Set([
  'main.introduction',
  'main.materials_and_methods',
  'main.results',
  'main.discussion',
]);
// Statements a paragraph can open with a run-in label ("Funding: …") wherever it sits.
const RUN_IN_DECLARATIONS: ReadonlySet<StepValue> = new Set([
  'declaration.funding',
  'declaration.conflicts_of_interest',
  'declaration.ethics',
  'declaration.data_availability',
  'declaration.author_contributions',
  'main.acknowledgements',
]);
const ABSTRACT_MAX_PARAGRAPHS = 12;

/**
 * The local tagger: walks the body's paragraphs once. Front matter (before the abstract) is read line by line;
 * the abstract by its labels or the sentence classifier; the rest by section headings (the lexicon, in several
 * languages) where each paragraph belongs to the section above it, a subheading stays in its section unless it
 * opens one of its own (conclusions, declarations, references, …), and text with no heading after the abstract is
 * the introduction. Table titles and notes, figure legends and declarations inside the methods are found
 * wherever they are.
 */
export function tagLocal(manuscript: Manuscript, model: AbstractModel = SHIPPED_ABSTRACT_MODEL): TagResult {
  return new LocalTagging(manuscript.blocks, model).run();
}

class LocalTagging {
  private readonly collector = new StepCollector();
  private readonly warnings: TagWarning[] = [];
  private zone: 'front' | 'abstract' | 'body' = 'front';
  // Front matter
  private titleFound = false;
  private frontLabel: Section | undefined;
  private runningTitleNext = false;
  // Abstract
  private abstractItems: AbstractItem[] = [];
  private abstractLevel = 1;
  private abstractByReader = false;
  // Body: open headings, innermost last, and the last top-level section (for headings at the same level).
  private stack: OpenSection[] = [];
  private lastTop: Section | undefined;
  private seenCore = false;
  private introductionHeadingAhead = false;
  private readonly sectionTags: SectionTag[] = [];

  constructor(
    private readonly blocks: readonly Block[],
    private readonly model: AbstractModel,
  ) {}

  run(): TagResult {
    const tableTitles = extraTableTitles(this.blocks);
    this.introductionHeadingAhead = this.blocks.some((block) => {
      const target = block.type === 'paragraph' ? headingLike(block)?.target : undefined;
      return target?.kind === 'step' && target.step === 'main.introduction';
    });
    for (const block of this.blocks) {
      if (block.type !== 'paragraph' || !block.text.trim()) continue;
      if (block.tableRole || tableTitles.has(block.id)) {
        this.add(block.tableRole ?? 'table.title', block, 0.95);
        continue;
      }
      if (this.zone !== 'front' && isFigureCaption(block)) {
        this.add('back.figure_legends', block, 0.95);
        continue;
      }
      const heading = headingLike(block);
      if (this.zone === 'front') this.front(block, heading);
      else if (this.zone === 'abstract') this.abstract(block, heading);
      else this.body(block, heading);
    }
    if (this.zone === 'abstract') this.finishAbstract();
    this.splitMethodsWithoutResults();
    this.splitCombinedResultsAndDiscussion();
    for (const tag of this.sectionTags) this.add(tag.section, tag.paragraph, tag.confidence);
    for (const step of MANUSCRIPT_STEPS)
      if (step.required && step.value !== 'upload' && !this.collector.has(step.value))
        this.warnings.push({
          code: 'required_step_missing',
          message: `No text was found for the required step ${step.value}.`,
          step: step.value,
        });
    return { tagger: 'local', steps: this.collector.steps(), warnings: this.warnings };
  }

  private front(paragraph: Paragraph, heading: HeadingLike | undefined): void {
    const target = heading?.target;
    if (heading && target?.kind === 'abstract') {
      this.startAbstract(paragraph, heading);
      return;
    }
    const abstractRunIn = /^\s*(?:abstract|summary)\s*[:.]\s+/i.exec(paragraph.text);
    if (abstractRunIn) {
      this.zone = 'abstract';
      this.abstractItems.push({ kind: 'text', paragraph, start: abstractRunIn[0].length });
      return;
    }
    if (target?.kind === 'step' && CORE.has(target.step)) {
      this.zone = 'body';
      this.body(paragraph, heading);
      return;
    }
    if (target) {
      this.frontLabel = target.kind === 'step' ? target.step : 'none';
      this.titleFound ||= this.frontLabel === 'front.title';
      if (this.frontLabel !== 'none') this.add(this.frontLabel, paragraph, 0.9);
      return;
    }
    const guess = guessFrontMatter(paragraph);
    const [step, confidence] = this.frontStep(guess);
    if (step !== 'none') this.add(step, paragraph, confidence);
  }

  /** The step of a front-matter paragraph from its guess, the label above it and what came before. */
  private frontStep(guess: ReturnType<typeof guessFrontMatter>): [Section, number] {
    if (this.runningTitleNext) {
      this.runningTitleNext = false;
      return ['front.running_title', 0.85];
    }
    if (guess === 'running-title-label') {
      this.runningTitleNext = true;
      return ['front.running_title', 0.85];
    }
    if (guess === 'keywords-label') {
      this.frontLabel = 'abstract.keywords';
      return ['abstract.keywords', 0.9];
    }
    // Under a label that is not front matter (keywords, data availability, abbreviations) the label decides.
    if (this.frontLabel && !this.frontLabel.startsWith('front.')) return [this.frontLabel, 0.85];
    if (!this.titleFound && (guess === 'none' || guess === 'front.authors')) {
      this.titleFound = true;
      return ['front.title', 0.85];
    }
    if (guess !== 'none') return [guess, 0.75];
    return [this.frontLabel ?? 'none', 0.7];
  }

  private startAbstract(paragraph: Paragraph, heading: HeadingLike): void {
    this.zone = 'abstract';
    this.abstractLevel = heading.level;
    this.abstractByReader = heading.byReader;
    this.abstractItems.push({ kind: 'heading', paragraph });
  }

  private abstract(paragraph: Paragraph, heading: HeadingLike | undefined): void {
    const part = heading ? matchAbstractLabel(heading.normalized) : undefined;
    const deeper = !heading?.byReader || !this.abstractByReader || heading.level > this.abstractLevel;
    if (heading && part && deeper && this.continuesLabels(part)) {
      this.abstractItems.push({ kind: 'heading', paragraph, part });
      return;
    }
    const keywords = /^\s*key ?words?\s*[:：]/i.test(paragraph.text);
    const textCount = this.abstractItems.filter((item) => item.kind === 'text').length;
    if (heading || keywords || textCount >= ABSTRACT_MAX_PARAGRAPHS) {
      this.finishAbstract();
      this.zone = 'body';
      if (keywords) this.add('abstract.keywords', paragraph, 0.95);
      else this.body(paragraph, heading);
      return;
    }
    this.abstractItems.push({ kind: 'text', paragraph, start: 0 });
  }

  /**
   * A part label carries on a structured abstract only in order, and only if the abstract is structured so far:
   * "Introduction" after unlabelled abstract text, or "Background" after "Conclusions", opens the body instead.
   */
  private continuesLabels(part: AbstractPart): boolean {
    const labels = this.abstractItems.flatMap((item) =>
      item.kind === 'heading' && item.part ? [item.part] : [],
    );
    const text = this.abstractItems.some((item) => item.kind === 'text');
    if (!labels.length) return !text;
    return ABSTRACT_PARTS.indexOf(part) >= ABSTRACT_PARTS.indexOf(labels[labels.length - 1] as AbstractPart);
  }

  private finishAbstract(): void {
    if (tagAbstract(this.abstractItems, this.collector, this.model))
      this.warnings.push({
        code: 'abstract_classified',
        message: 'The abstract has no part labels: its sentences were split by the sentence classifier.',
      });
    this.abstractItems = [];
  }

  private body(paragraph: Paragraph, heading: HeadingLike | undefined): void {
    if (heading) {
      this.openSection(paragraph, heading);
      return;
    }
    const headless = !this.stack.length && !this.lastTop;
    const open = this.stack[this.stack.length - 1];
    // Text between the abstract and a later "Introduction" heading is front matter (citation notes, biographies).
    const section =
      open?.section ?? this.lastTop ?? (this.introductionHeadingAhead ? 'none' : 'main.introduction');
    const label = findRunInLabels(paragraph.text, (normalized) => {
      const target = matchSectionHeading(normalized);
      return target?.kind === 'step' && RUN_IN_DECLARATIONS.has(target.step);
    })[0];
    const labelTarget = label?.start === 0 ? matchSectionHeading(label.label) : undefined;
    if (labelTarget?.kind === 'step') {
      this.add(labelTarget.step, paragraph, 0.9);
      // Declarations may also be methods text; anything else a label opens is taken out of its section.
      if (section === 'main.materials_and_methods' && labelTarget.step.startsWith('declaration.'))
        this.add(section, paragraph, 0.9);
      return;
    }
    // A paragraph that is a declaration (funding under "Acknowledgements", a data statement closing the
    // discussion) takes that step wherever it sits; in the methods it stays methods text as well.
    // Not in the back matter: a supplement's "data are available at …" is the appendix.
    const declaration = section.startsWith('back.')
      ? undefined
      : paragraphDeclaration(paragraph.text, section);
    if (declaration) {
      this.add(declaration, paragraph, 0.8);
      if (section === 'main.materials_and_methods') this.tagSection(paragraph, section, 0.9, open);
      return;
    }
    if (section === 'none') return;
    this.tagSection(paragraph, section, headless ? 0.7 : 0.9, open);
    if (section === 'main.materials_and_methods')
      for (const sentence of findDeclarationSentences(paragraph.text))
        this.collector.add(sentence.step, paragraph.id, paragraph.text, sentence.start, sentence.end, 0.8);
  }

  /** Tags a paragraph (or heading) by its section, marking what a combined section will split later. */
  private tagSection(
    paragraph: Paragraph,
    section: StepValue,
    confidence: number,
    open: OpenSection | undefined,
    heading = false,
  ): void {
    const combined = open?.combined ? { heading, ...(open.fixed ? { fixed: open.fixed } : {}) } : undefined;
    this.sectionTags.push({ paragraph, section, confidence, ...(combined ? { combined } : {}) });
    if (open?.alsoDiscussion) this.sectionTags.push({ paragraph, section: 'main.discussion', confidence });
  }

  private openSection(paragraph: Paragraph, heading: HeadingLike): void {
    while (this.stack.length && (this.stack[this.stack.length - 1]?.level ?? 0) >= heading.level)
      this.stack.pop();
    const parentOpen = this.stack[this.stack.length - 1];
    const parent = parentOpen?.section;
    const target = heading.target;
    if (parentOpen?.combined) {
      this.openInCombined(paragraph, heading, parentOpen);
      return;
    }
    let section: Section;
    let confidence = 0.95;
    if (target?.kind === 'step')
      section = parent !== undefined && CORE.has(target.step) ? parent : target.step;
    else if (target?.kind === 'discussion-part')
      section = parent ?? (this.seenCore ? 'main.discussion' : 'none');
    else if (target?.kind === 'none' || target?.kind === 'abstract') section = 'none';
    else {
      // Words decide only among the four core sections: in the appendix, "Robustness check (method)" stays there.
      const inCore = this.lastTop === undefined || (this.lastTop !== 'none' && CORE.has(this.lastTop));
      section =
        parent ??
        (inCore ? keywordSection(heading.normalized) : undefined) ??
        this.lastTop ??
        'main.introduction';
      confidence = 0.85;
    }
    if (parent === undefined) this.lastTop = section;
    if (section !== 'none' && CORE.has(section)) this.seenCore = true;
    const open: OpenSection = { level: heading.level, section };
    if (
      parent === undefined &&
      section === 'main.results' &&
      isCombinedResultsAndDiscussion(heading.normalized)
    )
      open.combined = true;
    // "Conclusions" as a subsection of the discussion concludes the discussion: it is both.
    if (section === 'main.conclusions' && parent === 'main.discussion') open.alsoDiscussion = true;
    this.stack.push(open);
    if (section !== 'none')
      this.tagSection(paragraph, section, confidence, open.alsoDiscussion ? open : undefined);
  }

  /**
   * A subheading inside a combined "Results and Discussion": "Discussion", "Limitations", "Future directions" and
   * the like open discussion, "Results" results, "Conclusions" discussion and conclusions; any other subheading
   * (a topic: "Oral contraception") stays in the combined section, whose paragraphs are split at the end.
   */
  private openInCombined(paragraph: Paragraph, heading: HeadingLike, parent: OpenSection): void {
    const target = heading.target;
    const step = target?.kind === 'step' ? target.step : undefined;
    const fixed: ResultsOrDiscussion | undefined =
      target?.kind === 'discussion-part' || step === 'main.discussion' || step === 'main.conclusions'
        ? 'main.discussion'
        : step === 'main.results'
          ? 'main.results'
          : parent.fixed;
    if (step && !fixed && !CORE.has(step)) {
      // A section of its own (acknowledgements, references) that the document nested under the combined one.
      this.stack.push({ level: heading.level, section: step });
      this.sectionTags.push({ paragraph, section: step, confidence: 0.95 });
      return;
    }
    this.seenCore = true;
    if (step === 'main.conclusions') {
      const open: OpenSection = { level: heading.level, section: step, alsoDiscussion: true };
      this.stack.push(open);
      this.tagSection(paragraph, step, 0.9, open);
      return;
    }
    const open: OpenSection = { level: heading.level, section: fixed ?? 'main.results', combined: true };
    if (fixed) open.fixed = fixed;
    this.stack.push(open);
    this.tagSection(paragraph, open.section as StepValue, 0.85, open, true);
  }

  /** No results section anywhere: the results are likely the end of the (last) methods section. */
  private splitMethodsWithoutResults(): void {
    if (this.sectionTags.some((tag) => tag.section === 'main.results')) return;
    const methods = this.sectionTags.filter((tag) => tag.section === 'main.materials_and_methods');
    const start = findResultsStart(
      methods.map((tag) => tag.paragraph),
      this.model,
    );
    if (start === undefined) return;
    for (const tag of methods.slice(start)) {
      tag.section = 'main.results';
      tag.confidence = 0.6;
    }
    this.warnings.push({
      code: 'required_step_missing',
      message: 'No results heading was found: the end of the methods section was taken as the results.',
      step: 'main.results',
    });
  }

  /** Results and discussion under one heading: each paragraph goes to one of the two by what it does. */
  private splitCombinedResultsAndDiscussion(): void {
    const tags = this.sectionTags.filter((tag) => tag.combined);
    if (!tags.length) return;
    const items: CombinedItem[] = tags.map((tag) => ({
      text: tag.paragraph.text,
      heading: tag.combined?.heading ?? false,
      ...(tag.combined?.fixed ? { fixed: tag.combined.fixed } : {}),
    }));
    splitResultsAndDiscussion(items).forEach((label, i) => {
      const tag = tags[i];
      if (!tag || tag.section === label) return;
      tag.section = label;
      tag.confidence = 0.7;
    });
  }

  private add(step: StepValue, paragraph: Paragraph, confidence: number): void {
    this.collector.add(step, paragraph.id, paragraph.text, 0, paragraph.text.length, confidence);
  }
}

/**
 * A top-level heading the lexicon does not know, read by its words: "4. The analysis and comparison of the
 * experiment and simulation results" is results, "2. Experimental study on haze" is methods.
 */
function keywordSection(normalized: string): StepValue | undefined {
  if (/\bresults?\b|\bfindings\b/.test(normalized)) return 'main.results';
  if (/\bdiscussion\b/.test(normalized)) return 'main.discussion';
  if (/\b(?:methods?|methodology|materials|experimental|experiments?)\b/.test(normalized))
    return 'main.materials_and_methods';
  return undefined;
}
