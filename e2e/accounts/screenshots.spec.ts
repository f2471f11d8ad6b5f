import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { useAccountsApp } from './accounts-app.ts';

const browser = useBrowser();
const app = useAccountsApp();

/** Where the screenshots go, for a person to look at (acceptance: the pages render right in ko and ja). */
const SHOTS = '/tmp/galley-shots';
const PENDING_EMAIL = 'kim.jiwoo@example.org';
const FAKE_TOKEN = 'e2eScreenshotToken_0123456789abcdefghijklmn';

beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each(['ko', 'ja'] as const)('%s screens', (locale) => {
  it('register form, empty and with every required-field message', async () => {
    const page = await browser.newPage();
    await page.goto(app.url(`/${locale}/register`));
    await page.getByTestId('register-form').waitFor();
    await page.getByText(text(locale, 'account', 'register.passwordHelp')).waitFor();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/register-${locale}.png`, fullPage: true });

    await page.getByTestId('register-submit').click();
    await page.getByText(text(locale, 'common', 'validation.termsRequired')).waitFor();
    await page.getByText(text(locale, 'common', 'validation.institutionRequired')).waitFor();
    await expectNoHorizontalOverflow(page);
    // Back to the top, so the sticky navbar sits where a reader sees it rather than mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/register-${locale}-errors.png`, fullPage: true });
  });

  it('code page on a desktop and on a phone', async () => {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 375, height: 760 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      // The login modal leaves this behind for the code page; set it as if it had.
      await page.context().addInitScript((email) => {
        window.sessionStorage.setItem('galley.pendingLogin', JSON.stringify({ email, next: null }));
      }, PENDING_EMAIL);
      await page.goto(app.url(`/${locale}/authentication/email/${FAKE_TOKEN}`));
      await page.getByTestId('code-page').waitFor();
      await page.getByText(text(locale, 'account', 'code.title')).waitFor();
      await page.getByTestId('code-next').click();
      await page.getByText(text(locale, 'common', 'validation.codeInvalid')).waitFor();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `${SHOTS}/code-${locale}-${name}.png`, fullPage: true });
    }
  });

  it('login modal', async () => {
    const page = await browser.newPage();
    await page.goto(app.url(`/${locale}?login=1`));
    await page.getByTestId('login-form').waitFor();
    await page.getByTestId('login-submit').click();
    await page.getByText(text(locale, 'common', 'validation.emailRequired')).waitFor();
    await page.screenshot({ path: `${SHOTS}/login-${locale}.png` });
  });
});
