import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items.ts';

// The i18n audit sees only literal keys; these reach `t()` through a variable, so check them here.
const [englishCommon] = Object.values(
  import.meta.glob<Record<string, Record<string, string>>>('../../locales/en/common.json', {
    eager: true,
    import: 'default',
  }),
);

describe('navItems', () => {
  it('shows the title recommender only in the public-test environment', () => {
    expect(navItems('public-test').map((item) => item.path)).toEqual([
      '/manuscript',
      '/reference',
      '/recommender',
      '/pricing',
    ]);
    expect(navItems('production').map((item) => item.path)).toEqual([
      '/manuscript',
      '/reference',
      '/pricing',
    ]);
    expect(navItems('development').map((item) => item.path)).not.toContain('/recommender');
    expect(navItems(undefined).map((item) => item.path)).not.toContain('/recommender');
  });

  it('labels every item with a key of the common catalogue', () => {
    for (const item of navItems('public-test')) {
      const [group = '', key = ''] = item.labelKey.split('.');
      expect(englishCommon?.[group]?.[key], item.labelKey).toBeTruthy();
    }
  });
});
