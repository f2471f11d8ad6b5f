import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const HOUR_MS = 60 * 60 * 1000;

async function isShown(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).isVisible();
}

/**
 * Reloads and waits until the shell has the site config, so a popup's absence is meaningful: the config's answer in,
 * then what is drawn from it — the sale strip while the sale runs (the popups come from the same answer).
 */
async function reloadSettled(page: Page, { saleRuns = true } = {}): Promise<void> {
  const config = page.waitForResponse((response) => response.url().includes('/api/v1/site/config/'));
  await page.reload();
  expect((await config).status()).toBe(200);
  await page.getByTestId('floating-contact').waitFor({ state: 'visible' });
  if (saleRuns) await page.getByTestId('sale-banner').waitFor();
  else await page.waitForTimeout(500);
}

describe('update popup', () => {
  it('stays hidden for a day after "don\'t show for a day", then returns', async () => {
    const page = await browser.newPage({ popups: 'shown' });
    await page.clock.install();
    await page.goto(appUrl('/'));

    await page.getByTestId('update-popup').waitFor();
    await page.getByTestId('update-popup-hide').click();
    await page.getByTestId('update-popup').waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('galley.popup.update'));
    const record = JSON.parse(stored ?? 'null') as { id: string; hiddenUntil: string };
    const now = await page.evaluate(() => Date.now());
    expect(Math.abs(Date.parse(record.hiddenUntil) - (now + 24 * HOUR_MS))).toBeLessThan(60_000);

    await reloadSettled(page);
    expect(await isShown(page, 'update-popup')).toBe(false);

    await page.clock.fastForward('25:00:00');
    await page.reload();
    await page.getByTestId('update-popup').waitFor();
  });

  it('comes back on the next visit after a plain close, but not within the same tab session', async () => {
    const page = await browser.newPage({ popups: 'shown' });
    await page.goto(appUrl('/pricing'));
    await page.getByTestId('update-popup').waitFor();
    await page.getByTestId('update-popup-close').click();
    await page.getByTestId('update-popup').waitFor({ state: 'detached' });

    await reloadSettled(page);
    expect(await isShown(page, 'update-popup')).toBe(false);

    const freshTab = await page.context().newPage();
    await freshTab.goto(appUrl('/pricing'));
    await freshTab.getByTestId('update-popup').waitFor();
  });
});

describe('notice popup', () => {
  it('follows the update popup and stays hidden for a week after "don\'t show for a week"', async () => {
    const page = await browser.newPage({ popups: 'shown' });
    await page.clock.install();
    await page.goto(appUrl('/ko'));

    // One popup at a time: the notice waits for the update to be dealt with.
    await page.getByTestId('update-popup').waitFor();
    expect(await isShown(page, 'notice-popup')).toBe(false);
    await page.getByTestId('update-popup-close').click();
    await page.getByTestId('notice-popup').waitFor();
    await page.getByTestId('notice-popup-hide').click();
    await page.getByTestId('notice-popup').waitFor({ state: 'detached' });

    await reloadSettled(page);
    expect(await isShown(page, 'notice-popup')).toBe(false);

    await page.clock.fastForward('25:00:00');
    await reloadSettled(page);
    expect(await isShown(page, 'notice-popup')).toBe(false);

    await page.clock.fastForward(6 * 24 * HOUR_MS);
    await page.reload();
    await page.getByTestId('notice-popup').waitFor();
  });
});

describe('sale banner', () => {
  it('shows the discount until the sale ends, then disappears', async () => {
    const page = await browser.newPage({ popups: 'shown' });
    await page.clock.install();
    await page.goto(appUrl('/pricing'));

    const banner = page.getByTestId('sale-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/\d+% off/);

    const response = await fetch(appUrl('/api/v1/site/config/'));
    const { banners } = (await response.json()) as { banners: { sale: { endsAt: string } } };
    const untilEnd = Date.parse(banners.sale.endsAt) - (await page.evaluate(() => Date.now()));
    await page.clock.fastForward(untilEnd + HOUR_MS);
    await reloadSettled(page, { saleRuns: false });
    expect(await isShown(page, 'sale-banner')).toBe(false);
  });
});
