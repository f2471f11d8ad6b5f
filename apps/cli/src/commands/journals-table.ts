import type { CatalogueJournal } from '@galley/contracts';

const COLUMNS: [string, (journal: CatalogueJournal) => string, number][] = [
  ['ID', (journal) => journal.id, 40],
  ['TITLE', (journal) => journal.title, 50],
  ['ABBREVIATION', (journal) => journal.abbreviation ?? '-', 28],
  ['ISSN', (journal) => journal.issn ?? '-', 9],
  ['EISSN', (journal) => journal.eissn ?? '-', 9],
  ['PUBLISHER', (journal) => journal.publisher ?? '-', 26],
  ['FAMILY', (journal) => journal.templateFamily, 16],
  ['PRESET', (journal) => `${journal.referencePreset}${journal.presetMatch === 'nearest' ? ' ~' : ''}`, 28],
];

function cut(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}

/**
 * Journals as an aligned table, one per line; long cells are cut with an ellipsis so rows stay on one line.
 * A preset marked `~` is the nearest one rather than the journal's own style.
 */
export function journalsTable(journals: readonly CatalogueJournal[]): string {
  const rows = [
    COLUMNS.map(([header]) => header),
    ...journals.map((journal) => COLUMNS.map(([, cell, width]) => cut(cell(journal), width))),
  ];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
        .join('  '),
    )
    .join('\n');
}
