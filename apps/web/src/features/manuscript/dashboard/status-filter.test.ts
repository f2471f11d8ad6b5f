import { describe, expect, it } from 'vitest';
import { conditionOf, DASHBOARD_FILTERS, filterFrom, pageFrom } from './status-filter.ts';

describe('dashboard filters', () => {
  it('offers All and every status, expired included, and sends no condition for All', () => {
    expect(DASHBOARD_FILTERS).toEqual([
      'all',
      'initial',
      'uploading',
      'draft',
      'converting',
      'complete',
      'expired',
    ]);
    expect(conditionOf('all')).toBeUndefined();
    expect(conditionOf('expired')).toBe('expired');
  });

  it('reads the filter and the page from the address, falling back to All and 1', () => {
    expect(filterFrom('draft')).toBe('draft');
    expect(filterFrom('deleted')).toBe('all');
    expect(filterFrom(null)).toBe('all');
    expect(pageFrom('3')).toBe(3);
    expect(pageFrom('0')).toBe(1);
    expect(pageFrom('2.5')).toBe(1);
    expect(pageFrom(null)).toBe(1);
  });
});
