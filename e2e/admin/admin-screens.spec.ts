import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn } from '../accounts/browser-steps.ts';
import { accessible } from '../manuscript/support/accessible.ts';
import { noHorizontalOverflow } from '../manuscript/support/no-horizontal-overflow.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { settleAnimations } from '../support/settle-animations.ts';
import { useStaffApp } from './support/staff-app.ts';

// Issue 16, the admin area's other screens over the built app: the admin home (activity, storage, failed jobs,
// users with a disable switch), the bulletin written by staff in four languages and read by a visitor newest
// first, the latest notice on the home page; axe on each; screenshots in en and zh at 1280 and 375 px.

const browser = useBrowser();
const SHOTS = '/tmp/galley-shots/admin';
const ctx = useStaffApp('admin-screens', SHOTS);
const LOCALES = ['en', 'ko', 'zh', 'ja'] as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, size] of [
    [1280, 'desktop'],
    [375, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    await noHorizontalOverflow(page, `${name} ${size} overflows sideways`);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Writes a notice in every language, published from `hoursAgo` hours ago, through the staff page. */
async function writeNotice(page: Page, label: string, hoursAgo: number): Promise<void> {
  await page.getByTestId('notice-new').click();
  const form = page.getByTestId('notice-form');
  await form.waitFor();
  for (const locale of LOCALES) {
    await form.getByTestId(`notice-tab-${locale}`).click();
    await form.getByTestId(`notice-title-${locale}`).fill(`${label} (${locale})`);
    await form.getByTestId(`notice-body-${locale}`).fill(`${label}: body in ${locale}.\nSecond line.`);
  }
  const from = new Date(Date.now() - hoursAgo * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const local = `${from.getFullYear()}-${pad(from.getMonth() + 1)}-${pad(from.getDate())}T${pad(from.getHours())}:${pad(from.getMinutes())}`;
  await form.getByTestId('notice-from').fill(local);
  await form.getByTestId('notice-save').click();
  await form.waitFor({ state: 'detached' });
}

describe('admin screens and the bulletin', () => {
  it('shows the admin home, writes two notices, and visitors read them newest first', async () => {
    const page = await browser.newPage();
    await logIn(page, ctx.app.url('/?login=1'), ctx.staff);
    await page.getByTestId('user-menu').waitFor();

    // Admin home: the member is listed; disabling and enabling them answers each time.
    await page.goto(ctx.app.url('/admin'));
    await page.getByTestId('admin-home').waitFor();
    await page.getByTestId('storage-bytes').waitFor();
    await page.getByTestId('users-search').fill(ctx.member.email);
    const member = page.locator(`[data-testid="user-row"][data-email="${ctx.member.email}"]`);
    // The search waits for typing to pause: the staff member's own row goes once it is sent.
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
    await member.waitFor();
    // The switch is checked by the refetch a moment before the call ends and enables it again: a click on it while
    // still disabled would be lost, so each click waits for both (force: Mantine's input sits under its track).
    const toggle = member.getByTestId('user-disabled');
    const settledAt = async (checked: boolean) =>
      (await toggle.isChecked()) === checked && (await toggle.isEnabled());
    await toggle.click({ force: true });
    await expect.poll(() => settledAt(true)).toBe(true);
    await toggle.click({ force: true });
    await expect.poll(() => settledAt(false)).toBe(true);
    await page.getByTestId('users-search').fill('');
    await page.getByTestId('user-row').first().waitFor();
    await accessible(page, 'admin home');
    await shoot(page, 'home-en');

    // Bulletin, staff side: empty, then two notices.
    await page.goto(ctx.app.url('/admin/bulletin'));
    await page.getByTestId('notices-empty').waitFor();
    await writeNotice(page, 'Maintenance window', 30);
    await writeNotice(page, 'New journals added', 1);
    await expect.poll(() => page.getByTestId('notice-row').count()).toBe(2);
    await accessible(page, 'bulletin admin');
    await shoot(page, 'bulletin-admin-en');
    await page.getByTestId('notice-new').click();
    await page.getByTestId('notice-form').waitFor();
    // The modal pops in a frame or two after it appears: a click while it moves can land on the overlay, which
    // closes the modal, and the form's problems never show (seen once on a clean-clone run).
    await settleAnimations(page);
    await page.getByTestId('notice-save').click();
    await page.getByText(text('en', 'admin', 'bulletin.validation.summary')).waitFor();
    await accessible(page, 'notice form with problems');
    await shoot(page, 'notice-form-en');
    await page.keyboard.press('Escape');

    // The same pages in Chinese.
    await page.goto(ctx.app.url('/zh/admin'));
    await page.getByTestId('storage-bytes').waitFor();
    await page.getByTestId('user-row').first().waitFor();
    await accessible(page, 'admin home zh');
    await shoot(page, 'home-zh');
    await page.goto(ctx.app.url('/zh/admin/templateEditor'));
    await page.getByTestId('template-row').first().waitFor();
    await shoot(page, 'template-list-zh');
    await page.locator('[data-testid="template-row"]').first().getByRole('link').click();
    await page.getByTestId('template-editor').waitFor();
    await accessible(page, 'template editor zh');
    await shoot(page, 'template-editor-zh');
    await page.goto(ctx.app.url('/zh/admin/templateEditor/create?kind=journal'));
    await page.getByTestId('template-editor').waitFor();
    await page.getByTestId('template-save').click();
    await page.getByTestId('template-problems').waitFor();
    await accessible(page, 'new journal template zh, with problems');
    await shoot(page, 'template-create-zh');

    // A visitor: the bulletin newest first, in English and Chinese; the home page's latest notice.
    const visitor = await browser.newPage();
    await visitor.goto(ctx.app.url('/bulletin'));
    await visitor.getByTestId('bulletin-notice').nth(1).waitFor();
    expect(await visitor.getByTestId('notice-title').allTextContents()).toEqual([
      'New journals added (en)',
      'Maintenance window (en)',
    ]);
    await accessible(visitor, 'bulletin en');
    await shoot(visitor, 'bulletin-en');
    await visitor.goto(ctx.app.url('/zh/bulletin'));
    await visitor.getByText('New journals added (zh)').waitFor();
    await accessible(visitor, 'bulletin zh');
    await shoot(visitor, 'bulletin-zh');
    await visitor.goto(ctx.app.url('/zh'));
    const latest = visitor.getByTestId('latest-notice');
    await latest.waitFor();
    expect(await latest.textContent()).toContain('New journals added (zh)');
    await accessible(visitor, 'home with the latest notice zh');
    await shoot(visitor, 'home-latest-zh');
    await visitor.goto(ctx.app.url('/'));
    await visitor.getByTestId('latest-notice').waitFor();
    await shoot(visitor, 'home-latest-en');
  }, 300_000);
});
