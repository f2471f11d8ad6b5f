import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';
import { waitFor } from '../../../test/support/wait-for.ts';

describe('without PADDLE_API_KEY the server runs the Paddle simulator itself (dev, npm start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'development' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('points the SDK at the in-process simulator and offers its checkout page', async () => {
    const billing = t.app.config.billing;
    expect(billing.simulated).toBe(true);
    expect(billing.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const account = await createTestUser(t.app);
    const browser = new TestBrowser(t.app);
    await browser.login(account.email, account.password);
    const plans = (await browser.get('/api/v1/payments/plans/')).json();
    const pro = plans.plans.find((plan: { id: string }) => plan.id === 'pro');
    const start = await browser.post('/api/v1/payments/checkout/', {
      price_id: 'pri_01galleypromonthlyxxxxxxxx',
    });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ trial: true, client_token: null });
    const page = await fetch(start.json().checkout_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(String(pro.prices.monthly.amountMinor / 100));

    // The checkout page's form as the browser submits it: the simulator's webhooks reach this server.
    const url = new URL(start.json().checkout_url);
    const form = new URLSearchParams(url.searchParams);
    form.set('transaction_id', url.searchParams.get('_ptxn') ?? '');
    form.set('card_number', '4242 4242 4242 4242');
    form.set('card_expiry', '12/39');
    form.set('card_name', 'Test Author');
    const done = await fetch(`${url.origin}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain('/users/payment-success?_ptxn=txn_');
    await waitFor(
      async () => (await browser.get('/api/v1/payments/subscription/')).json().status === 'trialing',
      {
        timeoutMs: 20_000,
        intervalMs: 200,
        message: () => 'the in-process simulator webhooks were not applied',
      },
    );
  });
});
