import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { createAccount, uniqueEmail } from './account-api.ts';
import { useAccountsApp } from './accounts-app.ts';
import { logIn as logInAt, pasteCode, recordBodies } from './browser-steps.ts';
import { codeIn, linkPath, mailCount, waitForMail } from './mailbox.ts';

const browser = useBrowser();
const app = useAccountsApp();

const PASSWORD = 'Galley-Proof-42';

async function fillRegisterForm(page: Page, email: string): Promise<void> {
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-email2').fill(email);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-password2').fill(PASSWORD);
  await page.getByTestId('field-prefix').click();
  await page.getByRole('option', { name: 'Dr.', exact: true }).click();
  await page.getByTestId('field-first-name').fill('Ada');
  await page.getByTestId('field-last-name').fill('Lovelace');
  await page.getByTestId('field-degree').fill('PhD');
  await page.getByTestId('field-institution').fill('University of London');
  await page.getByTestId('field-country').fill('United King');
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  await page.getByTestId('field-address1').fill('12 Gower Street');
  await page.getByTestId('field-city').fill('London');
  await page.getByTestId('field-postal-code').fill('WC1E 6BT');
  await page.getByTestId('field-phone').fill('+44 20 7946 0000');
  await page.getByTestId('field-terms').check();
  await page.getByTestId('field-age').check();
}

async function logIn(page: Page, email: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

describe('an account from registration to a two-factor login', () => {
  it('registers, verifies by mail, logs in encrypted, turns on two-factor and logs in with a code', async () => {
    const email = uniqueEmail('ada');
    const page = await browser.newPage();
    const bodies = recordBodies(page);

    // Register: every field, then the page that says to check the mailbox.
    await page.goto(app.url('/register'));
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('register-submit').click();
    await page.getByText(text('en', 'common', 'validation.termsRequired')).waitFor();
    await fillRegisterForm(page, email);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('email-send-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/verify/email-send');

    // The verification mail's link, opened on the server under test.
    const verification = await waitForMail(app.baseUrl(), email, 'verification');
    await page.goto(app.url(linkPath(verification, '/verify/email/')));
    await page.getByTestId('verify-email-result').waitFor();
    await page.getByText(text('en', 'account', 'verify.email.success')).waitFor();

    // A protected page sends a visitor to log in, then continues there.
    await page.goto(app.url('/users/profile'));
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('login') === '1');
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/users/profile');
    await page.getByTestId('profile-page').waitFor();
    expect(await page.getByTestId('profile-email').inputValue()).toBe(email);

    // Two-factor on, after the password check.
    await page.getByTestId('profile-tab-twoFactor').click();
    await page.getByTestId('two-factor-toggle').click();
    await page.getByTestId('two-factor-password').fill(PASSWORD);
    await page.getByTestId('two-factor-confirm').click();
    await page.waitForFunction(
      (on) => document.querySelector('[data-testid="two-factor-status"]')?.textContent === on,
      text('en', 'profile', 'twoFactor.on'),
    );

    // Log out: the server session ends and the navbar offers log in again.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('nav-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // Log in again: now the code page, with the code from the newest mail pasted whole.
    const mailsBefore = await mailCount(app.baseUrl(), email);
    await page.getByTestId('nav-login').click();
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname.startsWith('/authentication/email/'));
    await page.getByTestId('code-page').waitFor();
    expect(await page.getByTestId('code-countdown').textContent()).toMatch(/^[45]:\d\d$/);
    const codeMail = await waitForMail(app.baseUrl(), email, 'code', { after: mailsBefore });
    const code = codeIn(codeMail);
    await pasteCode(page, code);
    for (const [index, digit] of [...code].entries()) {
      expect(await page.getByTestId(`otp-box-${index}`).inputValue()).toBe(digit);
    }
    await page.getByTestId('code-next').click();

    // Home, signed in.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-menu').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(email);
    expect(await page.evaluate(() => localStorage.getItem('plan_type'))).toBe('free');

    // The password travelled encrypted in every request (login, check-password, login again).
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toContain(PASSWORD);
  });

  it('says why a login failed, in the spec words', async () => {
    const page = await browser.newPage();
    await page.goto(app.url('/?login=1'));
    await logIn(page, uniqueEmail('nobody'));
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(text('en', 'common', 'errors.invalid_credentials'));
  });

  it('goes home after a login that no guard asked for', async () => {
    const account = await createAccount(app.baseUrl(), 'nonext');
    const page = await browser.newPage();
    await logInAt(page, app.url('/pricing?login=1'), account);
    await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('login'));
    await page.getByTestId('user-menu').waitFor();
  });

  it('does not open the login modal over a valid session', async () => {
    const account = await createAccount(app.baseUrl(), 'already');
    const page = await browser.newPage();
    await logInAt(page, app.url('/?login=1'), account);
    await page.getByTestId('user-menu').waitFor();

    // The register page's "Log in" link, followed while signed in: home, no modal.
    await page.goto(app.url('/register'));
    await page
      .getByTestId('register-page')
      .getByRole('link', { name: text('en', 'account', 'register.logIn') })
      .click();
    await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('login'));
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('login-form').count()).toBe(0);

    // A guard's login link while signed in continues to the page it names.
    await page.goto(app.url('/?login=1&next=%2Fusers%2Fprofile'));
    await page.waitForURL((url) => url.pathname === '/users/profile');
    expect(await page.getByTestId('login-form').count()).toBe(0);
  });

  it('puts the focus on the password when the email is remembered', async () => {
    const page = await browser.newPage();
    await page
      .context()
      .addCookies([{ name: 'rememberedEmail', value: 'ada%40example.org', url: app.baseUrl() }]);
    await page.goto(app.url('/?login=1'));
    await page.getByTestId('login-form').waitFor();
    expect(await page.getByTestId('login-email').inputValue()).toBe('ada@example.org');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'login-password',
    );
  });
});
