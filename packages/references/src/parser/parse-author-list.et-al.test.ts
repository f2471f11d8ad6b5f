import { describe, expect, it } from 'vitest';
import { isEtAlName } from '../model/et-al-name.ts';
import { parseAuthorList } from './parse-author-list.ts';

describe('parseAuthorList keeps a list cut short (issue 14)', () => {
  it('ends "Garcia M, et al." with the et-al mark', () => {
    const names = parseAuthorList('Garcia M, et al.');
    expect(names[0]).toMatchObject({ family: 'Garcia', given: 'M' });
    expect(names).toHaveLength(2);
    expect(isEtAlName(names[1])).toBe(true);
  });

  it('marks "and others" and a trailing ellipsis, not APA\'s ellipsis before the last author', () => {
    expect(parseAuthorList('Smith J, Doe B and others').some(isEtAlName)).toBe(true);
    expect(parseAuthorList('Smith, J., Doe, B., …').some(isEtAlName)).toBe(true);
    expect(parseAuthorList('Smith, J., Doe, B., … Roe, C.').some(isEtAlName)).toBe(false);
  });

  it('adds no mark to a complete list', () => {
    expect(parseAuthorList('Garcia M, Lopez J.').some(isEtAlName)).toBe(false);
  });
});
