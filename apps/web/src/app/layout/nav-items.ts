import type { GalleyEnvironment } from '@galley/contracts';

export interface NavItem {
  /** Key in the common namespace, `nav.*`. */
  labelKey: 'nav.manuscriptConverter' | 'nav.referenceConverter' | 'nav.titleRecommender' | 'nav.pricing';
  path: string;
  /** Buttons are the product entry points; links are secondary destinations. */
  kind: 'button' | 'link';
  testId: string;
}

/**
 * The navbar's destinations (spec §2, shared screens). The title recommender is still being tested, so
 * it shows only where the server says the environment is `public-test`.
 */
export function navItems(environment: GalleyEnvironment | undefined): NavItem[] {
  const items: NavItem[] = [
    { labelKey: 'nav.manuscriptConverter', path: '/manuscript', kind: 'button', testId: 'nav-manuscript' },
    { labelKey: 'nav.referenceConverter', path: '/reference', kind: 'link', testId: 'nav-reference' },
  ];
  if (environment === 'public-test') {
    items.push({
      labelKey: 'nav.titleRecommender',
      path: '/recommender',
      kind: 'button',
      testId: 'nav-recommender',
    });
  }
  items.push({ labelKey: 'nav.pricing', path: '/pricing', kind: 'link', testId: 'nav-pricing' });
  return items;
}
