import { describe, expect, it } from 'vitest';
import { statusCounts, visibleFilters } from './status-filter.ts';

const references = [
  { index: 1, status: 'verified' as const },
  { index: 2, status: 'not_found' as const },
  { index: 3, status: 'verified' as const },
  { index: 4, status: 'not_applicable' as const },
];

describe('status filters', () => {
  it('counts each status and the whole list', () => {
    expect(statusCounts(references)).toEqual({
      all: 4,
      verified: 2,
      verified_with_differences: 0,
      mismatch: 0,
      not_found: 1,
      not_applicable: 1,
      pending: 0,
    });
  });

  it('offers the statuses that have references, and the chosen one even when it has none left', () => {
    const counts = statusCounts(references);
    expect(visibleFilters(counts, 'all')).toEqual(['all', 'verified', 'not_found', 'not_applicable']);
    expect(visibleFilters(counts, 'mismatch')).toEqual([
      'all',
      'verified',
      'mismatch',
      'not_found',
      'not_applicable',
    ]);
  });
});
