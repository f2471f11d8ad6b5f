import type { Block, HighlightRange, Manuscript, Paragraph, StepValue, TextSpan } from '@galley/contracts';
import { escapeHtml } from './escape-html.ts';
import { highlightAttribute } from './highlight-attribute.ts';

interface IndexedRange extends HighlightRange {
  index: number;
}

/**
 * The manuscript as the confirm board shows it. Every block carries `data-block` (its id); tables are
 * `<table data-table>` (table steps cannot be selected or dragged); a table's title and notes carry
 * `data-tag="table.title"` / `"table.annotation"`. A block's text content is exactly the model's `text` (marks,
 * images and list labels are empty elements shown with CSS from their data attributes), so DOM offsets are model
 * offsets. Each highlight renders as `<span data-highlight-container-{step}-{index}>`, split only where another
 * highlight starts or ends; `index` numbers a step's ranges in the order given.
 */
export function renderConfirmHtml(
  manuscript: Manuscript,
  highlights: readonly HighlightRange[] = [],
): string {
  const counters = new Map<StepValue, number>();
  const byBlock = new Map<string, IndexedRange[]>();
  for (const range of highlights) {
    const index = counters.get(range.step) ?? 0;
    counters.set(range.step, index + 1);
    const list = byBlock.get(range.block) ?? [];
    list.push({ ...range, index });
    byBlock.set(range.block, list);
  }
  const body = manuscript.blocks.map((block) => renderBlock(block, byBlock)).join('\n');
  return `<div class="manuscript" style="white-space:pre-wrap">\n${body}\n</div>`;
}

function renderBlock(block: Block, highlights: Map<string, IndexedRange[]>): string {
  if (block.type === 'paragraph') return renderParagraph(block, highlights.get(block.id) ?? []);
  const rows = block.rows.map((row) => {
    const cells = row.cells.map((cell) => {
      const spans = `${cell.rowSpan > 1 ? ` rowspan="${cell.rowSpan}"` : ''}${cell.colSpan > 1 ? ` colspan="${cell.colSpan}"` : ''}`;
      return `<td${spans}>${cell.blocks.map((inner) => renderBlock(inner, highlights)).join('')}</td>`;
    });
    return `<tr>${cells.join('')}</tr>`;
  });
  return `<table data-block="${escapeHtml(block.id)}" data-table="true"><tbody>${rows.join('')}</tbody></table>`;
}

function renderParagraph(paragraph: Paragraph, ranges: IndexedRange[]): string {
  const attrs = [`data-block="${escapeHtml(paragraph.id)}"`];
  if (paragraph.tableRole) attrs.push(`data-tag="${paragraph.tableRole}"`);
  if (paragraph.table) attrs.push('data-in-table="true"');
  if (paragraph.heading) attrs.push(`data-heading="${paragraph.heading.level}"`);
  if (paragraph.list?.label) attrs.push(`data-list-label="${escapeHtml(paragraph.list.label)}"`);
  if (paragraph.styleName) attrs.push(`data-style="${escapeHtml(paragraph.styleName)}"`);
  const text = paragraph.text;
  // Cut the text wherever a highlight, a format or an inline starts or ends.
  const cuts = new Set([0, text.length]);
  for (const range of ranges) cuts.add(clamp(range.start, text)).add(clamp(range.end, text));
  for (const span of paragraph.spans) cuts.add(span.start).add(span.end);
  const markers = new Map<number, string[]>();
  for (const inline of paragraph.inlines) {
    if (inline.kind === 'equation') {
      cuts.add(inline.start).add(inline.end);
      continue;
    }
    cuts.add(inline.at);
    const html =
      inline.kind === 'note'
        ? `<span data-inline="note" data-note="${escapeHtml(inline.note)}"></span>`
        : `<span data-inline="image" data-label="${escapeHtml(inline.label ?? 'Image')}"></span>`;
    markers.set(inline.at, [...(markers.get(inline.at) ?? []), html]);
  }
  const points = [...cuts].sort((a, b) => a - b);
  let html = '';
  let open: IndexedRange[] = [];
  for (let i = 0; i < points.length; i++) {
    const at = points[i] ?? 0;
    const next = points[i + 1];
    const covering = ranges.filter(
      (r) => r.start <= at && next !== undefined && next <= r.end && r.start < r.end,
    );
    if (!sameRanges(open, covering)) {
      html += '</span>'.repeat(open.length);
      html += covering.map((r) => `<span ${highlightAttribute(r.step, r.index)}="">`).join('');
      open = covering;
    }
    html += (markers.get(at) ?? []).join('');
    if (next === undefined) break;
    html += renderSegment(paragraph, at, next);
  }
  html += '</span>'.repeat(open.length);
  return `<p ${attrs.join(' ')}>${html}</p>`;
}

function renderSegment(paragraph: Paragraph, start: number, end: number): string {
  let html = escapeHtml(paragraph.text.slice(start, end));
  const span = paragraph.spans.find((s) => s.start <= start && end <= s.end);
  if (span) html = wrapFormatting(html, span);
  const equation = paragraph.inlines.find((e) => e.kind === 'equation' && e.start <= start && end <= e.end);
  if (equation) html = `<span data-inline="equation">${html}</span>`;
  return html;
}

const TAGS: [keyof TextSpan, string][] = [
  ['bold', 'b'],
  ['italic', 'i'],
  ['underline', 'u'],
  ['subscript', 'sub'],
  ['superscript', 'sup'],
];

function wrapFormatting(html: string, span: TextSpan): string {
  let out = html;
  for (const [flag, tag] of TAGS) if (span[flag]) out = `<${tag}>${out}</${tag}>`;
  if (span.smallCaps) out = `<span style="font-variant:small-caps">${out}</span>`;
  if (span.allCaps) out = `<span style="text-transform:uppercase">${out}</span>`;
  if (span.href) out = `<a href="${escapeHtml(span.href)}">${out}</a>`;
  return out;
}

function sameRanges(a: IndexedRange[], b: IndexedRange[]): boolean {
  return a.length === b.length && a.every((range, i) => range === b[i]);
}

const clamp = (n: number, text: string) => Math.max(0, Math.min(n, text.length));
