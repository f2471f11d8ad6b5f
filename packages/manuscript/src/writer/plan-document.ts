import type { ArticleTemplate, CslItem, Manuscript, StepValue, TagResult } from '@galley/contracts';
import { attachFloats, type Float, type Floats } from './attach-floats.ts';
import { collectSteps } from './collect-steps.ts';
import { countWords } from './count-words.ts';
import { headingFor } from './default-headings.ts';
import type { DocumentPlan, PlanBlock, PlannedSection } from './document-plan.ts';
import { compareFragments, type Fragment, fragmentText, mergeFragments, trimFragment } from './fragment.ts';
import { templateNumbersHeadings, withoutHeadingNumber } from './heading-numbers.ts';
import { planBodySections, type SectionContent } from './plan-body-sections.ts';
import { type PlanContext, paragraphBlock, stepFragments, stepText } from './plan-context.ts';
import { planAbstract, planKeywords, planTitlePage } from './plan-front-matter.ts';
import { type PlannedReferenceList, planReferenceList } from './plan-reference-list.ts';
import { indexManuscript } from './source-index.ts';

const MAIN_TEXT_STEPS = new Set<StepValue>([
  'main.introduction',
  'main.materials_and_methods',
  'main.results',
  'main.discussion',
  'main.conclusions',
]);

/**
 * Decides the whole output document from the manuscript, its confirmed tags and the journal's template: title page,
 * abstract under the template's headings, keywords, body sections in the template's order with its headings,
 * declarations where it lists them, the reference list in its preset with the in-text citations renumbered, tables
 * and legends in text or at the end. Pure; `renderDocx` turns the plan into .docx and `buildComplianceReport` reads
 * its facts.
 */
export function planDocument(
  manuscript: Manuscript,
  tags: TagResult,
  template: ArticleTemplate,
): DocumentPlan {
  return new Planner(manuscript, tags, template).plan();
}

class Planner {
  private readonly context: PlanContext;
  private readonly movedOut: { step: StepValue; from: StepValue }[];
  private readonly titleItems: ReadonlySet<string>;
  private readonly blocks: PlanBlock[] = [];
  private readonly emittedFloats = new Set<string>();
  /** Where the reference entries go and the paragraphs they are read from, once the document is planned. */
  private referenceSlot: { at: number; paragraphs: string[] } | undefined;
  /** Tagged titles and notes of each table besides the reader's own (see attachFloats). */
  private tableCaptions: Floats['tableCaptions'] = new Map();
  /** Sub-headings keep the source's section numbers only when the template numbers its own headings. */
  private readonly keepsHeadingNumbers: boolean;

  constructor(
    private readonly manuscript: Manuscript,
    tags: TagResult,
    private readonly template: ArticleTemplate,
  ) {
    const index = indexManuscript(manuscript);
    this.titleItems = new Set(template.titlePage.items);
    this.keepsHeadingNumbers = templateNumbersHeadings(template);
    const placed = new Set<StepValue>(template.sections.flatMap((section) => section.from));
    for (const item of template.titlePage.items) if (item !== 'word_counts') placed.add(item);
    const collected = collectSteps(index, tags, placed);
    this.movedOut = collected.movedOut;
    this.context = {
      index,
      template,
      fragments: collected.fragments,
      changes: [],
      problems: [],
      missing: [],
    };
  }

  plan(): DocumentPlan {
    const { index } = this.context;
    const sections = planBodySections(this.context, this.titleItems);
    const bodyBlocks = new Set(
      sections.flatMap((s) =>
        s.kind === 'text' && s.steps.some((step) => MAIN_TEXT_STEPS.has(step) || step === 'back.appendix')
          ? s.fragments.map((f) => f.block)
          : [],
      ),
    );
    const legendsAtEnd = this.template.figureLegends.placement === 'end';
    const title = stepText(this.context, 'front.title');
    const abstract = planAbstract(this.context);
    const keywords = planKeywords(this.context);
    const mainText = sections
      .filter((s) => s.steps.some((step) => MAIN_TEXT_STEPS.has(step)))
      .flatMap((s) => s.fragments.map((f) => fragmentText(index, f)))
      .join('\n');
    const carried = new Set([...this.context.fragments.values()].flat().map((f) => f.block));
    const floats = attachFloats(
      index,
      this.manuscript.blocks,
      bodyBlocks,
      carried,
      stepFragments(this.context, 'back.figure_legends'),
      this.looseTableCaptions(),
      { tablesAtEnd: this.template.tables.placement === 'end', legendsAtEnd },
    );

    this.tableCaptions = floats.tableCaptions;
    const abstractWords = countWords(abstract.text);
    const mainWords = countWords(mainText);
    this.blocks.push(
      ...planTitlePage(this.context, { title, keywords: keywords.list, abstractWords, mainWords }),
    );
    this.blocks.push(...abstract.blocks);
    if (!this.titleItems.has('abstract.keywords')) this.blocks.push(...keywords.blocks);
    sections.forEach((section, position) => {
      if (position === 0) this.writeFloats(floats.lead);
      this.writeSection(section, floats.after);
    });
    this.writeFloats(floats.trailing);
    if (legendsAtEnd && !sections.some((s) => s.kind === 'legends')) this.writeLegendsAtEnd();
    this.writeFloats([...floats.after.values()].flat());
    if (floats.endTables.length) {
      this.blocks.push({ kind: 'pageBreak' }, { kind: 'heading', level: 1, text: 'Tables' });
      for (const table of floats.endTables) this.writeFloats([{ kind: 'table', table }]);
      this.context.changes.push({
        kind: 'moved',
        detail: `${floats.endTables.length} table(s) moved to the end.`,
      });
    }
    const references = this.writeReferences();
    this.report(keywords.list, abstractWords, mainWords, references?.items.length ?? 0);
    return {
      blocks: this.blocks,
      sections: sections.map(
        (s): PlannedSection => ({
          heading: s.heading,
          steps: s.steps,
          fragments: s.kind === 'references' ? [] : s.fragments,
          subheadings: [...s.subheadings.values()],
        }),
      ),
      facts: {
        title,
        abstract: abstract.text,
        mainText,
        keywords: keywords.list,
        references: references?.items.length ?? 0,
        tables: index.tables.size,
        figures: this.figureCount(),
      },
      citations: references?.citations ?? [],
      replacements: references?.replacements ?? new Map(),
      references: references?.items ?? ([] as CslItem[]),
      missing: this.context.missing,
      changes: this.context.changes,
      problems: this.context.problems,
    };
  }

  private writeSection(section: SectionContent, after: Map<string, Float[]>): void {
    const { index } = this.context;
    const fragments = section.fragments;
    if (section.kind === 'references') {
      const paragraphs = fragments.map((f) => {
        const list = index.paragraphs.get(f.block)?.list;
        return `${list && f.start === 0 ? `${list.label} ` : ''}${fragmentText(index, f)}`;
      });
      if (!paragraphs.some((text) => text.trim())) {
        this.noteMissing(section);
        return;
      }
      if (section.heading) this.blocks.push({ kind: 'heading', level: 1, text: section.heading });
      // The entries go here once the whole document is planned: their order follows the in-text citations.
      this.referenceSlot = { at: this.blocks.length, paragraphs };
      return;
    }
    if (fragments.length === 0) {
      this.noteMissing(section);
      return;
    }
    if (section.heading) this.blocks.push({ kind: 'heading', level: 1, text: section.heading });
    for (const fragment of fragments) {
      const subheading = section.subheadings.get(`${fragment.block}:${fragment.start}`);
      if (subheading) this.blocks.push({ kind: 'heading', level: 2, text: subheading });
      const block = paragraphBlock(index, fragment, section.kind === 'legends' ? 'caption' : undefined);
      this.blocks.push(this.keepsHeadingNumbers ? block : withoutHeadingNumber(index, block));
      const floats = after.get(fragment.block);
      if (floats) this.writeFloats(floats);
    }
    if (section.kind === 'legends')
      this.context.changes.push({
        kind: 'moved',
        detail: `${fragments.length} figure legend(s) gathered under "${section.heading ?? ''}".`,
      });
  }

  private writeReferences(): PlannedReferenceList | undefined {
    const slot = this.referenceSlot;
    if (!slot) {
      if (this.manuscript.citations.length)
        this.context.problems.push({
          code: 'citations_unlinked',
          detail: 'No reference list was tagged: citations are written as in the manuscript.',
        });
      return undefined;
    }
    const list = planReferenceList(this.context, this.manuscript, this.blocks, slot.paragraphs);
    this.blocks.splice(slot.at, 0, ...list.entries);
    return list;
  }

  private noteMissing(section: SectionContent): void {
    if (!section.required) return;
    const step = section.steps[0] ?? 'main.introduction';
    this.context.missing.push({ step, heading: section.heading });
    this.context.problems.push({
      code: 'missing_required',
      detail: `No text for the required section "${section.heading ?? step}" (${section.steps.join(', ')}).`,
    });
  }

  /** Tables (with their titles and notes), legends and image placeholders, each written once. */
  private writeFloats(floats: readonly Float[]): void {
    const { index } = this.context;
    for (const float of floats) {
      const key = floatKey(float);
      if (this.emittedFloats.has(key)) continue;
      this.emittedFloats.add(key);
      if (float.kind === 'placeholder')
        this.blocks.push({ kind: 'paragraph', parts: [{ text: `[${float.label}]` }] });
      else if (float.kind === 'legend' || float.kind === 'caption')
        this.blocks.push(paragraphBlock(index, float.fragment, 'caption'));
      else {
        const table = index.tables.get(float.table);
        if (!table) continue;
        const whole = (id: string) => ({
          block: id,
          start: 0,
          end: index.paragraphs.get(id)?.text.length ?? 0,
        });
        const extra = this.tableCaptions.get(float.table);
        const inOrder = (list: Fragment[]) => list.sort((a, b) => compareFragments(index, a, b));
        const titles = inOrder([...(table.title ? [whole(table.title)] : []), ...(extra?.before ?? [])]);
        for (const title of titles) this.blocks.push(paragraphBlock(index, title, 'caption'));
        this.blocks.push({ kind: 'table', table: float.table });
        const notes = inOrder([...table.notes.map(whole), ...(extra?.after ?? [])]);
        for (const note of notes) this.blocks.push(paragraphBlock(index, note));
      }
    }
  }

  /** Tagged table titles and notes outside the paragraphs the reader took as a table's own. */
  private looseTableCaptions(): Fragment[] {
    const { index, fragments } = this.context;
    const tagged = [...(fragments.get('table.title') ?? []), ...(fragments.get('table.annotation') ?? [])];
    return mergeFragments(index, tagged)
      .filter((f) => !index.tableCaptions.has(f.block))
      .flatMap((f) => trimFragment(index, f) ?? []);
  }

  /** Top-level paragraphs with text that no tag touches and that travel with no table: the writer has no place for them. */
  private untaggedParagraphs(): number {
    const { index, fragments } = this.context;
    const touched = new Set([...fragments.values()].flat().map((f) => f.block));
    let count = 0;
    for (const [id, paragraph] of index.paragraphs)
      if (paragraph.text.trim() && !touched.has(id) && !index.tableCaptions.has(id)) count++;
    return count;
  }

  /** Legends at the end with no template section naming them: gathered under the default heading. */
  private writeLegendsAtEnd(): void {
    const legends = stepFragments(this.context, 'back.figure_legends');
    if (legends.length === 0) return;
    this.blocks.push({ kind: 'heading', level: 1, text: headingFor('back.figure_legends') });
    for (const fragment of legends) this.blocks.push(paragraphBlock(this.context.index, fragment, 'caption'));
    this.context.changes.push({
      kind: 'moved',
      detail: `${legends.length} figure legend(s) moved to the end.`,
    });
  }

  /** Distinct figure numbers named by legends and image captions; the image count when none are numbered. */
  private figureCount(): number {
    const { index, fragments } = this.context;
    const labels = new Set<string>();
    for (const fragment of fragments.get('back.figure_legends') ?? []) {
      const match = /^\s*(?:figure|fig\.?)\s*(\d+)/i.exec(fragmentText(index, fragment));
      if (match?.[1]) labels.add(match[1]);
    }
    let images = 0;
    for (const paragraph of index.paragraphs.values())
      for (const inline of paragraph.inlines)
        if (inline.kind === 'image') {
          images++;
          const match = /^(?:figure|fig\.?)\s*(\d+)/i.exec(inline.label ?? '');
          if (match?.[1]) labels.add(match[1]);
        }
    return labels.size || images;
  }

  private report(keywords: string[], abstractWords: number, mainWords: number, references: number): void {
    const { changes, problems, missing, index } = this.context;
    for (const { step, from } of this.movedOut)
      changes.push({ kind: 'moved', detail: `${step} text taken out of ${from} into its own place.` });
    const untagged = this.untaggedParagraphs();
    if (untagged)
      changes.push({
        kind: 'omitted',
        detail: `${untagged} paragraph(s) no step was tagged on left out (tag them to carry them over).`,
      });
    const spec = this.template.keywords;
    if (spec.required && keywords.length === 0) {
      missing.push({ step: 'abstract.keywords', heading: spec.heading });
      problems.push({ code: 'missing_required', detail: 'No keywords were tagged.' });
    }
    if (keywords.length && spec.min !== null && keywords.length < spec.min)
      problems.push({
        code: 'keywords_too_few',
        detail: `${keywords.length} keyword(s); at least ${spec.min} asked.`,
      });
    if (spec.max !== null && keywords.length > spec.max)
      problems.push({
        code: 'keywords_too_many',
        detail: `${keywords.length} keyword(s); at most ${spec.max} allowed.`,
      });
    const limits = this.template.limits;
    const over = (what: string, count: number, limit: number | null) => {
      if (limit !== null && count > limit)
        problems.push({ code: 'over_limit', detail: `${what}: ${count}, limit ${limit}.` });
    };
    over(
      'Abstract words',
      abstractWords,
      this.template.abstract.structure === 'none' ? null : limits.abstract,
    );
    over('Main text words', mainWords, limits.mainText);
    over('Title words', countWords(stepText(this.context, 'front.title')), limits.title);
    over('References', references, limits.references);
    over('Tables', index.tables.size, limits.tables);
    over('Figures', this.figureCount(), limits.figures);
  }
}

function floatKey(float: Float): string {
  if (float.kind === 'table') return `t:${float.table}`;
  if (float.kind === 'legend') return `l:${float.fragment.block}:${float.fragment.start}`;
  if (float.kind === 'caption') return `c:${float.fragment.block}:${float.fragment.start}`;
  return `p:${float.key}`;
}
