import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { expectAccessible } from './axe.ts';
import { useOwnGalley } from './own-galley.ts';

const browser = useBrowser();
const galley = useOwnGalley();
const appUrl = galley.url;

/** Where the screenshots go, for a person to look at. */
const SHOTS = '/tmp/galley-shots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 760 };

beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(page: Page, testId: string): Promise<Box> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not visible`);
  return box;
}

/**
 * The page has settled: site configuration in (the sale strip it brings shifts the page down; the contact button
 * comes with the layout, before it), fonts laid out.
 */
async function settle(page: Page): Promise<void> {
  await page.getByTestId('floating-contact').waitFor({ state: 'visible' });
  await page.getByTestId('sale-banner').waitFor();
  await page.getByTestId('site-footer').waitFor();
  await page.evaluate(() => document.fonts.ready);
}

describe('the floating contact button', () => {
  it.each([
    ['/', DESKTOP],
    ['/zh/pricing', DESKTOP],
    ['/ko/document', PHONE],
    ['/about', PHONE],
  ] as const)("leaves the footer's last line readable at the bottom of %s (%o)", async (path, viewport) => {
    const page = await browser.newPage({ viewport });
    await page.goto(appUrl(path));
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );

    const button = await boxOf(page, 'floating-contact');
    for (const line of ['footer-copyright', 'footer-disclaimer']) {
      expect(intersects(button, await boxOf(page, line)), `${path}: ${line}`).toBe(false);
    }
    await expectAccessible(page, path);
  });
});

describe('the navbar', () => {
  it('marks only the section the page belongs to as current', async () => {
    const page = await browser.newPage();
    const current = () =>
      page
        .locator('header nav [aria-current="page"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')));

    for (const path of ['/', '/about', '/ko/document', '/nope']) {
      await page.goto(appUrl(path));
      await settle(page);
      expect(await current(), path).toEqual([]);
    }
    for (const path of ['/pricing', '/ja/pricing']) {
      await page.goto(appUrl(path));
      await settle(page);
      expect(await current(), path).toEqual(['nav-pricing']);
    }
    // The product entry looks like its neighbours when its section is not open: no filled background.
    const background = await page
      .getByTestId('nav-manuscript')
      .evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(background).toBe('rgba(0, 0, 0, 0)');
    await expectAccessible(page);
  });
});

describe('on a 375 px phone', () => {
  it.each([
    '/zh/document',
    '/zh/document#confirm',
    '/zh/document#precautions',
    '/zh/document#references',
    '/ja/document',
    '/ko/pricing',
    '/zh',
    '/ko/nope',
  ])('%s scrolls only vertically, tables included', async (path) => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(appUrl(path));
    await settle(page);

    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    const tables = await page.locator('main table').evaluateAll((elements) =>
      elements
        .filter((table) => table.getClientRects().length > 0)
        .map((table) => ({
          right: table.getBoundingClientRect().right,
          clipped: (table.parentElement?.scrollWidth ?? 0) > (table.parentElement?.clientWidth ?? 0),
        })),
    );
    for (const table of tables) {
      expect(table.right, path).toBeLessThanOrEqual(375);
      expect(table.clipped, path).toBe(false);
    }
    await expectAccessible(page, path);
  });
});

describe('the update and notice popups', () => {
  it('leave the language switcher usable and cover no part of the header, on a desktop', async () => {
    const page = await browser.newPage({ popups: 'shown', viewport: DESKTOP });
    await page.goto(appUrl('/ko'));
    await page.getByTestId('update-popup').waitFor();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/popup-ko-desktop.png` });

    const popup = await boxOf(page, 'update-popup');
    const header = await page.locator('header').boundingBox();
    expect(header && intersects(popup, header)).toBe(false);
    expect(intersects(popup, await boxOf(page, 'floating-contact'))).toBe(false);
    await expectAccessible(page, 'home with the update popup');

    // Still open, the popup lets the visitor change language first.
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-en').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByTestId('update-popup').isVisible()).toBe(true);
  });

  it('cover neither the header nor the contact button on a phone', async () => {
    const page = await browser.newPage({ popups: 'shown', viewport: PHONE });
    await page.goto(appUrl('/zh/pricing'));
    await page.getByTestId('update-popup').waitFor();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/popup-zh-phone.png` });

    const popup = await boxOf(page, 'update-popup');
    const header = await page.locator('header').boundingBox();
    expect(header && intersects(popup, header)).toBe(false);
    expect(intersects(popup, await boxOf(page, 'floating-contact'))).toBe(false);
    expect(popup.x + popup.width).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'pricing with the update popup');
  });
});

describe('screens to look at', () => {
  it.each([
    ['en', DESKTOP],
    ['en', PHONE],
    ['ko', DESKTOP],
    ['zh', PHONE],
  ] as const)('home, pricing, document and 404 in %s (%o)', async (locale, viewport) => {
    const page = await browser.newPage({ viewport });
    const prefix = locale === 'en' ? '' : `/${locale}`;
    for (const [name, path] of [
      ['home', prefix || '/'],
      ['pricing', `${prefix}/pricing`],
      ['document', `${prefix}/document`],
      ['404', `${prefix}/no-such-page`],
    ] as const) {
      await page.goto(appUrl(path));
      await settle(page);
      await page.screenshot({
        path: `${SHOTS}/${name}-${locale}-${viewport.width}.png`,
        fullPage: true,
      });
      await expectAccessible(page, path);
    }
  });
});
