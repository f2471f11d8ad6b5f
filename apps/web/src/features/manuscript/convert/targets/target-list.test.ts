import type { JournalBrowseItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import {
  addTarget,
  anyImpactFactor,
  removeTarget,
  targetFromCatalogue,
  targetFromStored,
} from './target-list.ts';

const journal = (id: string, impactFactor: number | null = null): JournalBrowseItem => ({
  id,
  title: `Journal ${id}`,
  abbreviation: null,
  issn: null,
  eissn: null,
  publisher: 'Elsevier',
  categories: ['medicine'],
  articleTypes: ['original_article'],
  impactFactor,
});

describe('the target journal list', () => {
  it('adds journals once each, in order, up to the maximum', () => {
    let list = addTarget([], targetFromCatalogue(journal('a')), 2);
    list = addTarget(list, targetFromCatalogue(journal('b')), 2);
    expect(list.map((row) => row.journal_id)).toEqual(['a', 'b']);
    expect(addTarget(list, targetFromCatalogue(journal('a')), 3)).toHaveLength(2);
    expect(addTarget(list, targetFromCatalogue(journal('c')), 2)).toHaveLength(2);
    expect(addTarget(list, targetFromCatalogue(journal('c')), 3).at(-1)?.journal_id).toBe('c');
  });

  it('removes a journal and keeps the others in order', () => {
    const list = ['a', 'b', 'c'].map((id) => targetFromCatalogue(journal(id)));
    expect(removeTarget(list, 'b').map((row) => row.journal_id)).toEqual(['a', 'c']);
    expect(removeTarget(list, 'x')).toHaveLength(3);
  });

  it('reads stored targets and catalogue results into the same row', () => {
    const stored = targetFromStored({
      journal_id: 'a',
      title: 'Journal a',
      abbreviation: null,
      publisher: 'Elsevier',
      categories: ['medicine'],
      impact_factor: null,
      article_type: 'original_article',
    });
    expect(stored).toEqual(targetFromCatalogue(journal('a')));
  });

  it('shows the impact factor column only when some journal knows it', () => {
    expect(anyImpactFactor([journal('a'), journal('b')])).toBe(false);
    expect(anyImpactFactor([journal('a'), journal('b', 4.2)])).toBe(true);
    expect(anyImpactFactor([targetFromCatalogue(journal('a', 0))])).toBe(true);
    expect(anyImpactFactor([])).toBe(false);
  });
});
