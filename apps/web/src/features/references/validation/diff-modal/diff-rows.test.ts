import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { diffRows, takeableFields } from './diff-rows.ts';

const parsed: CslItem = {
  id: '1',
  type: 'article-journal',
  author: [{ family: 'Smith', given: 'J' }],
  title: 'A trial of aspirin',
  'container-title': 'Lancet',
  issued: { 'date-parts': [[2019]] },
  volume: '393',
};
const pubmed: CslItem = {
  ...parsed,
  title: 'A Trial of Aspirin.',
  issued: { 'date-parts': [[2020]] },
  page: '100-110',
  PMID: '31000000',
};

describe('diffRows', () => {
  it('compares the parsed item with PubMed’s record when the checker left no comparison', () => {
    const rows = diffRows({ parsed, pubmed, evidence: null, edited: [] });
    expect(rows.map((row) => [row.field, row.agreement, row.marked])).toEqual([
      ['authors', 'same', false],
      ['title', 'same', false],
      ['journal', 'same', false],
      ['year', 'different', true],
      ['volume', 'same', false],
      ['page', 'missing', true],
      ['pmid', 'missing', true],
    ]);
    expect(takeableFields(rows)).toEqual(['year', 'page', 'pmid']);
  });

  it('uses the checker’s agreement, and a field already taken is neither marked nor takeable', () => {
    const evidence = {
      candidates: 3,
      score: 0.8,
      fields: [
        {
          field: 'title' as const,
          input: 'A trial of aspirin',
          pubmed: 'A Trial of Aspirin.',
          agreement: 'close' as const,
        },
        { field: 'year' as const, input: '2019', pubmed: '2020', agreement: 'different' as const },
      ],
    };
    const rows = diffRows({ parsed, pubmed, evidence, edited: ['year'] });
    expect(rows.find((row) => row.field === 'title')).toMatchObject({
      agreement: 'close',
      marked: true,
      takeable: true,
    });
    expect(rows.find((row) => row.field === 'year')).toMatchObject({
      marked: false,
      taken: true,
      takeable: false,
    });
  });

  it('shows the authors as stored, not with the checker’s one-letter initials', () => {
    const cited: CslItem = {
      ...parsed,
      author: [
        { family: 'Kawas', given: 'CH' },
        { family: 'Malenka', given: 'RC' },
        { family: 'Garner', given: 'CC' },
      ],
    };
    const record: CslItem = {
      ...pubmed,
      author: [
        { family: 'Kawas', given: 'Claudia H' },
        { family: 'Malenka', given: 'RC' },
        { family: 'Garner', given: 'Craig C' },
      ],
    };
    const evidence = {
      candidates: 1,
      score: 1,
      fields: [
        {
          field: 'authors' as const,
          input: 'Kawas C, Malenka R, Garner C',
          pubmed: 'Kawas CH, Malenka R, Garner CC',
          agreement: 'same' as const,
        },
      ],
    };
    expect(diffRows({ parsed: cited, pubmed: record, evidence, edited: [] })[0]).toMatchObject({
      field: 'authors',
      input: 'Kawas CH, Malenka RC, Garner CC',
      pubmed: 'Kawas CH, Malenka RC, Garner CC',
      marked: false,
    });
  });

  it('keeps authors the checker found printed in the string when the parse missed them', () => {
    const evidence = {
      candidates: 1,
      score: 1,
      fields: [
        { field: 'authors' as const, input: 'Hardy, Selkoe', pubmed: 'Smith J', agreement: 'same' as const },
      ],
    };
    expect(diffRows({ parsed, pubmed, evidence, edited: [] })[0]).toMatchObject({
      input: 'Hardy, Selkoe',
      pubmed: 'Smith J',
    });
  });

  it('has no rows without a PubMed record', () => {
    expect(diffRows({ parsed, pubmed: null, evidence: null, edited: [] })).toEqual([]);
  });
});
