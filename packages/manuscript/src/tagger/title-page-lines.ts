import type { Block, Paragraph, StepTagging, TaggedHighlight } from '@galley/contracts';
import { abstractLabelStart } from './abstract-label-start.ts';
import { abstractWithoutHeading } from './abstract-without-heading.ts';
import { headingLike } from './heading-like.ts';
import { isKeywordsLine } from './keywords-line.ts';

// A title-page line: longer is prose (an abstract, the main text), where the title page has ended.
const MAX_LINE = 250;
const MAX_PROSE = 600;
// More words than a title page holds in one paragraph: an abstract typed with line breaks.
const MAX_WORDS = 150;

/** Where a line of a split paragraph came from. */
interface LineOrigin {
  id: string;
  offset: number;
  text: string;
}

/**
 * A title page typed as one paragraph with line breaks (Shift+Enter: "Title⏎Authors⏎Affiliations⏎Correspondence")
 * is read line by line, as title pages of one paragraph per line are: each of its lines becomes a paragraph of its
 * own for the walk (`restoreLines` then puts the highlights back on the paragraph). Only before the abstract or
 * the first section: a paragraph of short lines, none of them prose.
 */
export function splitTitlePageLines(blocks: readonly Block[]): {
  blocks: Block[];
  origins: Map<string, LineOrigin>;
} {
  const origins = new Map<string, LineOrigin>();
  const out: Block[] = [];
  let front = true;
  blocks.forEach((block, index) => {
    if (front && block.type !== 'paragraph') front = false;
    if (front && block.type === 'paragraph' && endsTitlePage(block, blocks[index + 1])) front = false;
    if (!front || block.type !== 'paragraph' || !block.text.includes('\n')) {
      out.push(block);
      return;
    }
    const lines = linesOf(block.text);
    const words = block.text.split(/\s+/).length;
    if (lines.length < 2 || words > MAX_WORDS || lines.some((line) => line.text.length > MAX_LINE)) {
      out.push(block);
      return;
    }
    lines.forEach((line, k) => {
      const id = `${block.id}~${k}`;
      origins.set(id, { id: block.id, offset: line.start, text: block.text });
      out.push(lineParagraph(block, id, line.start, line.text, k === 0));
    });
  });
  return { blocks: out, origins };
}

/** The highlights on split lines put back on their paragraph, touching ranges of one step merged. */
export function restoreLines(steps: StepTagging[], origins: Map<string, LineOrigin>): StepTagging[] {
  if (!origins.size) return steps;
  return steps.map((tagging) => {
    const highlights: TaggedHighlight[] = [];
    for (const highlight of tagging.highlights) {
      const origin = origins.get(highlight.block);
      const moved = origin
        ? {
            ...highlight,
            block: origin.id,
            start: highlight.start + origin.offset,
            end: highlight.end + origin.offset,
          }
        : highlight;
      const last = highlights[highlights.length - 1];
      const between = origin?.text.slice(last?.end ?? 0, moved.start) ?? '';
      if (last && origin && last.block === moved.block && /^\s*$/.test(between)) {
        const length = moved.end - last.start;
        last.confidence =
          Math.round(
            ((last.confidence * (last.end - last.start) + moved.confidence * (moved.end - moved.start)) /
              length) *
              1000,
          ) / 1000;
        last.end = moved.end;
      } else highlights.push({ ...moved });
    }
    return { ...tagging, highlights };
  });
}

/**
 * A paragraph that opens the abstract or a section, or prose (a headless abstract, with line breaks or not, or the
 * paragraph right above the keywords): the title page is over.
 */
function endsTitlePage(paragraph: Paragraph, next: Block | undefined): boolean {
  if (headingLike(paragraph)?.target || abstractLabelStart(paragraph) !== undefined) return true;
  const joined = { ...paragraph, text: paragraph.text.replace(/\n/g, ' ') };
  if (abstractWithoutHeading(joined) || (next?.type === 'paragraph' && isKeywordsLine(next))) return true;
  const first = paragraph.text.split('\n')[0] ?? '';
  const opening = { ...paragraph, text: first, spans: [], inlines: [] };
  if (headingLike(opening)?.target || abstractLabelStart(opening) !== undefined) return true;
  return !paragraph.text.includes('\n') && paragraph.text.length > MAX_PROSE;
}

function linesOf(text: string): { start: number; text: string }[] {
  const lines: { start: number; text: string }[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    if (line.trim()) lines.push({ start, text: line });
    start += line.length + 1;
  }
  return lines;
}

/** One line of a paragraph as a paragraph: its text, its formatting shifted; the paragraph's heading on the first. */
function lineParagraph(
  paragraph: Paragraph,
  id: string,
  start: number,
  text: string,
  first: boolean,
): Paragraph {
  const end = start + text.length;
  const spans = paragraph.spans.flatMap((span) =>
    span.end <= start || span.start >= end
      ? []
      : [{ ...span, start: Math.max(span.start, start) - start, end: Math.min(span.end, end) - start }],
  );
  const { heading, styleName, ...rest } = paragraph;
  return {
    ...rest,
    id,
    text,
    spans,
    inlines: [],
    ...(first && heading ? { heading } : {}),
    ...(first && styleName !== undefined ? { styleName } : {}),
  };
}
