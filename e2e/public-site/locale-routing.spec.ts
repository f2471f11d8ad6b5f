import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';

const browser = useBrowser();

describe('locale routing', () => {
  it('renders /ko/pricing in Korean', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/ko/pricing'));

    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe(text('ko', 'pricing', 'hero.title'));
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    expect(await page.getByTestId('nav-pricing').textContent()).toBe(text('ko', 'common', 'nav.pricing'));
  });

  it('falls back to the English pricing page for an unsupported prefix', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/xx/pricing?cycle=yearly#faq'));

    await page.waitForURL((url) => url.pathname === '/pricing');
    expect(new URL(page.url()).search).toBe('?cycle=yearly');
    expect(new URL(page.url()).hash).toBe('#faq');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe(text('en', 'pricing', 'hero.title'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('switches the language on /about, keeping the path, query and hash, and remembers it', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/about?ref=footer#team'));
    await page.getByTestId('language-switcher').waitFor();

    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-ja').click();

    await page.waitForURL((url) => url.pathname === '/ja/about');
    expect(new URL(page.url()).search).toBe('?ref=footer');
    expect(new URL(page.url()).hash).toBe('#team');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await page.getByTestId('language-switcher').textContent()).toContain(
      text('ja', 'common', 'language.ja'),
    );
    expect(await page.evaluate(() => localStorage.getItem('user-locale'))).toBe('ja');

    // The bare home page follows the remembered choice.
    await page.goto(appUrl('/'));
    await page.waitForURL((url) => url.pathname === '/ja');
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
  });

  it('switching back to English drops the prefix and keeps / in English', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/zh/pricing'));
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-en').click();

    await page.waitForURL((url) => url.pathname === '/pricing');
    expect(await page.evaluate(() => localStorage.getItem('user-locale'))).toBe('en');
    await page.goto(appUrl('/'));
    await page.getByTestId('site-footer').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('keeps links in the current language', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/ko/about'));
    await page.getByTestId('footer-privacy').click();

    await page.waitForURL((url) => url.pathname === '/ko/privacy');
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
  });
});
