import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { dropIdentifierNumbers } from './identifier-numbers.ts';

describe('dropIdentifierNumbers', () => {
  it("drops pages, volume or issue that are the PMID's, PMCID's or NIH manuscript id's digits", () => {
    const source =
      'Lee K. Tides. J Sea. 2011 44(4). NIHMSID NIHMS252390 PubMed PMID 21094944, PMCID PMC3042508';
    const item: CslItem = {
      id: '1',
      type: 'article-journal',
      PMID: '21094944',
      PMCID: 'PMC3042508',
      page: '21094944',
      volume: '252390',
      issue: '3042508',
      confidence: { page: 0.6 },
    };
    dropIdentifierNumbers(source, item);
    expect(item.page).toBeUndefined();
    expect(item.volume).toBeUndefined();
    expect(item.issue).toBeUndefined();
    expect(item.confidence?.page).toBeUndefined();
  });

  it('keeps values that are not an identifier', () => {
    const item: CslItem = { id: '1', type: 'article-journal', PMID: '21094944', page: '644-9', volume: '44' };
    dropIdentifierNumbers('Lee K. Tides. J Sea. 2011;44:644-9. PMID 21094944', item);
    expect(item).toMatchObject({ page: '644-9', volume: '44' });
  });
});
