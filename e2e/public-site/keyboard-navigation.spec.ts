import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';

const browser = useBrowser();

describe('keyboard navigation', () => {
  it('offers "skip to content" as the first Tab stop, in the page language, and it lands on the page', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/ja/pricing'));
    await page.getByTestId('plan-grid').waitFor();

    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toBe(text('ja', 'common', 'a11y.skipToContent'));

    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    expect(new URL(page.url()).hash).toBe('#main');
  });
});
