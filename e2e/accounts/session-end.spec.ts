import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { ApiVisitor, createAccount, type TestAccount } from './account-api.ts';
import { useAccountsApp } from './accounts-app.ts';
import { logIn, logOutBehindTheApp } from './browser-steps.ts';

const browser = useBrowser();
const app = useAccountsApp();

const storedAccount = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('plan_type')]);

/** Another device logs in and changes the password: every other session of the account ends (461). */
async function changePasswordElsewhere(account: TestAccount, next: string): Promise<void> {
  const other = new ApiVisitor(app.baseUrl());
  await other.call('POST', '/api/v1/users/login/', {
    email: account.email,
    password: await other.encrypt(account.password),
  });
  await other.call('POST', '/api/v1/users/password-update/', {
    prev_password: await other.encrypt(account.password),
    password: await other.encrypt(next),
    password2: await other.encrypt(next),
  });
}

async function signedInOnProfile(account: TestAccount): Promise<Page> {
  const page = await browser.newPage();
  await logIn(page, app.url('/?login=1&next=%2Fusers%2Fprofile'), account);
  await page.getByTestId('profile-form').waitFor();
  return page;
}

describe('a session ended elsewhere', () => {
  it('clears the stored user and goes home with a notice after a password change on another device', async () => {
    const account = await createAccount(app.baseUrl(), 'elsewhere');
    const page = await browser.newPage();
    await logIn(page, app.url('/?login=1'), account);
    await page.getByTestId('user-menu').waitFor();
    await changePasswordElsewhere(account, 'Changed-Elsewhere-5');

    await page.goto(app.url('/users/profile'));
    await page.getByText(text('en', 'common', 'errors.session_ended')).waitFor();
    await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('login'));
    await page.getByTestId('nav-login').waitFor();
    expect(await storedAccount(page)).toEqual([null, null]);
  });

  it('leaves a protected page for home when an ordinary call answers 461', async () => {
    const account = await createAccount(app.baseUrl(), 'ordinary');
    const page = await signedInOnProfile(account);
    await changePasswordElsewhere(account, 'Changed-Elsewhere-6');

    // No page load, no session check: the usage tab's own call is the first to hear it.
    await page.getByTestId('profile-tab-usage').click();
    await page.getByText(text('en', 'common', 'errors.session_ended')).waitFor();
    await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('login'));
    await page.getByTestId('nav-login').waitFor();
    expect(await storedAccount(page)).toEqual([null, null]);
  });

  it('asks for a new login when an ordinary call answers 401', async () => {
    const account = await createAccount(app.baseUrl(), 'unauth');
    const page = await signedInOnProfile(account);
    await logOutBehindTheApp(page);

    await page.getByTestId('profile-tab-usage').click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/' &&
        url.searchParams.get('login') === '1' &&
        url.searchParams.get('next') === '/users/profile?tab=usage',
    );
    await page.getByTestId('login-form').waitFor();
    expect(await storedAccount(page)).toEqual([null, null]);

    // Logging in again continues to the tab the user was on.
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/users/profile' && url.search === '?tab=usage');
    await page.getByTestId('usage-tab').waitFor();
  });

  it('keeps a public page in place when the session died under it', async () => {
    const account = await createAccount(app.baseUrl(), 'inplace');
    const page = await browser.newPage();
    await logIn(page, app.url('/?login=1'), account);
    await page.getByTestId('user-menu').waitFor();
    await changePasswordElsewhere(account, 'Changed-Elsewhere-7');

    await page.goto(app.url('/pricing'));
    await page.getByText(text('en', 'common', 'errors.session_ended')).waitFor();
    await page.getByTestId('nav-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricing');
    expect(await storedAccount(page)).toEqual([null, null]);
  });
});

describe('logging out', () => {
  it('stays signed in and says so when the server could not log out', async () => {
    const account = await createAccount(app.baseUrl(), 'stuck');
    const page = await browser.newPage();
    await logIn(page, app.url('/?login=1'), account);
    await page.getByTestId('user-menu').waitFor();

    await page.route('**/api/v1/users/logout/', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'boom', code: 'internal_error' }),
      }),
    );
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByText(text('en', 'account', 'menu.logoutFailed')).waitFor();
    await page.getByTestId('user-menu').waitFor();
    expect((await storedAccount(page))[0]).toContain(account.email);

    // The session is still alive on the server: the profile opens.
    await page.unroute('**/api/v1/users/logout/');
    await page.goto(app.url('/users/profile'));
    await page.getByTestId('profile-form').waitFor();
  });
});

describe('another tab', () => {
  it("never keeps one user's profile form under another user's session", async () => {
    const ada = await createAccount(app.baseUrl(), 'tab-ada');
    const bob = await createAccount(app.baseUrl(), 'tab-bob');
    const first = await browser.newPage();
    await logIn(first, app.url('/?login=1&next=%2Fusers%2Fprofile'), ada);
    await first.getByTestId('profile-form').waitFor();
    const second = await first.context().newPage();
    await second.goto(app.url('/users/profile'));
    await second.getByTestId('profile-form').waitFor();
    expect(await second.getByTestId('profile-email').inputValue()).toBe(ada.email);
    await second.getByTestId('field-city').fill('Typed for Ada');

    // In the first tab Ada logs out and Bob logs in.
    await first.getByTestId('user-menu').click();
    await first.getByTestId('menu-logout').click();
    await first.getByTestId('nav-login').waitFor();
    await logIn(first, app.url('/?login=1'), bob);
    await first.getByTestId('user-menu').waitFor();

    // The second tab starts over with Bob's profile; Ada's form and what was typed into it are gone.
    await second.waitForFunction(
      (email) =>
        (document.querySelector('[data-testid="profile-email"]') as HTMLInputElement | null)?.value === email,
      bob.email,
    );
    expect(await second.getByTestId('field-city').inputValue()).toBe('');
  });
});
