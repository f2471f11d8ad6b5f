import type { ArticleTemplate } from '@galley/contracts';
import type { PlanBlock, PlanPart } from './document-plan.ts';
import type { SourceIndex } from './fragment.ts';

// A section number before a heading's words: "2.", "2.1", "3 ", "IV.", Wiley's "2 |" (a year, "2019 survey", is not).
const TYPED = /^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?|[IVX]{1,4}\.)(?:\s*\|)?\s+(?=\p{L})/u;
// The number Word's list numbering shows before a heading ("2.1.", "(3)"), which is not in the text.
const LIST_LABEL = /^\(?(?:\d{1,2}(?:\.\d{1,2})*|[IVXivx]{1,4})[.)]?\s*$/u;

/** The template numbers its own section headings ("1. Introduction"): then the source's numbers stay. */
export function templateNumbersHeadings(template: ArticleTemplate): boolean {
  return template.sections.some((section) => section.heading !== null && TYPED.test(section.heading));
}

/**
 * A sub-heading without the source's section number ("2. Andi (background)" → "Andi (background)"), typed or
 * Word's. The template's own headings are unnumbered and replace the source's numbered ones ("1. Introduction"), so
 * every kept sub-heading loses its number too: numbers kept on some headings only would run "Introduction",
 * "2. …", "3. …". Other blocks come back as they were.
 */
export function withoutHeadingNumber(index: SourceIndex, block: PlanBlock): PlanBlock {
  if (block.kind !== 'paragraph') return block;
  const depth = block.role === undefined ? subsectionDepth(index, block.parts) : 0;
  if (depth)
    return withoutHeadingNumber(index, { ...block, role: 'subheading', level: Math.min(depth + 1, 4) });
  if (block.role !== 'subheading') return block;
  const parts: PlanPart[] = [];
  let first = true;
  for (const part of block.parts) {
    if ('fragment' in part) {
      const text = index.paragraphs.get(part.fragment.block)?.text ?? '';
      const number = first ? TYPED.exec(text.slice(part.fragment.start, part.fragment.end)) : null;
      const start = part.fragment.start + (number?.[0].length ?? 0);
      parts.push({ fragment: { ...part.fragment, start } });
      first = false;
    } else if (!(first && LIST_LABEL.test(part.text))) parts.push(part);
  }
  return { ...block, parts };
}

/**
 * A line the reader took for text that is a subsection's numbered heading ("2.1 The process of preparing PC plate",
 * typed in plain letters): a whole short paragraph, a two-level number, no closing punctuation. Its depth, else 0.
 */
function subsectionDepth(index: SourceIndex, parts: readonly PlanPart[]): number {
  const [part, ...more] = parts;
  if (!part || more.length || !('fragment' in part)) return 0;
  const paragraph = index.paragraphs.get(part.fragment.block);
  if (!paragraph || paragraph.list || part.fragment.start !== 0) return 0;
  const text = paragraph.text.trim();
  const number = /^(\d{1,2}(?:\.\d{1,2})+)\.?\s+\p{Lu}/u.exec(text);
  if (!number?.[1] || text.length > 100 || text.split(/\s+/).length > 15 || /[.;:,]$/.test(text)) return 0;
  return number[1].split('.').length;
}
