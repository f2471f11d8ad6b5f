import { describe, expect, it } from 'vitest';
import { toUserQuery } from './user-filters.ts';

describe('user filters', () => {
  it('sends only the filters chosen, with the search trimmed', () => {
    expect(toUserQuery({ search: '  ', plan: 'any', verified: 'any', disabled: 'any' }, 1)).toEqual({
      page: 1,
    });
    expect(toUserQuery({ search: ' kim ', plan: 'pro', verified: 'false', disabled: 'true' }, 3)).toEqual({
      page: 3,
      search: 'kim',
      plan: 'pro',
      verified: 'false',
      disabled: 'true',
    });
  });
});
