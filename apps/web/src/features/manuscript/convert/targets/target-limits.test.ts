import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api/api-error.ts';
import {
  canAddTarget,
  DEFAULT_MAX_TARGET_JOURNALS,
  maxFromRefusal,
  targetListProblem,
} from './target-limits.ts';

describe('target journal limits', () => {
  it('needs at least one journal and at most the maximum', () => {
    expect(targetListProblem(0, 10)).toBe('empty');
    expect(targetListProblem(1, 10)).toBeNull();
    expect(targetListProblem(10, 10)).toBeNull();
    expect(targetListProblem(11, 10)).toBe('tooMany');
    expect(DEFAULT_MAX_TARGET_JOURNALS).toBe(10);
  });

  it('lets a journal join only while the list is below the maximum', () => {
    expect(canAddTarget(9, 10)).toBe(true);
    expect(canAddTarget(10, 10)).toBe(false);
    expect(canAddTarget(2, 3)).toBe(true);
    expect(canAddTarget(3, 3)).toBe(false);
  });

  it('learns the configured maximum from the server’s too_many_journals refusal', () => {
    const refusal = (detail: string, meta = {}) =>
      new ApiError({ status: 400, code: 'too_many_journals', detail, meta });
    expect(maxFromRefusal(refusal('Choose at most 4 journals.'))).toBe(4);
    expect(maxFromRefusal(refusal('Too many.', { max: 7 }))).toBe(7);
    expect(maxFromRefusal(refusal('Too many.'))).toBeNull();
    expect(
      maxFromRefusal(new ApiError({ status: 400, code: 'no_journals', detail: 'at most 3' })),
    ).toBeNull();
    expect(maxFromRefusal(new Error('Choose at most 4 journals.'))).toBeNull();
  });
});
