import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { type PaddleSimulator, SIMULATOR_PRICE_IDS, startPaddleSimulator } from '@galley/paddle-simulator';
import { type LocalServer, startLocalServer } from '@galley/pubmed';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiVisitor, createAccount, type TestAccount } from '../accounts/account-api.ts';
import { logIn } from '../accounts/browser-steps.ts';
import { expectAccessible } from '../public-site/axe.ts';
import { ReferencesApp } from '../references/references-app.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { setReferencesUsed } from './support/references-usage.ts';

/*
 * Issue 17, acceptance 4, in the browser over the built app and the Paddle simulator: a paying Pro user
 * who has used 1,990 of the month's 2,000 references pastes 20 in the Reference Converter and gets spec
 * §8's subscription-limit modal (title, plan, monthly maximum, remaining, a button to the plan page);
 * buying Max there lifts it at once — with the simulator's webhooks switched off, so only the upgrade's
 * own answer can have done it. Pro's per-run limit shows the modal's other form, in Korean on a phone.
 */
const browser = useBrowser();
const SHOTS = '/tmp/galley-shots/quota-limit';
const DAY = 86_400_000;
const common = (locale: string, key: string) => text(locale, 'common', key);
const references = (locale: string, key: string) => text(locale, 'references', key);
const billing = (locale: string, key: string) => text(locale, 'billing', key);

let simulator: PaddleSimulator;
let eutils: LocalServer;
let app: ReferencesApp;
let account: TestAccount;

/** `count` numbered references in Vancouver style, none of them real (the check is not the point). */
function referenceList(count: number): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `${i + 1}. Hopper G, Lovelace A. Quota study number ${i + 1} of compiled programs. J Comput Sci. 2021;${i + 1}(2):${100 + i}-${110 + i}.`,
  ).join('\n');
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A paying Pro subscriber: the trial through the server's checkout transaction, then its first bill. */
async function payingProUser(): Promise<TestAccount> {
  const created = await createAccount(app.baseUrl, 'quota');
  const visitor = new ApiVisitor(app.baseUrl);
  await visitor.call('POST', '/api/v1/users/login/', {
    email: created.email,
    password: await visitor.encrypt(created.password),
  });
  const checkout = await visitor.call<{ transaction_id: string }>('POST', '/api/v1/payments/checkout/', {
    price_id: SIMULATOR_PRICE_IDS.pro.monthly,
  });
  await simulator.completeCheckout({ transactionId: checkout.transaction_id });
  const status = () =>
    visitor.call<{ status: string; paddle_status: string }>('GET', '/api/v1/payments/subscription/');
  await until('the trial', async () => ((await status()).status === 'trialing' ? true : undefined));
  await simulator.advanceClock(15 * DAY);
  await until('the paid period', async () =>
    (await status()).paddle_status === 'active' ? true : undefined,
  );
  await simulator.webhooksSettled();
  return created;
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const secret = `pdl_ntfset_${randomBytes(16).toString('hex')}`;
  const apiKey = `pdl_sdbx_apikey_${randomBytes(16).toString('hex')}`;
  simulator = await startPaddleSimulator({ webhookSecret: secret, apiKey });
  eutils = await startLocalServer({ corpus: new Map(), rateLimit: 0 });
  app = new ReferencesApp({
    PADDLE_API_KEY: apiKey,
    PADDLE_WEBHOOK_SECRET: secret,
    GALLEY_PADDLE_URL: simulator.url,
    PUBMED_BASE_URL: eutils.baseUrl,
    NCBI_TOOL: 'galley-e2e',
  });
  await app.start();
  simulator.setWebhookUrl(`${app.baseUrl}/api/v1/payments/webhook/`);
  account = await payingProUser();
  await setReferencesUsed(app, account.email, 1990);
}, 240_000);

afterAll(async () => {
  await app?.dispose();
  await eutils?.close();
  await simulator?.close();
});

/** Pastes `list` in the converter at `prefix` and asks for the check. */
async function submitList(page: Page, locale: string, list: string, count: number): Promise<void> {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  await page.goto(app.url(`${prefix}/reference`));
  await page
    .getByTestId('reference-input-page')
    .waitFor()
    .catch(async (error: unknown) => {
      await page.screenshot({ path: `${SHOTS}/failed-${locale}.png` });
      throw new Error(`no reference input at ${page.url()}: ${String(error)}`);
    });
  await page.getByLabel(references(locale, 'input.text.label')).fill(list);
  await expect
    .poll(() => page.getByTestId('reference-count').textContent())
    .toMatch(new RegExp(`\\b${count}\\b`));
  await page.getByRole('button', { name: references(locale, 'input.submit') }).click();
}

describe('the subscription-limit modal in the Reference Converter (acceptance 4)', () => {
  it("shows Pro's per-run limit in Korean on a phone", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 760 }, locale: 'ko-KR' });
    await logIn(page, app.url('/ko/?login=1'), account);
    await page.waitForURL((url) => !url.searchParams.has('login'));
    await page.getByTestId('nav-burger').waitFor();

    // Pro allows 100 references a run.
    await submitList(page, 'ko', referenceList(101), 101);
    const modal = page.getByRole('dialog', { name: common('ko', 'subscriptionLimit.title.once') });
    await modal.waitFor();
    const shown = (await modal.textContent()) ?? '';
    // The plan by its Korean name (the billing catalogue's), not the server's English one.
    await expect
      .poll(() => modal.textContent())
      .toContain(common('ko', 'subscriptionLimit.plan').replace('{{plan}}', billing('ko', 'planNames.pro')));
    expect(shown).toContain(common('ko', 'subscriptionLimit.maxOnce').replace('{{max}}', '100'));
    expect(shown).toContain(common('ko', 'subscriptionLimit.goToPlans'));
    await expectAccessible(page, 'subscription-limit modal, ko, 375 px');
    await page.screenshot({ path: `${SHOTS}/ko-375-once.png` });
    expect(page.url()).not.toContain('/validate');
  });

  it('stops a Pro user past the monthly quota with the modal; buying Max on the plan page lifts it at once', async () => {
    const page = await browser.newPage();
    await logIn(page, app.url('/?login=1'), account);
    await page.getByTestId('user-menu').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('login'));

    await submitList(page, 'en', referenceList(20), 20);
    const modal = page.getByRole('dialog', { name: common('en', 'subscriptionLimit.title.usedUp') });
    await modal.waitFor();
    const shown = (await modal.textContent()) ?? '';
    expect(shown).toContain(common('en', 'subscriptionLimit.plan').replace('{{plan}}', 'Pro'));
    expect(shown).toContain(common('en', 'subscriptionLimit.maxMonth').replace('{{max}}', '2,000'));
    expect(shown).toContain(common('en', 'subscriptionLimit.remaining').replace('{{remaining}}', '10'));
    expect(page.url()).not.toContain('/validate');
    await expectAccessible(page, 'subscription-limit modal');
    await page.screenshot({ path: `${SHOTS}/en-1280-month.png` });

    // From here on nothing reaches the app by webhook: what lifts the quota is the upgrade itself.
    simulator.setWebhookUrl(null);
    await modal.getByRole('button', { name: common('en', 'subscriptionLimit.goToPlans') }).click();
    await page.waitForURL((url) => url.pathname === '/users/plan');
    await page.getByTestId('plan-choice-max').waitFor();
    await page.getByTestId('plan-action-max').click();
    await page.getByTestId('upgrade-amount-due').waitFor();
    await page.getByTestId('upgrade-confirm').click();
    await page.waitForFunction(
      (max) => document.querySelector('[data-testid="plan-current"]')?.textContent === max,
      billing('en', 'planNames.max'),
    );

    await submitList(page, 'en', referenceList(20), 20);
    await page.waitForURL(/\/reference\/bibliography\/validate\?reference_order=/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(simulator.deliveries().some((delivery) => delivery.status === 'pending')).toBe(true);
  });
});
