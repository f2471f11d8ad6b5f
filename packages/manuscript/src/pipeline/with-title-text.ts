import type { Block, Manuscript, Paragraph, TagResult } from '@galley/contracts';
import { titleText } from '../highlight/title-text.ts';
import { blockTexts } from './block-texts.ts';
import { type PositionMap, replaceTextRange } from './replace-text-range.ts';

const TITLE = 'front.title';
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The manuscript and tags with `title` as the title step's text (the board's title step text, e.g. a title the
 * author took from the recommender): the longest title highlight's text becomes `title`, with the formatting it
 * had, and the other title highlights' text is taken out, so the title is one paragraph. Other steps' highlights and
 * citations in those paragraphs move with the text. Nothing changes when `title` is empty or already the
 * highlighted title (spec §5's title text, whitespace aside); with no title tagged, it opens the manuscript.
 */
export function withTitleText(
  manuscript: Manuscript,
  tags: TagResult,
  title: string | undefined,
): { manuscript: Manuscript; tags: TagResult } {
  const wanted = normalise(title ?? '');
  const texts = blockTexts(manuscript);
  const tableTitles = tableTitleBlocks(manuscript.blocks);
  const ranges = tags.steps.flatMap((s) => s.highlights.map((h) => ({ ...h, step: s.step })));
  const isTableTitle = (block: string) => tableTitles.has(block);
  if (!wanted || normalise(titleText(ranges, (b) => texts.get(b), isTableTitle)) === wanted)
    return { manuscript, tags };
  const own = tags.steps
    .filter((s) => s.step === TITLE)
    .flatMap((s) => s.highlights)
    .filter((h) => !isTableTitle(h.block) && texts.has(h.block));
  // The longest piece takes the new text and keeps its look: the title itself, not a "Title" label above it.
  const first = own.reduce<(typeof own)[number] | undefined>(
    (best, h) => (best && best.end - best.start >= h.end - h.start ? best : h),
    undefined,
  );
  if (!first) return opened(manuscript, tags, wanted);
  const rest = own.filter((h) => h !== first);
  // Later ranges first, so positions of earlier ones in the same paragraph still hold.
  const edits = [{ ...first, text: wanted }, ...rest.map((h) => ({ ...h, text: '' }))].sort((a, b) =>
    a.block === b.block ? b.start - a.start : a.block < b.block ? -1 : 1,
  );
  let blocks = manuscript.blocks;
  let citations = manuscript.citations;
  let steps = tags.steps.map((s) =>
    s.step === TITLE ? { ...s, highlights: s.highlights.filter((h) => !own.includes(h)) } : s,
  );
  let titleAt = { block: first.block, start: first.start, end: first.start + wanted.length };
  for (const edit of edits) {
    let map: PositionMap = (at) => at;
    blocks = mapParagraphs(blocks, (paragraph) => {
      if (paragraph.id !== edit.block) return paragraph;
      const replaced = replaceTextRange(paragraph, edit.start, edit.end, edit.text);
      map = replaced.map;
      return replaced.paragraph;
    });
    const moved = <T extends { block: string; start: number; end: number }>(range: T): T =>
      range.block === edit.block
        ? { ...range, start: map(range.start, 'start'), end: map(range.end, 'end') }
        : range;
    steps = steps.map((s) => ({ ...s, highlights: s.highlights.map(moved).filter((h) => h.end > h.start) }));
    citations = citations
      .filter((c) => c.block !== edit.block || c.end <= edit.start || c.start >= edit.end)
      .map(moved);
    if (edit.text === '') titleAt = moved(titleAt);
  }
  const titled = { highlights: [{ ...titleAt, confidence: first.confidence }], confidence: 1 };
  steps = steps.map((s) => (s.step === TITLE ? { ...s, ...titled } : s));
  return { manuscript: { ...manuscript, blocks, citations }, tags: { ...tags, steps } };
}

/** No title tagged: the title is a paragraph of its own before everything else. */
function opened(
  manuscript: Manuscript,
  tags: TagResult,
  title: string,
): { manuscript: Manuscript; tags: TagResult } {
  const ids = blockTexts(manuscript);
  let id = 'galley-title';
  while (ids.has(id)) id += '-';
  const paragraph: Paragraph = { type: 'paragraph', id, text: title, spans: [], inlines: [], origin: 'body' };
  const highlight = { block: id, start: 0, end: title.length, confidence: 1 };
  const titled: TagResult['steps'][number] = { step: TITLE, highlights: [highlight], confidence: 1 };
  const others = tags.steps.filter((s) => s.step !== TITLE);
  return {
    manuscript: { ...manuscript, blocks: [paragraph, ...manuscript.blocks] },
    tags: { ...tags, steps: [titled, ...others] },
  };
}

function mapParagraphs(blocks: Block[], change: (paragraph: Paragraph) => Paragraph): Block[] {
  return blocks.map((block) =>
    block.type === 'paragraph'
      ? change(block)
      : {
          ...block,
          rows: block.rows.map((row) => ({
            cells: row.cells.map((cell) => ({ ...cell, blocks: mapParagraphs(cell.blocks, change) })),
          })),
        },
  );
}

/** Paragraphs that are a table's title (the reader's or the board's `table.title`): not the article's title. */
function tableTitleBlocks(blocks: readonly Block[], found = new Set<string>()): Set<string> {
  for (const block of blocks) {
    if (block.type === 'paragraph') {
      if (block.tableRole === 'table.title') found.add(block.id);
      continue;
    }
    if (block.title) found.add(block.title);
    for (const row of block.rows) for (const cell of row.cells) tableTitleBlocks(cell.blocks, found);
  }
  return found;
}
