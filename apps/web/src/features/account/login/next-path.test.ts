import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeNextPath('/ko/users/profile?tab=password#top')).toBe('/ko/users/profile?tab=password#top');
  });

  it('refuses other origins, schemes and missing values', () => {
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      '/.//evil.example',
      '/x/..//evil.example',
      '/./\\evil.example',
      '/%2e//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });
});
