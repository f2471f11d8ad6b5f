import { describe, expect, it } from 'vitest';
import { isEtAlName } from '../model/et-al-name.ts';
import { readBibtex } from './read-bibtex.ts';

// Issue 14: entries lost for their key, biblatex subtitle dropped, crossref parent's date not inherited.
describe('readBibtex', () => {
  it('reads entries whose key holds "(" or "$", with no misleading warning', () => {
    const result = readBibtex(
      '@article{smith(2020),\n  author = {Smith, John},\n  title = {First},\n  year = {2020}\n}\n' +
        '@article{cost$5,\n  author = {Doe, Jane},\n  title = {Second},\n  year = {2021}\n}\n',
    );
    expect(result.items.map((item) => item.title)).toEqual(['First', 'Second']);
    expect(result.warnings).toEqual([]);
    expect(result.items[0]?.source).toContain('@article{smith(2020),');
  });

  it('joins a biblatex subtitle to the title', () => {
    const result = readBibtex('@book{b, title = {Main Title}, subtitle = {A Subtitle}, date = {2019}}');
    expect(result.items[0]?.title).toBe('Main Title: A Subtitle');
    const asked = readBibtex('@book{b, title = {Why?}, subtitle = {An Answer}, year = {2019}}');
    expect(asked.items[0]?.title).toBe('Why? An Answer');
  });

  it("inherits the crossref parent's biblatex date, also across a key the parser rejected", () => {
    const result = readBibtex(
      '@inproceedings{child, author = {Roe, R}, title = {Child paper}, crossref = {conf(19)}}\n' +
        '@proceedings{conf(19), title = {Proceedings of Things}, date = {2019-05-03}, publisher = {ACM}}\n',
    );
    expect(result.items[0]).toMatchObject({
      title: 'Child paper',
      'container-title': 'Proceedings of Things',
      issued: { 'date-parts': [[2019, 5, 3]] },
    });
  });

  it('keeps the child’s own year over the parent’s date', () => {
    const result = readBibtex(
      '@inproceedings{c, title = {C}, year = {2020}, crossref = {p}}\n@proceedings{p, title = {P}, date = {2019-05-03}}\n',
    );
    expect(result.items[0]?.issued).toEqual({ 'date-parts': [[2020]] });
  });

  it('reads "and others" as the et-al mark', () => {
    const result = readBibtex('@article{a, author = {Garcia, M. and others}, title = {T}, year = {2020}}');
    const names = result.items[0]?.author ?? [];
    expect(names[0]).toMatchObject({ family: 'Garcia' });
    expect(isEtAlName(names[1])).toBe(true);
  });
});
