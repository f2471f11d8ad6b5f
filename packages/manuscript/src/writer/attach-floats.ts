import type { Fragment } from './fragment.ts';
import type { ManuscriptIndex } from './source-index.ts';

/** Something that is not running text and goes where it was in the source: after the paragraph before it. */
export type Float =
  | { kind: 'table'; table: string }
  | { kind: 'legend'; fragment: Fragment }
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
  options: { tablesAtEnd: boolean; legendsAtEnd: boolean },
): Floats {
  const legendByBlock = new Map<string, Fragment[]>();
  for (const legend of legends)
    legendByBlock.set(legend.block, [...(legendByBlock.get(legend.block) ?? []), legend]);
  const floats: Floats = { after: new Map(), lead: [], trailing: [], endTables: [] };
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
