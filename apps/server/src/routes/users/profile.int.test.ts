import { VALIDATION_MESSAGES } from '@galley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { mailsTo } from '../../../test/support/outbox.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';
import { setSubscription } from '../../services/billing/set-subscription.ts';

const UPDATE = '/api/v1/users/profile-update/';

describe('profile, verification state, plan permission and usage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(options: Parameters<typeof createTestUser>[1] = {}) {
    const account = await createTestUser(t.app, options);
    const browser = new TestBrowser(t.app);
    await browser.login(account.email, account.password);
    return { ...account, browser };
  }

  it('updates every profile field but the email, keeping the email whatever the body says', async () => {
    const { browser, email, user } = await signedIn();
    const response = await browser.post(UPDATE, {
      user_id: user.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      prefix: 'Prof.',
      degree: 'PhD',
      institution: 'Yale University',
      country: 'us',
      address_line1: '1 Hillhouse Ave',
      city: 'New Haven',
      state: 'CT',
      postal_code: '06511',
      phone: '+1 (203) 432-4771',
      locale: 'ja',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user_data).toMatchObject({
      email,
      first_name: 'Grace',
      prefix: 'Prof.',
      country: 'US',
      postal_code: '06511',
      locale: 'ja',
    });
    expect((await browser.get('/api/v1/users/profile/')).json().user_data.city).toBe('New Haven');
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'firstNameRequired'],
    [{ last_name: 'L'.repeat(31) }, 'last_name', 'lastNameTooLong'],
    [{ institution: '' }, 'institution', 'institutionRequired'],
    [{ degree: 'D'.repeat(21) }, 'degree', 'degreeTooLong'],
    [{ country: '' }, 'country', 'countryRequired'],
  ])('%j → %s %s', async (change, field, code) => {
    const { browser } = await signedIn();
    const response = await browser.post(UPDATE, {
      first_name: 'Grace',
      last_name: 'Hopper',
      institution: 'Yale University',
      country: 'US',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      field,
      code,
      message: VALIDATION_MESSAGES[code as keyof typeof VALIDATION_MESSAGES],
    });
  });

  it('an unverified user is told so, can resend the link, and has no plan permission yet', async () => {
    const { browser, email } = await signedIn({ verified: false });
    expect((await browser.post('/api/v1/users/get-user-verified/', {})).json()).toEqual({ verified: false });
    expect((await browser.get('/api/v1/users/plan-permission/')).json()).toEqual({ verified: false });
    expect((await browser.post('/api/v1/users/activate-email-request/', { email })).statusCode).toBe(200);
    expect(await mailsTo(t.app, email)).toHaveLength(1);

    // Verified but on the free plan, which includes no service: still no permission (spec §4).
    const verified = await signedIn();
    expect((await verified.browser.get('/api/v1/users/plan-permission/')).json()).toEqual({
      verified: false,
    });
    // Verified with a plan that includes the services: permitted.
    await setSubscription(t.app.db, verified.user.id, {
      plan: 'pro',
      status: 'active',
      cycle: 'monthly',
      periodStart: new Date(Date.now() - 86_400_000),
      periodEnd: new Date(Date.now() + 29 * 86_400_000),
      trialEnd: null,
    });
    expect((await verified.browser.get('/api/v1/users/plan-permission/')).json()).toEqual({ verified: true });
    const resend = await verified.browser.post('/api/v1/users/activate-email-request/', {
      email: verified.email,
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().code).toBe('already_verified');
  });

  it("reports this month's usage against the plan's quotas from the site plan table", async () => {
    const { browser } = await signedIn();
    const usage = (await browser.get('/api/v1/users/usage/')).json();
    const free = t.app.siteFile.pricing.plans.find((plan) => plan.id === 'free');
    expect(usage.plan_type).toBe('free');
    expect(usage.items).toEqual([
      {
        key: 'manuscriptConversions',
        used: 0,
        reserved: 0,
        remaining: free?.quotas.manuscriptConversions.perMonth,
        per_month: free?.quotas.manuscriptConversions.perMonth,
        per_run: free?.quotas.manuscriptConversions.perRun,
      },
      {
        key: 'references',
        used: 0,
        reserved: 0,
        remaining: free?.quotas.references.perMonth,
        per_month: free?.quotas.references.perMonth,
        per_run: free?.quotas.references.perRun,
      },
    ]);
    expect(new Date(usage.period_start).getUTCDate()).toBe(1);
    expect(new Date(usage.period_end).getTime()).toBeGreaterThan(Date.now());
  });
});
