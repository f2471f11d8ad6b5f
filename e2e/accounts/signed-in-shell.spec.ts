import fs from 'node:fs';
import type { DevMail } from '@galley/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../public-site/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { ApiVisitor, createAccount, type TestAccount } from './account-api.ts';
import { useAccountsApp } from './accounts-app.ts';
import { logIn } from './browser-steps.ts';
import { linkPath, mailCount } from './mailbox.ts';

const browser = useBrowser();
const app = useAccountsApp();

/** Where the screenshots go, for a person to look at. */
const SHOTS = '/tmp/galley-shots';
const PHONE = { width: 375, height: 760 };

beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

async function signedIn(account: TestAccount, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await logIn(page, app.url('/?login=1'), account);
  await page.getByTestId(viewport.width < 992 ? 'nav-burger' : 'user-menu').waitFor();
  await page.waitForURL((url) => !url.searchParams.has('login'));
  return page;
}

/** What the signed-in user's record says, read through the API with the page's own session. */
async function profileLocale(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/users/profile/', { credentials: 'include' });
    return ((await response.json()) as { user_data: { locale: string } }).user_data.locale;
  });
}

/** The newest mail to `to` once the outbox holds more than `before` of them, whatever its language. */
async function newestMailAfter(to: string, before: number): Promise<DevMail> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(app.url(`/api/v1/dev/mailbox/?to=${encodeURIComponent(to)}`));
    const { messages } = (await response.json()) as { messages: DevMail[] };
    if (messages.length > before && messages[0]) return messages[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new mail to ${to} within 10 s`);
}

describe('the user menu in the header', () => {
  it('shows the avatar and its chevron side by side, inside the header', async () => {
    const page = await signedIn(await createAccount(app.baseUrl(), 'avatar'));
    const header = await page.locator('header').boundingBox();
    const avatar = await page.getByTestId('user-menu').locator('.mantine-Avatar-root').boundingBox();
    const chevron = await page.getByTestId('user-menu-chevron').boundingBox();
    if (!header || !avatar || !chevron) throw new Error('header, avatar or chevron not visible');

    expect(chevron.y).toBeGreaterThanOrEqual(header.y);
    expect(chevron.y + chevron.height).toBeLessThanOrEqual(header.y + header.height);
    expect(chevron.x).toBeGreaterThanOrEqual(avatar.x + avatar.width);
    expect(Math.abs(chevron.y + chevron.height / 2 - (avatar.y + avatar.height / 2))).toBeLessThanOrEqual(2);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="menu"]')].every((menu) => getComputedStyle(menu).opacity === '1'),
    );
    await expectAccessible(page, 'user menu open');
  });
});

describe('the usage tab', () => {
  it('draws no bar for services the plan does not include, and points to the plans', async () => {
    const account = await createAccount(app.baseUrl(), 'usage-free');
    for (const [locale, viewport] of [
      ['en', { width: 1280, height: 800 }],
      ['ko', PHONE],
    ] as const) {
      const page = await signedIn(account, viewport);
      await page.goto(app.url(`${locale === 'en' ? '' : `/${locale}`}/users/profile?tab=usage`));
      await page.getByTestId('usage-tab').waitFor();

      for (const key of ['manuscriptConversions', 'references']) {
        const item = page.getByTestId(`usage-item-${key}`);
        expect(await item.getAttribute('data-usage')).toBe('notIncluded');
        expect(await item.getByTestId('usage-not-included').textContent()).toContain(
          text(locale, 'profile', 'usage.notIncludedInPlan'),
        );
      }
      expect(await page.getByTestId('usage-tab').getByRole('progressbar').count()).toBe(0);
      expect(
        await page
          .getByRole('link', { name: text(locale, 'profile', 'usage.seePlans') })
          .first()
          .getAttribute('href'),
      ).toBe(locale === 'en' ? '/users/plan' : `/${locale}/users/plan`);
      await expectAccessible(page, `usage tab, ${locale}`);
      await page.screenshot({ path: `${SHOTS}/usage-free-${locale}-${viewport.width}.png`, fullPage: true });
    }
  });

  it('draws used / limit only for a limited service; an unlimited one shows its count', async () => {
    const page = await signedIn(await createAccount(app.baseUrl(), 'usage-mixed'));
    await page.route('**/api/v1/users/usage/', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          plan_type: 'pro',
          period_start: '2026-11-01T00:00:00.000Z',
          period_end: '2026-12-01T00:00:00.000Z',
          items: [
            { key: 'manuscriptConversions', used: 12, reserved: 2, remaining: 18, per_month: 30, per_run: 5 },
            { key: 'references', used: 640, reserved: 0, remaining: null, per_month: null, per_run: 100 },
          ],
          breakdown: [],
        }),
      }),
    );
    await page.goto(app.url('/users/profile?tab=usage'));
    await page.getByTestId('usage-tab').waitFor();

    const limited = page.getByTestId('usage-item-manuscriptConversions');
    expect(await limited.getAttribute('data-usage')).toBe('limited');
    expect(await limited.getByTestId('usage-figure').textContent()).toBe('12 of 30');
    expect(await limited.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    const unlimited = page.getByTestId('usage-item-references');
    expect(await unlimited.getAttribute('data-usage')).toBe('unlimited');
    expect(await unlimited.getByRole('progressbar').count()).toBe(0);
    await expectAccessible(page, 'usage tab with limits');
    await page.screenshot({ path: `${SHOTS}/usage-limited-en-1280.png`, fullPage: true });
  });
});

describe('the usage tab when the server fails', () => {
  it('says so in the page language and offers a retry that recovers', async () => {
    const page = await signedIn(await createAccount(app.baseUrl(), 'usage-error'), PHONE);
    let fail = true;
    await page.route('**/api/v1/users/usage/', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ detail: 'down', code: 'internal_error' }),
          })
        : route.fallback(),
    );
    await page.goto(app.url('/zh/users/profile?tab=usage'));
    const error = page.getByTestId('usage-error');
    await error.waitFor();
    expect(await error.textContent()).toContain(text('zh', 'profile', 'usage.loadFailed'));
    await expectAccessible(page, 'usage tab, load failed');
    await page.screenshot({ path: `${SHOTS}/usage-error-zh-375.png`, fullPage: true });

    fail = false;
    await error.getByRole('button').click();
    await page.getByTestId('usage-tab').waitFor();
  });
});

describe('the language of a signed-in user', () => {
  it('follows the language switcher to the account, and the next mail is written in it', async () => {
    const account = await createAccount(app.baseUrl(), 'switcher');
    const page = await signedIn(account);
    expect(await profileLocale(page)).toBe('en');

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/users/locale/') && response.request().method() === 'POST',
    );
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-ko').click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/ko');
    expect(await profileLocale(page)).toBe('ko');

    const before = await mailCount(app.baseUrl(), account.email);
    await new ApiVisitor(app.baseUrl()).call('POST', '/api/v1/users/reset-password-request/', {
      email: account.email,
    });
    const mail = await newestMailAfter(account.email, before);
    // Korean subject (the mailbox helper knows the English ones only) and a link to the Korean page.
    expect(mail.subject).toMatch(/[\uac00-\ud7a3]/);
    expect(linkPath(mail, '/verify/reset-password/')).toMatch(/^\/ko\/verify\/reset-password\//);
  });

  it('is taken from the page on login', async () => {
    const account = await createAccount(app.baseUrl(), 'login-locale');
    const page = await browser.newPage();
    await logIn(page, app.url('/ja?login=1'), account);
    await page.getByTestId('user-menu').waitFor();
    expect(await profileLocale(page)).toBe('ja');
  });
});
