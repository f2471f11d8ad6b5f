import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { parsedFields } from './parsed-fields.ts';

describe('parsedFields', () => {
  it('lists a book’s classified fields as stored, editors included', () => {
    const book: CslItem = {
      id: '3',
      type: 'book',
      author: [{ family: 'Smith', given: 'J' }],
      editor: [{ family: 'In: Jones', given: 'K' }],
      title: 'Handbook of things',
      publisher: 'Springer',
      'publisher-place': 'New York',
      issued: { 'date-parts': [[2010]] },
    };
    expect(parsedFields(book)).toEqual([
      { key: 'type', value: 'book' },
      { key: 'authors', value: 'Smith J' },
      { key: 'editors', value: 'In: Jones K' },
      { key: 'title', value: 'Handbook of things' },
      { key: 'year', value: '2010' },
      { key: 'publisher', value: 'New York: Springer' },
    ]);
  });

  it('lists a journal article’s fields, and shows the core ones the parser missed as empty', () => {
    const article: CslItem = {
      id: '1',
      type: 'article-journal',
      'container-title': 'J Neurosci',
      volume: '21',
      issue: '3',
      page: '1-9',
      DOI: '10.1000/x',
    };
    expect(parsedFields(article)).toEqual([
      { key: 'type', value: 'article-journal' },
      { key: 'authors', value: null },
      { key: 'title', value: null },
      { key: 'container', value: 'J Neurosci' },
      { key: 'year', value: null },
      { key: 'volume', value: '21' },
      { key: 'issue', value: '3' },
      { key: 'page', value: '1-9' },
      { key: 'doi', value: '10.1000/x' },
    ]);
  });
});
