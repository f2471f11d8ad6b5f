import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { createAccount, uniqueEmail } from './account-api.ts';
import { useAccountsApp } from './accounts-app.ts';
import { logIn, recordBodies } from './browser-steps.ts';
import { linkPath, mailCount, waitForMail } from './mailbox.ts';

const browser = useBrowser();
const app = useAccountsApp();

const NEW_PASSWORD = 'Brand-New-Pass-9';

async function expectExpiredLink(page: Page, path: string): Promise<void> {
  await page.goto(app.url(path));
  const panel = page.getByTestId('reset-password-expired');
  await panel.waitFor();
  expect(await panel.getByRole('heading').textContent()).toBe(text('en', 'common', 'errors.link_expired'));
}

describe('password reset', () => {
  it('mails a link, sets a new password once, counts down home, and refuses the link afterwards', async () => {
    const account = await createAccount(app.baseUrl(), 'reset');
    const page = await browser.newPage();
    const bodies = recordBodies(page);

    // From the login modal's "forgot password" link; an unknown address is said plainly.
    await page.goto(app.url('/?login=1'));
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('reset-request-page').waitFor();
    await page.getByTestId('reset-email').fill(uniqueEmail('unknown'));
    await page.getByTestId('reset-request-submit').click();
    await page.getByText(text('en', 'common', 'errors.user_not_found')).waitFor();

    const mailsBefore = await mailCount(app.baseUrl(), account.email);
    await page.getByTestId('reset-email').fill(account.email);
    await page.getByTestId('reset-request-submit').click();
    await page.getByTestId('reset-request-sent').waitFor();
    const mail = await waitForMail(app.baseUrl(), account.email, 'reset', { after: mailsBefore });
    const link = linkPath(mail, '/verify/reset-password/');

    // The new password obeys the rules, then the result page counts down and goes home by itself.
    await page.goto(app.url(link));
    await page.getByTestId('reset-password-page').waitFor();
    await page.getByTestId('reset-password').fill(NEW_PASSWORD);
    await page.getByTestId('reset-password2').fill('Something-Else-1');
    await page.getByTestId('reset-password-submit').click();
    await page.getByText(text('en', 'common', 'validation.passwordMismatch')).waitFor();
    await page.getByTestId('reset-password2').fill(NEW_PASSWORD);
    await page.getByTestId('reset-password-submit').click();
    await page.getByTestId('reset-result-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/verify/reset-password/result');
    expect(await page.getByTestId('reset-result-countdown').textContent()).toMatch(/\d/);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    // The link worked once; the old password no longer does, the new one does.
    await expectExpiredLink(page, link);
    await page.goto(app.url('/?login=1'));
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    await page.getByTestId('login-password').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-menu').waitFor();

    // Neither password ever left the browser in clear (reset, both logins).
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toContain(NEW_PASSWORD);
      expect(body).not.toContain(account.password);
    }
  });

  it('changes the password from the profile, encrypted, and the new one logs in', async () => {
    const account = await createAccount(app.baseUrl(), 'change');
    const page = await browser.newPage();
    const bodies = recordBodies(page);
    await logIn(page, app.url('/?login=1'), account);
    await page.getByTestId('user-menu').waitFor();

    await page.goto(app.url('/users/profile?tab=password'));
    await page.getByTestId('password-form').waitFor();
    await page.getByTestId('password-current').fill('Not-The-Password-1');
    await page.getByTestId('password-new').fill(NEW_PASSWORD);
    await page.getByTestId('password-new2').fill(NEW_PASSWORD);
    await page.getByTestId('password-submit').click();
    await page.getByText(text('en', 'common', 'errors.invalid_password')).waitFor();

    await page.getByTestId('password-current').fill(account.password);
    await page.getByTestId('password-submit').click();
    await page.getByText(text('en', 'profile', 'password.changed')).waitFor();
    // This session stays signed in (the server rotated it).
    await page.getByTestId('user-menu').waitFor();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('nav-login').waitFor();
    await logIn(page, app.url('/?login=1'), { email: account.email, password: NEW_PASSWORD });
    await page.getByTestId('user-menu').waitFor();

    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toContain(NEW_PASSWORD);
      expect(body).not.toContain(account.password);
      expect(body).not.toContain('Not-The-Password-1');
    }
  });

  it("says the spec's words when the profile's calls fail on the server", async () => {
    const account = await createAccount(app.baseUrl(), 'failing');
    const page = await browser.newPage();
    await logIn(page, app.url('/?login=1'), account);
    await page.getByTestId('user-menu').waitFor();
    const crash = (pattern: string | ((url: URL) => boolean)) =>
      page.route(pattern, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ detail: 'boom', code: 'internal_error' }),
        }),
      );

    await crash('**/api/v1/users/password-update/');
    await page.goto(app.url('/users/profile?tab=password'));
    await page.getByTestId('password-current').fill(account.password);
    await page.getByTestId('password-new').fill(NEW_PASSWORD);
    await page.getByTestId('password-new2').fill(NEW_PASSWORD);
    await page.getByTestId('password-submit').click();
    await page.getByText(text('en', 'profile', 'password.updateFailed')).waitFor();

    await crash('**/api/v1/users/change-two-factor/');
    await page.getByTestId('profile-tab-twoFactor').click();
    await page.getByTestId('two-factor-toggle').click();
    await page.getByTestId('two-factor-password').fill(account.password);
    await page.getByTestId('two-factor-confirm').click();
    await page.getByText(text('en', 'profile', 'twoFactor.changeFailed')).waitFor();

    await crash((url) => url.pathname === '/api/v1/users/profile/');
    await page.goto(app.url('/users/profile'));
    await page.getByText(text('en', 'profile', 'loadFailed')).waitFor();
  });

  it('says an unknown or malformed link has expired', async () => {
    const page = await browser.newPage();
    await expectExpiredLink(page, `/verify/reset-password/${'A'.repeat(43)}`);
    await expectExpiredLink(page, '/verify/reset-password/not-a-token');
  });

  it('opens the result page only from the reset page', async () => {
    const page = await browser.newPage();
    await page.goto(app.url('/verify/reset-password/result'));
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByTestId('reset-result-page').count()).toBe(0);
  });

  it('keeps a signed-in free user without staff rights out of the admin pages and the services', async () => {
    const account = await createAccount(app.baseUrl(), 'notadmin');
    const page = await browser.newPage();
    await page.goto(app.url('/?login=1'));
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-menu').waitFor();

    await page.goto(app.url('/admin/templateEditor'));
    await page.getByText(text('en', 'account', 'guards.notAuthorized')).waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    // A free plan includes no service (spec §4): the plan guard sends the user to the plan page.
    await page.goto(app.url('/manuscript'));
    await page.getByTestId('plan-page').waitFor();
    await page.waitForURL((url) => url.pathname === '/users/plan');
    expect(await page.getByTestId('plan-current').textContent()).toBe(
      text('en', 'profile', 'plan.names.free'),
    );
    expect(await page.getByTestId('manuscript-home-page').count()).toBe(0);
  });
});
