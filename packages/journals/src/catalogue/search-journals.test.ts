import { ARTICLE_TYPES } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load-catalogue.ts';
import { searchJournals } from './search-journals.ts';
import { searchKey } from './search-key.ts';

const ids = (query: string, limit = 50) => searchJournals(query, {}, limit).map((journal) => journal.id);

describe('searchJournals', () => {
  it('puts the exact title first, then titles starting with the query, then word starts, then substrings', () => {
    const results = searchJournals('chem', {}, 10_000);
    expect(results[0]?.title).toBe('Chem');
    const tierOf = (name: string) => {
      const key = searchKey(name);
      if (key === 'chem') return 0;
      if (key.startsWith('chem')) return 1;
      if (` ${key}`.includes(' chem')) return 2;
      return key.includes('chem') ? 4 : 5;
    };
    const tiers = results.map((journal) =>
      Math.min(tierOf(journal.title), tierOf(journal.abbreviation ?? '')),
    );
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(new Set(tiers)).toEqual(new Set([0, 1, 2, 4])); // "Biochemistry" and the like match inside a word
    expect(searchJournals('nature', {}, 1)[0]?.id).toBe('nature');
  });

  it('ignores case, diacritics, punctuation, "&" vs "and" and a leading "The"', () => {
    expect(ids('lancet')[0]).toBe('the-lancet');
    expect(ids('ARCHIVES OF OTOLARYNGOLOGY: head and neck surgery')[0]).toBe(
      'archives-of-otolaryngology-head-and-neck-surgery',
    );
    const accented = loadCatalogue().find((journal) => /[äöüéè]/.test(journal.title));
    expect(accented).toBeDefined();
    const plain = (accented?.title ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    expect(ids(plain.toUpperCase())).toContain(accented?.id);
  });

  it('finds by abbreviation and by ISSN with or without the hyphen', () => {
    expect(ids('N Engl J Med')[0]).toBe('the-new-england-journal-of-medicine');
    const lancet = loadCatalogue().find((journal) => journal.id === 'the-lancet');
    expect(ids(lancet?.eissn ?? '')[0]).toBe('the-lancet');
    expect(ids((lancet?.eissn ?? '').replace('-', '').toLowerCase())[0]).toBe('the-lancet');
  });

  it('matches every query word at a word start in any order, after the phrase matches', () => {
    const results = ids('medicine england', 10_000);
    expect(results).toContain('the-new-england-journal-of-medicine');
    expect(ids('zzzz qqqq')).toEqual([]);
  });

  it('breaks ties by shorter title, then alphabetically, so repeated searches agree', () => {
    const results = searchJournals('journal of', {}, 200);
    expect(searchJournals('journal of', {}, 200)).toEqual(results);
    const prefixes = results.filter((journal) => searchKey(journal.title).startsWith('journal of'));
    const lengths = prefixes.map((journal) => searchKey(journal.title).length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });

  it('honours the limit (50 by default)', () => {
    expect(ids('journal')).toHaveLength(50);
    expect(ids('journal', 3)).toHaveLength(3);
    expect(ids('journal', 0)).toEqual([]);
  });

  it('filters by category, publisher and article type, and lists all matches alphabetically for an empty query', () => {
    const medicine = searchJournals('cancer', { category: 'medicine' }, 10_000);
    expect(medicine.length).toBeGreaterThan(20);
    expect(medicine.every((journal) => journal.categories.includes('medicine'))).toBe(true);
    expect(
      searchJournals('', { category: 'Social Science' }, 5).every((j) =>
        j.categories.includes('social_science'),
      ),
    ).toBe(true);

    const springer = searchJournals('', { publisher: 'springer' }, 10_000);
    expect(new Set(springer.map((journal) => journal.publisher))).toEqual(
      new Set(['Springer', 'Springer Nature']),
    );
    expect(springer.length).toBe(
      loadCatalogue().filter((journal) => journal.publisher?.startsWith('Springer')).length,
    );
    const titles = springer.map((journal) => searchKey(journal.title));
    expect(titles).toEqual([...titles].sort());

    for (const articleType of ARTICLE_TYPES) {
      const offering = searchJournals('', { articleType }, 100_000);
      expect(offering.every((journal) => journal.articleTypes.includes(articleType))).toBe(true);
      expect(offering.length).toBe(
        loadCatalogue().filter((journal) => journal.articleTypes.includes(articleType)).length,
      );
    }
    expect(
      searchJournals('lancet', { publisher: 'wiley' }, 100).some((journal) => journal.id === 'the-lancet'),
    ).toBe(false);
  });
});
