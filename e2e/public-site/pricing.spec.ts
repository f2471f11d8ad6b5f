import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { expectAccessible } from './axe.ts';

const browser = useBrowser();

interface Plans {
  currency: string;
  taxInclusive: boolean;
  trialDays: number;
  plans: {
    id: string;
    prices: { monthly: { amountMinor: number }; yearly: { amountMinor: number } } | null;
  }[];
}

async function plans(): Promise<Plans> {
  return (await (await fetch(appUrl('/api/v1/payments/plans/'))).json()) as Plans;
}

/**
 * What a Korean reader must see for the default plan table (apps/server/config/site.json: Pro at 1990 and
 * 19900 cents). Literal on purpose: computing it with Intl here would repeat the code under test.
 */
const EXPECTED_KO = { id: 'pro', monthly: 'US$19.90', yearly: 'US$199' };

describe('pricing page', () => {
  it('shows every plan with monthly prices, then yearly ones after the toggle', async () => {
    const data = await plans();
    const paid = data.plans.find((plan) => plan.id === EXPECTED_KO.id);
    if (!paid?.prices) throw new Error('the plan table has no Pro plan');
    const page = await browser.newPage();
    await page.goto(appUrl('/ko/pricing'));

    await page.getByTestId('plan-grid').waitFor();
    for (const plan of data.plans) await page.getByTestId(`plan-card-${plan.id}`).waitFor();
    const card = page.getByTestId(`plan-card-${paid.id}`);
    expect(await card.getByTestId('plan-price').textContent()).toBe(EXPECTED_KO.monthly);
    expect(await page.getByTestId('tax-note').textContent()).toBe(
      text('ko', 'pricing', data.taxInclusive ? 'tax.included' : 'tax.excluded'),
    );
    if (data.trialDays > 0) {
      expect(await card.getByTestId(`plan-cta-${paid.id}`).textContent()).toBe(
        text('ko', 'pricing', 'cta.trial').replace('{{days}}', String(data.trialDays)),
      );
    }

    await page.getByText(text('ko', 'pricing', 'cycle.yearly'), { exact: true }).click();
    await page.waitForFunction(
      ([id, expected]) =>
        document.querySelector(`[data-testid="plan-card-${id}"] [data-testid="plan-price"]`)?.textContent ===
        expected,
      [paid.id, EXPECTED_KO.yearly] as const,
    );
  });

  it('offers institutions a mail to sales', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/pricing'));
    const contact = page.getByTestId('enterprise-contact');
    await contact.waitFor();
    expect(await contact.getAttribute('href')).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
  });

  it('says so when the plans cannot be loaded, and retries on request', async () => {
    const page = await browser.newPage();
    let failing = true;
    await page.route('**/api/v1/payments/plans/', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"detail":"down","code":"service_unavailable"}',
          })
        : route.fallback(),
    );
    await page.goto(appUrl('/pricing'));

    const error = page.getByTestId('pricing-error');
    await error.waitFor({ timeout: 15_000 });
    expect(await error.textContent()).toContain(text('en', 'pricing', 'error.title'));
    expect(await error.textContent()).toContain(text('en', 'common', 'errors.service_unavailable'));

    failing = false;
    await error.getByRole('button', { name: text('en', 'pricing', 'error.retry') }).click();
    await page.getByTestId('plan-grid').waitFor();
  });

  it('tells while the plans are on their way, in a way a screen reader can name and axe accepts', async () => {
    const page = await browser.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/payments/plans/', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(appUrl('/ja/pricing'));

    await page.getByRole('status', { name: text('ja', 'pricing', 'loading') }).waitFor();
    await page.getByTestId('site-footer').waitFor();
    await expectAccessible(page, '/ja/pricing while the plans load');

    release();
    await page.getByTestId('plan-grid').waitFor();
    expect(await page.getByTestId('pricing-loading').count()).toBe(0);
  });

  it('hides the title recommender outside the public-test environment', async () => {
    const { environment } = (await (await fetch(appUrl('/api/v1/site/config/'))).json()) as {
      environment: string;
    };
    const page = await browser.newPage();
    await page.goto(appUrl('/pricing'));
    await page.getByTestId('nav-manuscript').waitFor();
    expect(await page.getByTestId('nav-recommender').count()).toBe(environment === 'public-test' ? 1 : 0);
  });
});
