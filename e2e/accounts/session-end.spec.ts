import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { ApiVisitor, createAccount } from './account-api.ts';
import { useAccountsApp } from './accounts-app.ts';

const browser = useBrowser();
const app = useAccountsApp();

describe('a session ended elsewhere', () => {
  it('clears the stored user and goes home with a notice after a password change on another device', async () => {
    const account = await createAccount(app.baseUrl(), 'elsewhere');
    const page = await browser.newPage();
    await page.goto(app.url('/?login=1'));
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-menu').waitFor();

    // Another device logs in and changes the password: every other session ends (461).
    const other = new ApiVisitor(app.baseUrl());
    await other.call('POST', '/api/v1/users/login/', {
      email: account.email,
      password: await other.encrypt(account.password),
    });
    const next = 'Changed-Elsewhere-5';
    await other.call('POST', '/api/v1/users/password-update/', {
      prev_password: await other.encrypt(account.password),
      password: await other.encrypt(next),
      password2: await other.encrypt(next),
    });

    await page.goto(app.url('/users/profile'));
    await page.getByText(text('en', 'common', 'errors.session_ended')).waitFor();
    await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('login'));
    await page.getByTestId('nav-login').waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('plan_type')]),
    ).toEqual([null, null]);
  });
});
