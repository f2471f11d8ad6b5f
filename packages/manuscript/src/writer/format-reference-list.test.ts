import { describe, expect, it } from 'vitest';
import { formatReferenceList, readReferenceEntries } from './format-reference-list.ts';

const textOf = (runs: readonly { text: string }[] | undefined) =>
  (runs ?? []).map((run) => run.text).join('');

describe('formatReferenceList: what is reformatted and what is kept as written', () => {
  it('reformats a chapter with a one-word title', () => {
    const source =
      'Nichols, J. (1994): Chechen. In: Smeets, R. (Hg.): The indigenous languages of the Caucasus, vol. 4. Delmar, NY: Caravan. S. 2–77.';
    const { items } = readReferenceEntries([source]);
    const list = formatReferenceList(items, 'apa');
    expect(list.unparsed).toBe(0);
    expect(textOf(list.entries[0])).not.toBe(source);
    expect(textOf(list.entries[0])).toContain('Chechen');
  });

  it('keeps as written an entry whose only title word stands alone', () => {
    const { items } = readReferenceEntries(['Smith, J. (1994). Chechen.']);
    expect(formatReferenceList(items, 'apa').unparsed).toBe(1);
  });
});
