import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { createAccount } from './account-api.ts';
import { useAccountsApp } from './accounts-app.ts';
import { mailCount } from './mailbox.ts';

const browser = useBrowser();
const app = useAccountsApp();

describe('a signed-in user whose email is not verified', () => {
  it('sees the banner on every page, can resend the mail, and is kept out of the manuscript area', async () => {
    const account = await createAccount(app.baseUrl(), 'unverified', { verify: false });
    const page = await browser.newPage();
    await page.goto(app.url('/?login=1'));
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();

    const banner = page.getByTestId('unverified-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(text('en', 'account', 'banner.message'));
    await page.goto(app.url('/pricing'));
    await banner.waitFor();

    const before = await mailCount(app.baseUrl(), account.email);
    await page.getByTestId('unverified-resend').click();
    await page.getByText(text('en', 'account', 'banner.sent')).waitFor();
    expect(await mailCount(app.baseUrl(), account.email)).toBe(before + 1);

    await page.goto(app.url('/manuscript'));
    await page.getByText(text('en', 'common', 'errors.email_not_verified')).waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(app.url('/users/profile?tab=twoFactor'));
    await page.getByTestId('two-factor-unverified').waitFor();
    expect(await page.getByTestId('two-factor-toggle').isDisabled()).toBe(true);
  });
});
