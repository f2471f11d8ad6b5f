import type { Citation, CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { enrichFromFields } from './enrich-from-fields.ts';

// Entries as the parser reads printed strings back: a report's title misread as a journal, a volume missed.
const entries: CslItem[] = [
  {
    id: '0',
    type: 'article-journal',
    source: 'H. Yousaf, NHS Recovery Plan 2021-2026, 2021.',
    originalNumber: 1,
    author: [{ family: 'Yousaf', given: 'H. NHS' }],
    'container-title': 'Recovery Plan',
    issued: { 'date-parts': [[2021]] },
  },
  {
    id: '1',
    type: 'article-journal',
    source:
      'S. H. Walker, Effect of the pandemic on contraceptive prescribing, Contracept Reprod Med 2022:3. doi:10.1186/s40834-022-00169-2',
    originalNumber: 2,
    title: 'Effect of the pandemic on contraceptive prescribing',
    'container-title': 'Contracept Reprod Med',
    volume: '2022',
    DOI: '10.1186/s40834-022-00169-2',
  },
  {
    id: '2',
    type: 'article-journal',
    source: 'Cousins S. Women and girls. Lancet 2020;396:301-2.',
    title: 'Women and girls',
  },
];
const citation = (items: CslItem[]): Citation => ({
  id: 'c',
  source: 'zotero',
  block: 'p1',
  start: 0,
  end: 3,
  text: '[1]',
  items,
});

describe('enrichFromFields', () => {
  it('replaces an entry’s fields with the citing item’s when the printed string confirms it (title words or DOI)', () => {
    const report: CslItem = {
      id: 'zotero-704',
      type: 'report',
      title: 'NHS Recovery Plan 2021-2026',
      author: [{ family: 'Yousaf', given: 'Humza' }],
      issued: { 'date-parts': [[2021]] },
    };
    const article: CslItem = {
      id: 'zotero-709',
      type: 'article-journal',
      title: 'Effect of the COVID-19 pandemic on contraceptive prescribing in general practice',
      author: [{ family: 'Walker', given: 'Susan H.' }],
      'container-title': 'Contraception and Reproductive Medicine',
      volume: '7',
      page: '3',
      DOI: '10.1186/S40834-022-00169-2',
    };
    const [first, second, third] = enrichFromFields(entries, [
      citation([report]),
      citation([article, report]),
    ]);
    expect(first).toEqual({ ...report, id: '0', source: entries[0]?.source, originalNumber: 1 });
    expect(first?.['container-title']).toBeUndefined();
    expect(second).toMatchObject({
      id: '1',
      originalNumber: 2,
      volume: '7',
      page: '3',
      type: 'article-journal',
    });
    expect(third).toBe(entries[2]);
  });

  it('leaves entries alone when no string confirms the item, or the item has no title or names', () => {
    const stranger: CslItem = {
      id: 'x',
      type: 'book',
      title: 'A completely different monograph about soils',
      author: [{ family: 'Yousaf', given: 'Humza' }],
    };
    const untitled: CslItem = {
      id: 'y',
      type: 'report',
      author: [{ family: 'Cousins', given: 'S' }],
      DOI: '10.1/none',
    };
    const anonymous: CslItem = { id: 'z', type: 'report', title: 'Women and girls in the pandemic lockdown' };
    expect(enrichFromFields(entries, [citation([stranger, untitled, anonymous])])).toEqual(entries);
  });

  it('keeps identifiers the printed string gave when the item lacks them', () => {
    const item: CslItem = {
      id: 'm',
      type: 'article-journal',
      title: 'Effect of the pandemic on contraceptive prescribing',
      author: [{ family: 'Walker', given: 'S' }],
    };
    expect(enrichFromFields(entries, [citation([item])])[1]?.DOI).toBe('10.1186/s40834-022-00169-2');
  });
});
