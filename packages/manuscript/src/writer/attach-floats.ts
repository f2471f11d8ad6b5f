import type { Fragment } from './fragment.ts';
import type { ManuscriptIndex } from './source-index.ts';

/** Something that is not running text and goes where it was in the source: after the paragraph before it. */
export type Float =
  | { kind: 'table'; table: string }
  | { kind: 'legend'; fragment: Fragment }
  /** A table title or note tagged where no table is next to it: written in its place, as a caption. */
  | { kind: 'caption'; fragment: Fragment }
  | { kind: 'placeholder'; label: string; key: string };

export interface Floats {
  /** Floats to write right after the given source paragraph. */
  after: Map<string, Float[]>;
  /** Floats with no body text before them: written at the start of the first body section. */
  lead: Float[];
  /** Floats after the last body paragraph (tables and legends a manuscript keeps at its end): written last. */
  trailing: Float[];
  /** Tables, when the template puts them at the end (in source order). */
  endTables: string[];
  /** Tagged table titles and notes the reader did not attach to their table, by the table they are next to. */
  tableCaptions: Map<string, { before: Fragment[]; after: Fragment[] }>;
}

/**
 * `bodyBlocks` are the paragraphs of the main text (introduction to conclusions, appendices): floats follow them, not
 * a declaration or the acknowledgements that happen to precede a manuscript's trailing tables.
 * Ties every table, in-text figure legend and dropped image (one not inside carried text) to the body paragraph
 * before it, so it follows that paragraph wherever the template moves its section.
 */
export function attachFloats(
  index: ManuscriptIndex,
  blocks: readonly { id: string }[],
  bodyBlocks: ReadonlySet<string>,
  carried: ReadonlySet<string>,
  legends: readonly Fragment[],
  looseCaptions: readonly Fragment[],
  options: { tablesAtEnd: boolean; legendsAtEnd: boolean },
): Floats {
  const legendByBlock = new Map<string, Fragment[]>();
  for (const legend of legends)
    legendByBlock.set(legend.block, [...(legendByBlock.get(legend.block) ?? []), legend]);
  const floats: Floats = {
    after: new Map(),
    lead: [],
    trailing: [],
    endTables: [],
    tableCaptions: new Map(),
  };
  const inPlace = tieCaptionsToTables(index, blocks, looseCaptions, floats.tableCaptions);
  let anchor: string | undefined;
  let lastBody = -1;
  blocks.forEach(({ id }, position) => {
    if (bodyBlocks.has(id)) lastBody = position;
  });
  let position = -1;
  const attach = (item: Float) => {
    if (position > lastBody) floats.trailing.push(item);
    else if (anchor === undefined) floats.lead.push(item);
    else floats.after.set(anchor, [...(floats.after.get(anchor) ?? []), item]);
  };
  for (const { id } of blocks) {
    position++;
    for (const fragment of inPlace.get(id) ?? []) attach({ kind: 'caption', fragment });
    if (index.tables.has(id)) {
      if (options.tablesAtEnd) floats.endTables.push(id);
      else attach({ kind: 'table', table: id });
      continue;
    }
    if (index.tableCaptions.has(id)) continue;
    const legendParts = legendByBlock.get(id);
    if (legendParts) {
      if (!options.legendsAtEnd) for (const fragment of legendParts) attach({ kind: 'legend', fragment });
      continue;
    }
    if (bodyBlocks.has(id)) {
      anchor = id;
      continue;
    }
    if (carried.has(id)) continue;
    const paragraph = index.paragraphs.get(id);
    paragraph?.inlines.forEach((inline, n) => {
      if (inline.kind === 'image')
        attach({ kind: 'placeholder', label: inline.label ?? 'Figure', key: `${id}:${n}` });
    });
  }
  return floats;
}

/**
 * Tagged table titles and notes the reader did not take as its table's (a two-line title, a caption below the table,
 * "Table S1 …" far from any table) go with the table they touch — the next one across other captions and empty
 * paragraphs, else the one before — and the rest stay where they were. Returns those, by paragraph.
 */
function tieCaptionsToTables(
  index: ManuscriptIndex,
  blocks: readonly { id: string }[],
  looseCaptions: readonly Fragment[],
  byTable: Floats['tableCaptions'],
): Map<string, Fragment[]> {
  const looseBlocks = new Set(looseCaptions.map((f) => f.block));
  const passable = (id: string) => {
    const paragraph = index.paragraphs.get(id);
    if (!paragraph) return false;
    if (index.tableCaptions.has(id) || looseBlocks.has(id)) return true;
    return paragraph.text.trim() === '' && !paragraph.inlines.some((inline) => inline.kind === 'image');
  };
  const tableFrom = (position: number, step: 1 | -1): string | undefined => {
    for (let at = position + step; at >= 0 && at < blocks.length; at += step) {
      const id = blocks[at]?.id ?? '';
      if (index.tables.has(id)) return id;
      if (!passable(id)) return undefined;
    }
    return undefined;
  };
  const positions = new Map(blocks.map(({ id }, position) => [id, position]));
  const inPlace = new Map<string, Fragment[]>();
  for (const fragment of looseCaptions) {
    const position = positions.get(fragment.block) ?? -1;
    const next = tableFrom(position, 1);
    const previous = next ? undefined : tableFrom(position, -1);
    const table = next ?? previous;
    if (table) {
      const entry = byTable.get(table) ?? { before: [], after: [] };
      (next ? entry.before : entry.after).push(fragment);
      byTable.set(table, entry);
    } else inPlace.set(fragment.block, [...(inPlace.get(fragment.block) ?? []), fragment]);
  }
  return inPlace;
}
