import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn } from '../accounts/browser-steps.ts';
import { useStaffApp } from '../admin/support/staff-app.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';

// Both template editors keep unsaved changes from being lost unasked: a link inside the app asks first (stay,
// or leave without saving), closing or reloading the tab gets the browser's own prompt, and a save lets go.

const browser = useBrowser();
const ctx = useStaffApp('unsaved-guard', '/tmp/galley-shots/unsaved-guard');
const TITLE = text('en', 'common', 'unsavedChanges.title');

/** Clicks the brand link in the header (home), an ordinary in-app navigation. */
async function goHome(page: Page): Promise<void> {
  await page.locator('header a[href="/"]').first().click();
}

/** Reloads and answers the browser's leave prompt with Stay; the prompt's type is returned. */
async function reloadAndStay(page: Page): Promise<string> {
  const dialog = page.waitForEvent('dialog');
  void page.reload().catch(() => undefined);
  const shown = await dialog;
  await shown.dismiss();
  return shown.type();
}

async function signIn(page: Page): Promise<void> {
  await logIn(page, ctx.app.url('/?login=1'), ctx.staff);
  await page.getByTestId('login-form').waitFor({ state: 'detached' });
}

describe('unsaved changes in the template editors', () => {
  it('the reference template editor asks before leaving with unsaved changes, and not after a save', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.goto(ctx.app.url('/reference/bibliography/edit'));
    await page.getByTestId('template-editor-page').waitFor();

    // Untouched: nothing to lose, nothing asked.
    await goHome(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.getByTestId('template-editor-page').waitFor();

    await page.getByTestId('palette-author').getByRole('button').last().click();
    await goHome(page);
    await page.getByText(TITLE).waitFor();
    await page.getByTestId('unsaved-stay').click();
    await page.getByText(TITLE).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/reference/bibliography/edit');
    expect(await page.getByTestId('line-author').count()).toBe(1);

    expect(await reloadAndStay(page)).toBe('beforeunload');
    expect(await page.getByTestId('line-author').count()).toBe(1);

    // Saved: leaving is free again.
    await page.getByLabel(text('en', 'templates', 'toolbar.name')).fill('Guarded template');
    await page.getByRole('button', { name: text('en', 'templates', 'toolbar.save'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('template'));
    await goHome(page);
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('the journal template editor asks before leaving with unsaved changes, and not after a save', async () => {
    const page = await browser.newPage();
    await signIn(page);
    const firstField = () =>
      page.getByTestId('template-editor').locator('input:not([type]), input[type="text"]').first();
    await page.goto(ctx.app.url('/admin/templateEditor/create?kind=journal'));
    await page.getByTestId('template-editor').waitFor();
    await goHome(page);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(ctx.app.url('/admin/templateEditor/create?kind=journal'));
    await firstField().fill('guarded');
    await goHome(page);
    await page.getByText(TITLE).waitFor();
    await page.getByTestId('unsaved-stay').click();
    await page.getByText(TITLE).waitFor({ state: 'detached' });
    expect(await reloadAndStay(page)).toBe('beforeunload');
    expect(await firstField().inputValue()).toBe('guarded');
    await goHome(page);
    await page.getByTestId('unsaved-leave').click();
    await page.waitForURL((url) => url.pathname === '/');

    // An existing template, edited and saved (a new version): its own navigation and the next link go through.
    await page.goto(ctx.app.url('/admin/templateEditor'));
    await page.getByTestId('template-search').fill('plos');
    await page.locator('[data-testid="template-row"][data-key="plos"]').getByRole('link').click();
    await page.getByTestId('template-editor').waitFor();
    await firstField().fill(`${await firstField().inputValue()} (guarded)`);
    await page.getByTestId('template-save').click();
    await page.locator('[data-testid="template-editor"][data-version="2"]').waitFor();
    await goHome(page);
    await page.waitForURL((url) => url.pathname === '/');
  });
});
