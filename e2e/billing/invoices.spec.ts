import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../accounts/account-api.ts';
import { logIn } from '../accounts/browser-steps.ts';
import { expectAccessible } from '../public-site/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { paidSubscriber } from './invoices-support/paid-subscriber.ts';
import { type BillingApp, startBillingApp } from './support/billing-app.ts';

/*
 * Issue 17's invoice screens against the built app and the local Paddle simulator: a subscriber whose
 * trial ended in a paid Pro month opens the payment history, the invoice, downloads its PDF and prints
 * it; the usage tab shows the Pro quota. GALLEY_WEB_DIST points the app at a private web build.
 */
const browser = useBrowser();
const SHOTS = '/tmp/galley-shots/invoices';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 760 };

let app: BillingApp;
let account: TestAccount;
let transactionId: string;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  app = await startBillingApp(
    process.env.GALLEY_WEB_DIST ? { GALLEY_WEB_DIST: process.env.GALLEY_WEB_DIST } : {},
  );
  ({ account, transactionId } = await paidSubscriber(app));
}, 180_000);

afterAll(() => app?.stop());

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

async function signedIn(who: TestAccount, viewport = DESKTOP): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await logIn(page, app.url('/?login=1'), who);
  await page.getByTestId(viewport.width < 992 ? 'nav-burger' : 'user-menu').waitFor();
  await page.waitForURL((url) => !url.searchParams.has('login'));
  return page;
}

describe('payment history and invoice', () => {
  for (const [locale, viewport] of [
    ['en', DESKTOP],
    ['ja', PHONE],
    ['en', PHONE],
    ['ja', DESKTOP],
  ] as const) {
    it(`lists the payment and opens its invoice (${locale}, ${viewport.width} px)`, async () => {
      const page = await signedIn(account, viewport);
      await page.goto(app.url(`${prefix(locale)}/users/profile?tab=payments`));
      await page.getByTestId('payment-history').waitFor();
      const layout = viewport.width < 600 ? 'payment-history-cards' : 'payment-history-table';
      await page.getByTestId(layout).waitFor();
      const row = page
        .getByTestId('payment-row')
        .filter({ hasText: text(locale, 'invoices', 'paymentStatus.paid') });
      expect(await row.first().getByTestId('payment-amount').textContent()).toContain('19.90');
      await expectAccessible(page, `payment history, ${locale} ${viewport.width}`);
      await page.screenshot({ path: `${SHOTS}/history-${locale}-${viewport.width}.png`, fullPage: true });

      await page.getByTestId('payment-invoice-link').first().click();
      await page.getByTestId('invoice-total').waitFor();
      expect(page.url()).toContain(`/users/invoices/${transactionId}`);
      expect(await page.getByTestId('invoice-total').textContent()).toContain('19.90');
      expect(await page.getByTestId('invoice-paymentMethod').textContent()).toContain('4242');
      await expectAccessible(page, `invoice, ${locale} ${viewport.width}`);
      await page.screenshot({ path: `${SHOTS}/invoice-${locale}-${viewport.width}.png`, fullPage: true });
    });
  }

  it('downloads the invoice PDF and prints the invoice alone', async () => {
    const page = await signedIn(account);
    await page.goto(app.url(`/users/invoices/${transactionId}`));
    await page.getByTestId('invoice-total').waitFor();

    const pdfRequest = page
      .context()
      .waitForEvent('request', { predicate: (request) => request.url().includes('.pdf'), timeout: 15_000 });
    await page.getByTestId('invoice-download').click();
    const pdfUrl = (await pdfRequest).url();
    const pdf = Buffer.from(await (await fetch(pdfUrl)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const printed = page.waitForFunction(() => {
      const w = window as unknown as { printed?: number };
      return (w.printed ?? 0) > 0;
    });
    await page.evaluate(() => {
      const w = window as unknown as { printed?: number };
      window.print = () => {
        w.printed = (w.printed ?? 0) + 1;
      };
    });
    await page.getByTestId('invoice-print').click();
    await printed;

    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['header', 'footer', 'nav']) {
      for (const element of await page.locator(hidden).all()) expect(await element.isVisible()).toBe(false);
    }
    expect(await page.getByTestId('invoice-download').isVisible()).toBe(false);
    expect(await page.getByTestId('invoice-print').isVisible()).toBe(false);
    expect(await page.getByTestId('invoice-total').isVisible()).toBe(true);
    const ink = await page.getByTestId('invoice-total').evaluate((cell) => getComputedStyle(cell).color);
    expect(ink).toBe('rgb(0, 0, 0)');
    await page.screenshot({ path: `${SHOTS}/invoice-print-en-1280.png`, fullPage: true });
  });

  it("answers 404 with the spec's message for another user's transaction", async () => {
    const stranger = await createAccount(app.galley.baseUrl, 'stranger');
    const page = await signedIn(stranger);
    await page.goto(app.url(`/users/invoices/${transactionId}`));
    await page.getByTestId('invoice-not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      text('en', 'invoices', 'invoice.notFound'),
    );
    await page.goto(app.url('/users/profile?tab=payments'));
    await page.getByTestId('payment-history-empty').waitFor();
    await expectAccessible(page, 'empty payment history');
  });
});

describe('load failures', () => {
  it("shows spec §8's 404, 403 and load errors on the payment history, and Retry recovers", async () => {
    const page = await signedIn(account);
    const history = /\/api\/v1\/payments\/\?page=/;
    for (const [status, problem, key] of [
      [404, 'notFound', 'history.problems.notFound'],
      [403, 'forbidden', 'history.problems.forbidden'],
      [503, 'loadFailed', 'history.problems.loadFailed'],
    ] as const) {
      await page.route(history, (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ detail: 'no', code: 'x' }),
        }),
      );
      await page.goto(app.url('/users/profile?tab=payments'));
      const alert = page.getByTestId('payment-history-error');
      await alert.waitFor({ timeout: 20_000 });
      expect(await alert.getAttribute('data-problem')).toBe(problem);
      expect(await alert.textContent()).toContain(text('en', 'invoices', key));
      await page.unroute(history);
    }
    await expectAccessible(page, 'payment history, load failed');
    await page.screenshot({ path: `${SHOTS}/history-error-en-1280.png`, fullPage: true });
    await page.getByRole('button', { name: text('en', 'common', 'actions.retry') }).click();
    await page.getByTestId('payment-history-table').waitFor();
  });

  it('offers Retry when the usage data fails to load', async () => {
    const page = await signedIn(account, PHONE);
    const usage = /\/api\/v1\/users\/usage\//;
    await page.route(usage, (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(app.url('/ja/users/profile?tab=usage'));
    await page.getByTestId('usage-error').waitFor();
    expect(await page.getByTestId('usage-error').textContent()).toContain(
      text('ja', 'profile', 'usage.loadFailed'),
    );
    await page.unroute(usage);
    await page.getByRole('button', { name: text('ja', 'common', 'actions.retry') }).click();
    await page.getByTestId('usage-tab').waitFor();
  });
});

describe('usage limits', () => {
  for (const [locale, viewport] of [
    ['en', DESKTOP],
    ['ja', PHONE],
  ] as const) {
    it(`shows the Pro quota against this period's use (${locale}, ${viewport.width} px)`, async () => {
      const page = await signedIn(account, viewport);
      await page.goto(app.url(`${prefix(locale)}/users/profile?tab=usage`));
      await page.getByTestId('usage-tab').waitFor();
      expect(await page.getByTestId('usage-plan').textContent()).toContain(
        text(locale, 'profile', 'plan.names.pro'),
      );
      const references = page.getByTestId('usage-item-references');
      expect(await references.getAttribute('data-usage')).toBe('limited');
      expect(await references.getByTestId('usage-figure').textContent()).toMatch(/^0\D+[\d,]+/);
      await page.getByTestId('usage-breakdown').waitFor();
      await expectAccessible(page, `usage, ${locale} ${viewport.width}`);
      await page.screenshot({ path: `${SHOTS}/usage-${locale}-${viewport.width}.png`, fullPage: true });
    });
  }
});
