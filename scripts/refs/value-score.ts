import type { CslItem } from '@galley/contracts';
import { withoutEtAl } from '../../packages/references/src/model/et-al-name.ts';
import { FieldScore } from './field-score.ts';
import { printTable } from './print-table.ts';
import { VALUE_FIELDS, type ValueField, valueTokens } from './value-tokens.ts';

/** Token scores of the six value fields, summed over the strings (a micro average per field). */
export type ValueScores = Map<ValueField, FieldScore>;

export function newValueScores(): ValueScores {
  return new Map(VALUE_FIELDS.map((field) => [field, new FieldScore()]));
}

/** Adds one string's field: words in both are true positives (as often as both hold them), the rest misses. */
export function addValueTokens(score: FieldScore, gold: string[], predicted: string[]): void {
  const wanted = new Map<string, number>();
  for (const word of gold) wanted.set(word, (wanted.get(word) ?? 0) + 1);
  for (const word of predicted) {
    const left = wanted.get(word) ?? 0;
    if (left > 0) {
      score.tp++;
      wanted.set(word, left - 1);
    } else score.fp++;
  }
  for (const left of wanted.values()) score.fn += left;
}

/** The parsed item's values as words: names' parts (no "et al." mark), the year, volume and issue together. */
export function itemValueTokens(item: CslItem): Record<ValueField, string[]> {
  const names = withoutEtAl(item.author ?? []).map((name) =>
    [
      name['non-dropping-particle'],
      name['dropping-particle'],
      name.family,
      name.given,
      name.suffix,
      name.literal,
    ]
      .filter(Boolean)
      .join(' '),
  );
  const year = item.issued?.['date-parts']?.[0]?.[0];
  return {
    author: valueTokens('author', names.join(' ')),
    title: valueTokens('title', item.title),
    container: valueTokens('container', item['container-title']),
    year: year === undefined ? [] : [String(year)],
    'volume+issue': valueTokens('volume+issue', [item.volume, item.issue].filter(Boolean).join(' ')),
    pages: valueTokens('pages', item.page),
  };
}

/** Prints the value table (one row per field and the macro F1 over the six) and returns the macro F1. */
export function printValueScores(scores: ValueScores, support = 'gold words'): number {
  const rows = [...scores];
  const macro = rows.reduce((sum, [, score]) => sum + score.f1, 0) / rows.length;
  printTable(
    ['field', support, 'precision', 'recall', 'F1'],
    [
      ...rows.map(([field, score]) => score.row(field)),
      [`macro F1 (${rows.length} fields)`, '', '', '', macro.toFixed(3)],
    ],
  );
  return macro;
}
