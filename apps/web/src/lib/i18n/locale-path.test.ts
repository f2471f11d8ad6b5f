import { describe, expect, it } from 'vitest';
import {
  effectiveLocale,
  localePath,
  resolveLocaleParam,
  stripLocalePrefix,
  switchLocalePath,
} from './locale-path.ts';

describe('resolveLocaleParam', () => {
  it('accepts the supported prefixes', () => {
    expect(resolveLocaleParam('ko')).toEqual({ type: 'locale', locale: 'ko' });
    expect(resolveLocaleParam('en')).toEqual({ type: 'locale', locale: 'en' });
  });

  it('means the default language without a prefix', () => {
    expect(resolveLocaleParam(undefined)).toEqual({ type: 'default' });
  });

  it('sends an unsupported two-letter prefix to English', () => {
    expect(resolveLocaleParam('xx')).toEqual({ type: 'redirect', locale: 'en' });
  });

  it('lower-cases a prefix typed in capitals', () => {
    expect(resolveLocaleParam('KO')).toEqual({ type: 'redirect', locale: 'ko' });
  });

  it('treats any other first segment as an unknown page', () => {
    expect(resolveLocaleParam('nope')).toEqual({ type: 'not-found' });
    expect(resolveLocaleParam('k1')).toEqual({ type: 'not-found' });
  });
});

describe('localePath', () => {
  it('leaves English unprefixed', () => {
    expect(localePath('en', '/pricing')).toBe('/pricing');
    expect(localePath('en', '/')).toBe('/');
  });

  it('prefixes the other languages', () => {
    expect(localePath('ja', '/pricing')).toBe('/ja/pricing');
    expect(localePath('ja', '/')).toBe('/ja');
    expect(localePath('zh', 'about')).toBe('/zh/about');
  });
});

describe('stripLocalePrefix', () => {
  it.each([
    ['/ko/about', '/about'],
    ['/xx/pricing', '/pricing'],
    ['/ko', '/'],
    ['/about', '/about'],
    ['/', '/'],
    ['/nope/deeper', '/nope/deeper'],
  ])('%s → %s', (input, output) => {
    expect(stripLocalePrefix(input)).toBe(output);
  });
});

describe('switchLocalePath', () => {
  it('replaces the locale and keeps the rest of the path, the query and the hash', () => {
    const location = { pathname: '/ko/document', search: '?tab=upload', hash: '#limits' };
    expect(switchLocalePath(location, 'ja')).toBe('/ja/document?tab=upload#limits');
    expect(switchLocalePath(location, 'en')).toBe('/document?tab=upload#limits');
  });

  it('adds a locale to an unprefixed path', () => {
    expect(switchLocalePath({ pathname: '/about', search: '', hash: '' }, 'ja')).toBe('/ja/about');
    expect(switchLocalePath({ pathname: '/', search: '', hash: '' }, 'zh')).toBe('/zh');
  });

  it('resolves /xx/pricing to the English pricing page', () => {
    const resolution = resolveLocaleParam('xx');
    expect(resolution.type).toBe('redirect');
    if (resolution.type !== 'redirect') return;
    expect(switchLocalePath({ pathname: '/xx/pricing', search: '', hash: '' }, resolution.locale)).toBe(
      '/pricing',
    );
  });
});

describe('effectiveLocale', () => {
  it('uses the stored language on the bare home page only', () => {
    expect(effectiveLocale({ type: 'default' }, '/', 'ko')).toBe('ko');
    expect(effectiveLocale({ type: 'default' }, '/about', 'ko')).toBe('en');
    expect(effectiveLocale({ type: 'default' }, '/', null)).toBe('en');
  });

  it('lets an explicit prefix win over the stored language', () => {
    expect(effectiveLocale({ type: 'locale', locale: 'ja' }, '/ja', 'ko')).toBe('ja');
  });
});
