import { isSitePath, SITE_ROUTE_PATTERNS } from '@galley/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes.tsx';

/** Every page pattern the router renders (leaf and index routes), without the `/:lang?` prefix. */
function pagePatterns(routes: RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? [parent, route.path].filter(Boolean).join('/') : parent;
    if (route.index) return [parent];
    if (route.children) return pagePatterns(route.children, path);
    return [path];
  });
}

const root = appRoutes[0];
const routerPatterns = pagePatterns(root?.children ?? [], '');

describe('the site route table the server answers 200 for (SITE_ROUTE_PATTERNS)', () => {
  it('names every page the router renders', () => {
    expect(root?.path).toBe('/:lang?');
    expect(routerPatterns.length).toBeGreaterThan(10);
    const listed = new Set<string>(SITE_ROUTE_PATTERNS);
    const missing = routerPatterns.filter((pattern) => !listed.has(pattern));
    expect(missing, 'add these to packages/contracts/src/site-routes.ts').toEqual([]);
  });

  it('knows the pages, with or without a locale prefix and a trailing slash', () => {
    for (const path of [
      '/',
      '/pricing',
      '/pricing/',
      '/ko',
      '/ko/',
      '/zh/document',
      '/ja/404',
      '/en/about',
    ]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it('knows parameterised pages', () => {
    for (const path of [
      '/verify/reset-password/abc-123',
      '/ko/authentication/email/tok3n',
      '/users/invoices/txn_01',
      '/ja/manuscript/conversionBoard/42/confirm/title',
      '/manuscript/conversionBoard/42',
    ]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it('accepts what the locale gate redirects: any two-letter prefix, any case', () => {
    expect(isSitePath('/KO/pricing')).toBe(true);
    expect(isSitePath('/xx/pricing')).toBe(true);
    expect(isSitePath('/Pricing')).toBe(true);
  });

  it('refuses paths no route knows', () => {
    for (const path of [
      '/nope',
      '/ko/nope',
      '/pricing/extra',
      '/verify/reset-password',
      '/manuscript/conversionBoard/42/confirm',
      '/xx/anything/deep',
      '/users',
      '/%E0%A4%A',
    ]) {
      expect(isSitePath(path), path).toBe(false);
    }
  });
});
