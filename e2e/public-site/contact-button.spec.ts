import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';

const browser = useBrowser();

const PAGES: [path: string, locale: string][] = [
  ['/', 'en'],
  ['/about', 'en'],
  ['/document', 'en'],
  ['/pricing', 'en'],
  ['/privacy', 'en'],
  ['/terms', 'en'],
  ['/404', 'en'],
  ['/nope', 'en'],
  ['/ko', 'ko'],
  ['/ko/about', 'ko'],
  ['/ko/document', 'ko'],
  ['/ko/pricing', 'ko'],
  ['/ko/privacy', 'ko'],
  ['/ko/terms', 'ko'],
  ['/ko/404', 'ko'],
  ['/zh/pricing', 'zh'],
  ['/ja/pricing', 'ja'],
];

describe('floating contact button', () => {
  it('is on every public page, mails the site contact, and is named in the page language', async () => {
    const response = await fetch(appUrl('/api/v1/site/config/'));
    const { contactEmail } = (await response.json()) as { contactEmail: string };
    const page = await browser.newPage();

    for (const [path, locale] of PAGES) {
      await page.goto(appUrl(path));
      const button = page.getByTestId('floating-contact');
      await button.waitFor({ state: 'visible' });
      expect(await button.getAttribute('href'), path).toMatch(
        new RegExp(`^mailto:${contactEmail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`),
      );
      expect(await button.getAttribute('aria-label'), path).toBe(
        text(locale, 'common', 'contact.floatingLabel'),
      );
      const box = await button.boundingBox();
      const viewport = page.viewportSize();
      // Fixed to the bottom-right corner of the window.
      expect(
        box &&
          viewport &&
          box.x + box.width > viewport.width - 48 &&
          box.y + box.height > viewport.height - 48,
        path,
      ).toBe(true);
    }
  });

  it('stays in the corner on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(appUrl('/ko/pricing'));
    const button = page.getByTestId('floating-contact');
    await button.waitFor({ state: 'visible' });
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    // Inside the screen, in the bottom-right corner, and small enough to leave the page usable.
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.x + box.width).toBeGreaterThan(390 - 48);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.y + box.height).toBeGreaterThan(844 - 48);
    expect(box.width).toBeLessThan(80);
  });

  it('never hides the control keyboard focus is on, on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(appUrl('/ko/document'));
    const button = page.getByTestId('floating-contact');
    await button.waitFor({ state: 'visible' });
    const box = await button.boundingBox();
    // Smaller on a phone, still a comfortable touch target.
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeLessThan(56);
    const hidden: string[] = [];
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const under = await page.evaluate(() => {
        const focused = document.activeElement;
        const fab = document.querySelector('[data-testid="floating-contact"]');
        if (!focused || !fab || fab.contains(focused) || focused === document.body) return null;
        const a = focused.getBoundingClientRect();
        const b = fab.getBoundingClientRect();
        const overlaps = a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
        return overlaps ? (focused.textContent ?? '').trim().slice(0, 40) : null;
      });
      if (under !== null) hidden.push(under);
    }
    expect(hidden).toEqual([]);
  });

  it('stays when the site configuration cannot be loaded, with the built-in address', async () => {
    const page = await browser.newPage();
    await page.route('**/api/v1/site/config/', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'down', code: 'service_unavailable' }),
      }),
    );
    await page.goto(appUrl('/about'));
    const button = page.getByTestId('floating-contact');
    await button.waitFor({ state: 'visible' });
    expect(await button.getAttribute('href')).toMatch(/^mailto:support@galley\.example\?subject=/);
  });
});
