import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';

const browser = useBrowser();

describe('not found', () => {
  it.each([
    ['/nope', 'en'],
    ['/nope/deeper', 'en'],
    ['/ko/nope', 'ko'],
    ['/404', 'en'],
    ['/ja/404', 'ja'],
  ])('%s shows the 404 page in %s', async (path, locale) => {
    const page = await browser.newPage();
    await page.goto(appUrl(path));

    await page.getByTestId('not-found-page').waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      text(locale, 'common', 'notFound.title'),
    );
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
  });

  it('leads back home in the same language', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/ko/nope'));
    await page.getByTestId('not-found-home').click();

    await page.waitForURL((url) => url.pathname === '/ko');
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
  });
});
