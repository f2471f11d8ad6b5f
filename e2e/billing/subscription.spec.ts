import fs from 'node:fs';
import { SIMULATOR_PRICE_IDS } from '@galley/paddle-simulator';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../accounts/account-api.ts';
import { logIn } from '../accounts/browser-steps.ts';
import { expectAccessible } from '../public-site/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { registerAccount, verifyEmailInBrowser } from './support/billing-account.ts';
import { type BillingApp, startBillingApp } from './support/billing-app.ts';

/*
 * Issue 17's subscription screens against the built app and the local Paddle simulator, through the
 * simulator's checkout page as a user goes: trial, upgrade with the preview's amount, downgrade
 * scheduled and withdrawn, cancel and withdraw; the Korean rule's banner. GALLEY_WEB_DIST points the
 * app at a private web build.
 */
const browser = useBrowser();
const SHOTS = '/tmp/galley-shots/subscription';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 760 };
const DAY = 86_400_000;

let app: BillingApp;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  app = await startBillingApp(
    process.env.GALLEY_WEB_DIST ? { GALLEY_WEB_DIST: process.env.GALLEY_WEB_DIST } : {},
  );
}, 180_000);

afterAll(() => app?.stop());

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);
const billing = (locale: string, key: string) => text(locale, 'billing', key);

/** The subscription as the page's session sees it. */
function subscriptionOf(page: Page): Promise<{ status: string; plan: string }> {
  return page.evaluate(async () => (await fetch('/api/v1/payments/subscription/')).json());
}

async function until(page: Page, what: string, ready: (sub: { status: string; plan: string }) => boolean) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (ready(await subscriptionOf(page))) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A new user in `country`: registers, follows the verification mail, logs in. */
async function newVerifiedUser(
  country: string,
  viewport = DESKTOP,
): Promise<{ page: Page; account: TestAccount }> {
  const account = await registerAccount(app.galley.baseUrl, `billing-${country.toLowerCase()}`, country);
  const page = await browser.newPage({ viewport });
  await verifyEmailInBrowser(page, app.galley.baseUrl, account.email);
  await logIn(page, app.url('/?login=1'), account);
  await page.getByTestId(viewport.width < 992 ? 'nav-burger' : 'user-menu').waitFor();
  await page.waitForURL((url) => !url.searchParams.has('login'));
  return { page, account };
}

/** Plan page → Pro trial → the simulator's checkout page → back on payment-success with the plan shown. */
async function takeProTrial(page: Page): Promise<void> {
  await page.goto(app.url('/users/plan'));
  await page.getByTestId('plan-choice-pro').waitFor();
  await page.getByTestId('plan-action-pro').click();
  await Promise.race([
    page.waitForURL((url) => url.pathname === '/checkout'),
    page
      .getByTestId('checkout-problem')
      .waitFor()
      .then(async () => {
        throw new Error(`checkout failed: ${await page.getByTestId('checkout-problem').textContent()}`);
      }),
  ]);
  await page.getByLabel('Name on card').fill('Grace Hopper');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await page.waitForURL((url) => url.pathname === '/users/payment-success');
  expect(new URL(page.url()).searchParams.get('_ptxn')).toMatch(/^txn_/);
  await page.getByTestId('payment-success-ready').waitFor({ timeout: 30_000 });
}

describe('subscription management', () => {
  it('trial → upgrade with the preview amount → downgrade scheduled and withdrawn → cancel and withdraw', async () => {
    const { page } = await newVerifiedUser('US');
    await page.goto(app.url('/users/plan'));
    await page.getByTestId('plan-choice-pro').waitFor();
    expect(await page.getByTestId('plan-action-pro').textContent()).toBe(billing('en', 'plans.startTrial'));
    await expectAccessible(page, 'plan page, free');

    await takeProTrial(page);
    expect(await page.getByTestId('payment-success-ready').textContent()).toContain('Pro');
    await expectAccessible(page, 'payment success');

    await page.goto(app.url('/users/plan'));
    await page.getByTestId('plan-current-status').waitFor();
    expect(await page.getByTestId('plan-current').textContent()).toBe(billing('en', 'planNames.pro'));
    expect(await page.getByTestId('plan-choice-pro').getAttribute('data-offer')).toBe('current');

    // Plan changes wait for the trial's end (spec §4): the refusal leads to the payment page.
    await page.getByTestId('plan-action-max').click();
    await page.getByTestId('billing-problem').waitFor();
    expect(await page.getByTestId('billing-problem').textContent()).toContain(
      billing('en', 'refusal.trialing'),
    );

    await app.simulator.advanceClock(15 * DAY);
    await until(page, 'the first paid period', (sub) => sub.status === 'active');
    await page.reload();
    await page.getByTestId('plan-choice-max').waitFor();

    // The preview the page itself asks for: the simulator prorates to the millisecond, so a second ask a moment later
    // may round to another cent.
    const previewResponse = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/payments/upgrade/preview/') &&
        response.url().includes(`price_id=${SIMULATOR_PRICE_IDS.max.monthly}`),
    );
    await page.getByTestId('plan-action-max').click();
    const preview = (await (await previewResponse).json()) as { amount_due_minor: number; currency: string };
    await page.getByTestId('upgrade-amount-due').waitFor();
    const shown = await page.getByTestId('upgrade-amount-due').textContent();
    expect(shown).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: preview.currency })
        .format(preview.amount_due_minor / 100)
        .replace(/\.00$/, ''),
    );
    await expectAccessible(page, 'upgrade preview');
    await page.getByTestId('upgrade-confirm').click();
    await page.getByTestId('upgrade-preview').waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="plan-current"]')?.textContent === 'Max',
    );
    expect(await page.getByTestId('plan-choice-max').getAttribute('data-offer')).toBe('current');

    await page.getByTestId('plan-action-pro').click();
    await page.getByTestId('downgrade-confirm').click();
    await page.locator('[data-testid="plan-choice-pro"][data-offer="scheduled"]').waitFor();

    await page.goto(app.url('/users/profile?tab=subscription'));
    await page.getByTestId('scheduled-downgrade').waitFor();
    await page.getByTestId('payment-method').waitFor();
    expect(await page.getByTestId('payment-method').textContent()).toContain('4242');
    await expectAccessible(page, 'subscription tab, scheduled downgrade');
    await page.getByTestId('scheduled-downgrade-cancel').click();
    await page.getByTestId('scheduled-downgrade').waitFor({ state: 'detached' });

    await page.getByTestId('subscription-cancel').click();
    await page.getByTestId('subscription-cancel-confirm').click();
    await page.locator('[data-testid="subscription-panel"][data-status="cancelling"]').waitFor();
    expect(await page.getByTestId('subscription-status').textContent()).toBe(
      billing('en', 'status.cancelling'),
    );
    await page.getByTestId('subscription-access-until').waitFor();
    await expectAccessible(page, 'subscription tab, cancelling');

    await page.getByTestId('subscription-remove-cancellation').click();
    await page.locator('[data-testid="subscription-panel"][data-status="active"]').waitFor();
    expect((await subscriptionOf(page)).plan).toBe('max');

    for (const locale of ['en', 'ko']) {
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.goto(app.url(`${prefix(locale)}/users/plan`));
        await page.getByTestId('plan-choice-pro').waitFor();
        await page.screenshot({ path: `${SHOTS}/plans-${locale}-${viewport.width}.png`, fullPage: true });
        await page.goto(app.url(`${prefix(locale)}/users/profile?tab=subscription`));
        await page.getByTestId('payment-method').waitFor();
        await expectAccessible(page, `subscription tab ${locale} ${viewport.width}`);
        await page.screenshot({
          path: `${SHOTS}/subscription-${locale}-${viewport.width}.png`,
          fullPage: true,
        });
      }
    }
  }, 240_000);

  it('a Korean trial does not renew by itself: the continue-subscription banner shows app-wide', async () => {
    const { page } = await newVerifiedUser('KR');
    await takeProTrial(page);
    await page.goto(app.url('/ko'));
    await page.getByTestId('continue-subscription-banner').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('continue-subscription-banner').textContent()).toContain(
      billing('ko', 'continue.title'),
    );
    await expectAccessible(page, 'home with the continue banner');
    await page.screenshot({ path: `${SHOTS}/continue-banner-ko-1280.png`, fullPage: false });

    await page.goto(app.url('/ko/users/profile?tab=subscription'));
    await page.getByTestId('subscription-panel').waitFor();
    await page.getByTestId('continue-subscription-banner').waitFor();
    expect(await page.getByTestId('subscription-next-billing').textContent()).toBe(
      billing('ko', 'subscription.noAutoRenewal'),
    );
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/continue-tab-ko-375.png`, fullPage: true });

    await page.getByTestId('continue-subscription').click();
    await page.getByRole('button', { name: 'I agree: continue my subscription' }).waitFor();
  }, 180_000);
});
