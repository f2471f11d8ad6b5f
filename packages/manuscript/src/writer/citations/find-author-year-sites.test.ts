import type { CslItem, Paragraph } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { indexAuthorYear } from './author-year-index.ts';
import { findAuthorYearSites } from './find-author-year-sites.ts';

const paragraph = (text: string): Paragraph => ({
  type: 'paragraph',
  id: 'p1',
  text,
  spans: [],
  inlines: [],
  origin: 'body',
});
const entry = (source: string, authors: string[], year?: number): CslItem => ({
  id: source,
  type: 'article-journal',
  source,
  author: authors.map((family) => ({ family })),
  ...(year ? { issued: { 'date-parts': [[year]] } } : {}),
});
const ENTRIES = indexAuthorYear([
  entry('Cogdell, J. (2008) Bats.', ['Cogdell'], 2008),
  entry('Müller, A., Roe, C. & Doe, D. (2019a) Foraging.', ['Müller', 'Roe', 'Doe'], 2019),
  entry('Müller, A., Roe, C. & Doe, D. (2019b) Roosting.', ['Müller', 'Roe', 'Doe'], 2019),
  entry('Berg, P. van der (2018) Dutch bats.', ['Berg'], 2018),
  entry('Smith, J. & Roe, B. (2020) One.', ['Smith', 'Roe'], 2020),
  entry('Smith, J., Lee, K. & Kim, H. (2020) Two.', ['Smith', 'Lee', 'Kim'], 2020),
  entry('‘R Core Team’. (2015) R: a language.', []),
  entry('김지민, 이서연. 한국 성인의 우울증. 대한의학회지. 2019;34:e45.', ['김지민', '이서연'], 2019),
]);
/** Each site as [text it covers, entries (source positions)]. */
const sites = (text: string) =>
  findAuthorYearSites([paragraph(text)], ENTRIES, () => false).map((s) => [
    text.slice(s.start, s.end),
    s.references,
  ]);

describe('findAuthorYearSites', () => {
  it('takes a parenthesis of citations whole, prefixes and locators included', () => {
    expect(sites('as seen (e.g. Cogdell, 2008; Müller et al. 2019a, b).')).toEqual([
      ['(e.g. Cogdell, 2008; Müller et al. 2019a, b)', [0, 1, 2]],
    ]);
    expect(sites('once (Cogdell 2008, p. 5).')).toEqual([['(Cogdell 2008, p. 5)', [0]]]);
    expect(sites('(van der Berg 2018; ‘R Core Team’ 2015)')).toEqual([
      ['(van der Berg 2018; ‘R Core Team’ 2015)', [3, 6]],
    ]);
  });

  it('takes only the year of a narrative citation, so the name stays', () => {
    expect(
      sites('Cogdell (2008) and Smith and Roe (2020) and Smith et al. (2020) and Cogdell’s (2008)'),
    ).toEqual([
      ['(2008)', [0]],
      ['(2020)', [4]],
      ['(2020)', [5]],
      ['(2008)', [0]],
    ]);
  });

  it('ties each citation alone where the parenthesis says more, and leaves the untied with no entry', () => {
    expect(sites('(as shown by Cogdell 2008; Nobody 2001)')).toEqual([
      ['Cogdell 2008', [0]],
      ['Nobody 2001', []],
    ]);
  });

  it('leaves citations several entries could stand for, and words that are no author', () => {
    // Smith 2020 without a second author or "et al." names two entries; Müller 2019 without a letter names two.
    expect(sites('(Smith 2020) and (Müller et al. 2019)')).toEqual([
      ['Smith 2020', []],
      ['Müller et al. 2019', []],
    ]);
    expect(sites('(Table 2012), (Summer 2019), in (2010) and (2015-03-09)')).toEqual([]);
  });

  it('reads Korean "et al." and a family name cited without the given name', () => {
    expect(sites('증가하고 있다 (김 등, 2019).')).toEqual([['(김 등, 2019)', [7]]]);
  });
});
