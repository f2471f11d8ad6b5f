import type { Precaution, ReferenceValidation } from '@galley/contracts';

const REFERENCE_WIDTH = 60;

/** The reference table of spec §2 as plain text: number, reference, status, PMID, precautions. */
export function renderCheckTable(references: ReferenceValidation[]): string {
  const rows = references.map((reference) => [
    String(reference.index),
    shorten(reference.source.replace(/\s+/g, ' ').trim()),
    reference.status,
    reference.pmid ?? '-',
    reference.precautions.map(describePrecaution).join(' ') || '-',
  ]);
  const header = ['#', 'Reference', 'Status', 'PMID', 'Precautions'];
  // The last column is left unpadded: precautions can be long and wrap.
  const widths = header
    .slice(0, -1)
    .map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < widths.length ? cell.padEnd(widths[column] ?? 0) : cell))
      .join('  ');
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

function shorten(text: string): string {
  return text.length <= REFERENCE_WIDTH ? text : `${text.slice(0, REFERENCE_WIDTH - 1)}…`;
}

/** "The year differs from PubMed. (cited 2019, PubMed 2018)". */
function describePrecaution(precaution: Precaution): string {
  const values = [
    precaution.cited !== undefined ? `cited ${precaution.cited}` : '',
    precaution.correct !== undefined ? `PubMed ${precaution.correct}` : '',
  ].filter(Boolean);
  return values.length ? `${precaution.message} (${values.join(', ')})` : precaution.message;
}
