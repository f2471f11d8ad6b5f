import type { Block, CslItem, Manuscript, Paragraph, Table } from '@galley/contracts';
import type { CitationReplacement } from './citations/citation-site.ts';
import { enrichFromFields } from './citations/enrich-from-fields.ts';
import {
  citationsInOutputOrder,
  orderByFirstCitation,
  type PlannedCitation,
  planReplacements,
} from './citations/plan-citations.ts';
import type { PlanBlock } from './document-plan.ts';
import { formatReferenceList, presetIsNumbered, readReferenceEntries } from './format-reference-list.ts';
import type { Fragment } from './fragment.ts';
import type { PlanContext } from './plan-context.ts';

export interface PlannedReferenceList {
  /** The formatted entries, one paragraph each, in output order. */
  entries: PlanBlock[];
  /** The items in output order (`id`: the entry's position in the source list). */
  items: CslItem[];
  citations: PlannedCitation[];
  replacements: Map<string, CitationReplacement[]>;
}

/**
 * The reference list, formatted with the journal's preset; for numeric journals in the order the output (`blocks`,
 * already planned) first cites each reference, with every in-text citation tied to the list renumbered and restyled.
 * `referenceParagraphs` are the tagged reference paragraphs, list numbers included.
 */
export function planReferenceList(
  context: PlanContext,
  manuscript: Manuscript,
  blocks: readonly PlanBlock[],
  referenceParagraphs: readonly string[],
): PlannedReferenceList {
  const { template, index } = context;
  const read = readReferenceEntries(referenceParagraphs);
  // Reference managers' items (citation fields) say more than the printed strings they confirm.
  const source = { ...read, items: enrichFromFields(read.items, manuscript.citations) };
  const style = template.citations.style;
  // Table cells cite too ("[12]" in a table of studies): their paragraphs count where the table is written.
  const paragraphs = new Map(index.paragraphs);
  // So do footnotes and endnotes: their paragraphs count right after the text that carries their mark.
  const notes = new Map(manuscript.notes.map((note) => [note.id, note.paragraphs]));
  const notesMet = new Set<string>();
  const withNotes = (fragment: Fragment): Fragment[] => {
    const marks = (paragraphs.get(fragment.block)?.inlines ?? []).flatMap((inline) =>
      inline.kind === 'note' && inline.at >= fragment.start && inline.at <= fragment.end ? [inline.note] : [],
    );
    const noteFragments = marks.flatMap((id) => {
      if (notesMet.has(id)) return [];
      notesMet.add(id);
      return (notes.get(id) ?? []).map((note) => {
        paragraphs.set(note.id, note);
        return { block: note.id, start: 0, end: note.text.length };
      });
    });
    return [fragment, ...noteFragments.flatMap(withNotes)];
  };
  const inOrder = blocks.flatMap((block): Fragment[] => {
    if (block.kind === 'paragraph')
      return block.parts.flatMap((part) => ('fragment' in part ? withNotes(part.fragment) : []));
    if (block.kind !== 'table') return [];
    const table = index.tables.get(block.table);
    return (table ? cellParagraphs(table) : []).flatMap((cell) => {
      paragraphs.set(cell.id, cell);
      return withNotes({ block: cell.id, start: 0, end: cell.text.length });
    });
  });
  const { sites, unlinked } = citationsInOutputOrder(
    manuscript,
    paragraphs,
    inOrder,
    source.items,
    source.numbered,
  );
  const numeric =
    style !== 'author-year' && presetIsNumbered(template.referencePreset, template.referenceTemplate);
  // A citation left as written keeps its source number, so the list may only be reordered when every citation
  // was tied to its entry; otherwise the source order stays and those numbers still point to the right entries.
  const order =
    numeric && sites.length && unlinked === 0 ? orderByFirstCitation(sites, source.items.length) : undefined;
  const list = formatReferenceList(source.items, template.referencePreset, order, template.referenceTemplate);
  const listed = list.items.map((item) => Number(item.id));
  const { citations, replacements } = planReplacements(sites, listed, source.items, style, paragraphs);

  context.changes.push({
    kind: 'restyled',
    detail: `${list.entries.length} reference(s) formatted in the ${list.preset} style${list.sorted ? ', sorted alphabetically' : ''}.`,
  });
  if (order?.some((n, i) => n !== i))
    context.changes.push({
      kind: 'renumbered',
      detail: 'References renumbered in the order of first citation.',
    });
  if (citations.length)
    context.changes.push({
      kind: 'restyled',
      detail: `${citations.length} in-text citation(s) written as ${style}.`,
    });
  if (unlinked)
    context.problems.push({
      code: 'citations_unlinked',
      detail: `${unlinked} citation field(s) could not be tied to the reference list and are written as in the manuscript${numeric ? '; the list keeps its source order so they still point to the right entries' : ''}.`,
    });
  if (!list.presetFound)
    context.problems.push({
      code: 'reference_preset_unknown',
      detail: `Unknown reference preset "${template.referencePreset}"; ${list.preset} was used.`,
    });
  if (list.unparsed)
    context.problems.push({
      code: 'references_unparsed',
      detail: `${list.unparsed} reference(s) could not be read into fields and are written as in the manuscript.`,
    });
  return {
    entries: list.entries.map(
      (runs): PlanBlock => ({ kind: 'paragraph', parts: runs.map((run) => ({ ...run })) }),
    ),
    items: list.items,
    citations,
    replacements,
  };
}

function cellParagraphs(table: Table): Paragraph[] {
  const walk = (block: Block): Paragraph[] =>
    block.type === 'paragraph'
      ? [block]
      : block.rows.flatMap((r) => r.cells.flatMap((c) => c.blocks.flatMap(walk)));
  return walk(table);
}
