import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { createAccount, enableTwoFactor } from './account-api.ts';
import { useAccountsApp } from './accounts-app.ts';
import { logIn, pasteCode } from './browser-steps.ts';
import { codeIn, mailCount, waitForMail } from './mailbox.ts';

const browser = useBrowser();
const app = useAccountsApp();

const FAKE_TOKEN = 'e2eCodePageToken_0123456789abcdefghijklmnopq';

/** The code page of a pending login this tab never made, whose code expires at `expiresAt`. */
async function pendingCodePage(expiresAt: number): Promise<Page> {
  const page = await browser.newPage();
  await page.context().addInitScript(
    ({ token, at }) => {
      window.sessionStorage.setItem(
        'galley.pendingLogin',
        JSON.stringify({ email: 'kim.jiwoo@example.org', next: null, deadlines: { [token]: at } }),
      );
    },
    { token: FAKE_TOKEN, at: expiresAt },
  );
  return page;
}

async function countdownSeconds(page: Page): Promise<number> {
  const shown = (await page.getByTestId('code-countdown').textContent()) ?? '';
  const [minutes = '0', seconds = '0'] = shown.split(':');
  return Number(minutes) * 60 + Number(seconds);
}

async function waitForAlert(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (said) => document.querySelector('[data-testid="code-error"]')?.textContent === said,
    expected,
  );
}

async function typeCode(page: Page, code: string): Promise<void> {
  for (const [index, digit] of [...code].entries()) await page.getByTestId(`otp-box-${index}`).fill(digit);
}

describe('the code page', () => {
  it('burns the code after five wrong tries, then Resend brings a new code that logs in', async () => {
    const account = await createAccount(app.baseUrl(), 'burn');
    await enableTwoFactor(app.baseUrl(), account);
    const page = await browser.newPage();
    const before = await mailCount(app.baseUrl(), account.email);
    await logIn(page, app.url('/?login=1'), account);
    await page.waitForURL((url) => url.pathname.startsWith('/authentication/email/'));
    const firstUrl = page.url();
    const firstCode = codeIn(await waitForMail(app.baseUrl(), account.email, 'code', { after: before }));
    const wrong = firstCode === '000000' ? '111111' : '000000';

    // Each wrong code is said with the tries left; the boxes empty and the focus goes back to box 1.
    for (const left of [4, 3, 2, 1]) {
      await typeCode(page, wrong);
      await page.getByTestId('code-next').click();
      await waitForAlert(
        page,
        `${text('en', 'common', 'errors.invalid_code')} ${left} ${left === 1 ? 'try' : 'tries'} left`,
      );
      expect(await page.getByTestId('otp-box-5').inputValue()).toBe('');
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'otp-box-0');
    }

    // The fifth burns it: only Resend helps now.
    await typeCode(page, wrong);
    await page.getByTestId('code-next').click();
    await page.getByText(text('en', 'common', 'errors.code_exhausted')).waitFor();
    expect(await page.getByTestId('code-next').isDisabled()).toBe(true);
    expect(await page.getByTestId('otp-box-0').isDisabled()).toBe(true);

    // Resend: a new page token and a new code; the old code never works again.
    const beforeResend = await mailCount(app.baseUrl(), account.email);
    await page.getByTestId('code-resend').click();
    await page.waitForURL(
      (url) => url.toString() !== firstUrl && url.pathname.startsWith('/authentication/'),
    );
    await page.getByText(text('en', 'account', 'code.resent')).waitFor();
    // The router commits the new token's page in a transition: wait for it rather than race it.
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="otp-box-0"]') as HTMLInputElement | null)?.disabled === false,
    );
    expect(await countdownSeconds(page)).toBeGreaterThan(290);
    expect(await page.getByTestId('otp-box-0').isDisabled()).toBe(false);
    expect(await page.getByTestId('code-error').count()).toBe(0);
    const newCode = codeIn(await waitForMail(app.baseUrl(), account.email, 'code', { after: beforeResend }));
    await pasteCode(page, newCode);
    await page.getByTestId('code-next').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-menu').waitFor();
  });

  it('counts down from the stored deadline, across a reload', async () => {
    const page = await pendingCodePage(Date.now() + 90_000);
    await page.goto(app.url(`/authentication/email/${FAKE_TOKEN}`));
    await page.getByTestId('code-page').waitFor();
    const first = await countdownSeconds(page);
    expect(first).toBeLessThanOrEqual(90);
    expect(first).toBeGreaterThan(60);

    await page.reload();
    await page.getByTestId('code-page').waitFor();
    expect(await countdownSeconds(page)).toBeLessThanOrEqual(first);
  });

  it('alerts Time Expired and goes home once the code has expired', async () => {
    const page = await pendingCodePage(Date.now() - 1_000);
    await page.goto(app.url(`/authentication/email/${FAKE_TOKEN}`));
    await page.getByText(text('en', 'account', 'code.expiredTitle')).waitFor();
    await page.getByText(text('en', 'common', 'errors.code_expired')).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.getItem('galley.pendingLogin'))).toBeNull();
  });
});
