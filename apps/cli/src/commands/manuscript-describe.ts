import type { Block, Manuscript } from '@galley/contracts';

/** The inspect report: outline (headings), counts of what the reader kept, and its warnings. */
export function describeManuscript(manuscript: Manuscript, tokens: number | undefined): string {
  const paragraphs: Extract<Block, { type: 'paragraph' }>[] = [];
  let tables = 0;
  const visit = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.type === 'paragraph') paragraphs.push(block);
      else {
        tables++;
        for (const row of block.rows) for (const cell of row.cells) visit(cell.blocks);
      }
    }
  };
  visit(manuscript.blocks);
  const inlines = paragraphs.concat(manuscript.notes.flatMap((n) => n.paragraphs)).flatMap((p) => p.inlines);
  const lines = ['Outline:'];
  for (const p of paragraphs)
    if (p.heading)
      lines.push(`${'  '.repeat(p.heading.level)}${p.id} ${p.text.trim().slice(0, 80)} (${p.heading.by})`);
  lines.push(
    '',
    'Counts:',
    `  paragraphs ${paragraphs.length}, tables ${tables}, equations ${inlines.filter((i) => i.kind === 'equation').length}`,
    `  footnotes ${manuscript.notes.filter((n) => n.kind === 'footnote').length}, endnotes ${manuscript.notes.filter((n) => n.kind === 'endnote').length}, images ${inlines.filter((i) => i.kind === 'image').length}`,
    `  citation fields ${manuscript.citations.length} (${manuscript.citations.reduce((sum, c) => sum + c.items.length, 0)} items)`,
  );
  if (tokens !== undefined) lines.push(`  tokens ${tokens}`);
  if (manuscript.warnings.length)
    lines.push('', 'Warnings:', ...manuscript.warnings.map((w) => `  ${w.message}`));
  return lines.join('\n');
}
