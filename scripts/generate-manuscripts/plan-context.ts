import type { StepValue } from '@galley/contracts';
import type { AbstractPart } from '../../packages/manuscript/src/tagger/abstract-model.ts';
import type { ContentPool } from './content-pool.ts';
import { type GenBlock, type GenParagraph, para, type Run } from './generated-document.ts';
import type { Layout } from './layout.ts';
import type { Random } from './random.ts';
import { type SectionKey, sectionWords } from './section-words.ts';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** What every part of the planner shares: the choices, the text, the blocks so far and the section numbers. */
export class PlanContext {
  readonly blocks: GenBlock[] = [];
  private top = 0;
  private sub = 0;

  constructor(
    readonly random: Random,
    readonly layout: Layout,
    readonly pool: ContentPool,
  ) {}

  /** A typed heading waiting for its first paragraph, to share it after a line break (Shift+Enter). */
  private joinNext: GenParagraph | undefined;
  private runIn = false;

  push(block: GenBlock): void {
    const heading = this.joinNext;
    const runIn = this.runIn;
    this.joinNext = undefined;
    this.runIn = false;
    if (
      heading &&
      block.kind === 'paragraph' &&
      block.steps.join() === heading.steps.join() &&
      !block.sentenceParts
    ) {
      heading.runs.push({ text: runIn ? ' ' : '\n' }, ...block.runs);
      return;
    }
    // A run-in heading left without a paragraph to run into is a heading line after all (without its stop).
    if (heading && runIn) heading.runs = heading.runs.map((r) => ({ ...r, text: r.text.replace(/\.$/, '') }));
    if (this.layout.blankLines && this.blocks.length) this.blocks.push(para('', []));
    this.blocks.push(block);
  }

  words(key: SectionKey): string {
    return this.random.pick(sectionWords(this.layout.language, key));
  }

  sentences(part: AbstractPart, count: number): string {
    return this.random.pickMany(this.pool.sentences[part], count).join(' ');
  }

  /** A paragraph of running text from one part's sentences. */
  text(part: AbstractPart, steps: StepValue[], min = 2, max = 5): void {
    this.push(para(this.sentences(part, this.random.int(min, max)), steps));
  }

  /** A heading in the layout's manner; numbered when `numbered` and the layout numbers its sections. */
  heading(text: string, level: 1 | 2, steps: StepValue[], numbered = false): void {
    let label = text;
    if (numbered && this.layout.numbering === 'mark') {
      if (level === 1) label = `■ ${text}`;
    } else if (numbered && this.layout.numbering !== 'none') {
      if (level === 1) {
        this.top++;
        this.sub = 0;
      } else this.sub++;
      label = `${this.number(level)} ${text}`;
    }
    const block = this.formatHeading(label, level, steps);
    // A heading right under a heading: the one above stays a line of its own (without a run-in stop).
    if (this.joinNext && this.runIn)
      this.joinNext.runs = this.joinNext.runs.map((r) => ({ ...r, text: r.text.replace(/\.$/, '') }));
    this.joinNext = undefined;
    this.runIn = false;
    this.push(block);
    if (this.layout.headings === 'typed' && numbered && this.random.chance(0.3)) this.joinNext = block;
    // Or set in bold and run into the paragraph: "2. Study area. The study was …".
    else if (
      this.layout.headings === 'typed' &&
      numbered &&
      this.layout.numbering !== 'roman' &&
      this.random.chance(0.15)
    ) {
      block.runs = block.runs.map((r) => ({ ...r, text: `${r.text}.`, bold: true }));
      this.joinNext = block;
      this.runIn = true;
    }
  }

  private number(level: 1 | 2): string {
    const { numbering } = this.layout;
    if (numbering === 'roman')
      return level === 1 ? `${ROMAN[this.top - 1]}.` : `${String.fromCharCode(64 + this.sub)}.`;
    const n = level === 1 ? `${this.top}` : `${this.top}.${this.sub}`;
    // Wiley sets a bar between the number and the heading: "2.1 | Study site".
    return numbering === 'arabic-dot' ? `${n}.` : numbering === 'bar' ? `${n} |` : n;
  }

  private formatHeading(text: string, level: 1 | 2, steps: StepValue[]): GenParagraph {
    const run: Run = { text };
    switch (this.layout.headings) {
      case 'style':
        return { kind: 'paragraph', runs: [run], style: `Heading${level}`, steps };
      case 'bold':
        return { kind: 'paragraph', runs: [{ ...run, bold: true }], steps };
      case 'bold-size':
        return { kind: 'paragraph', runs: [{ ...run, bold: true, size: level === 1 ? 28 : 24 }], steps };
      case 'caps':
        return level === 1
          ? { kind: 'paragraph', runs: [{ text: text.toUpperCase() }], steps }
          : { kind: 'paragraph', runs: [{ ...run, bold: true }], steps };
      default:
        return { kind: 'paragraph', runs: [run], steps };
    }
  }
}
