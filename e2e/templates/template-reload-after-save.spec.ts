import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/account-api.ts';
import { expectAccessible } from '../public-site/axe.ts';
import { ReferencesApp } from '../references/references-app.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { rowAction } from './drawer-steps.ts';
import { lineKinds, openTemplateEditor } from './editor-steps.ts';

// A template opened from the drawer, edited, saved and reloaded opens as saved: the drawer's item handed over in
// the navigation's state outlives the save (the browser keeps it through a reload), so the editor must not trust it.
// A template that could not be loaded offers Try again; one deleted meanwhile says it is gone.
const browser = useBrowser();
let app: ReferencesApp;
beforeAll(async () => {
  app = new ReferencesApp({});
  await app.start();
}, 180_000);
afterAll(async () => {
  await app?.dispose();
});
const en = (key: string) => text('en', 'templates', key);

describe('the template editor after a save and a reload', () => {
  it('reloads the saved template, not the drawer’s copy from before the save', async () => {
    const account = await createAccount(app.baseUrl, 'reload-after-save');
    await app.grantPlan(account.email, 'pro');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openTemplateEditor(page, app, account);
    await page.getByTestId('preset-select').selectOption('nlm-vancouver');
    await page.getByTestId('template-name').fill('Reloaded style');
    await page.getByRole('button', { name: en('toolbar.save'), exact: true }).click();
    await page.getByTestId('template-dirty').waitFor({ state: 'detached' });
    await page.goto(app.url('/reference/bibliography/edit'));
    await page.getByTestId('open-template-drawer').click();
    await page.getByTestId('drawer-tree').waitFor();
    await rowAction(page, 'Reloaded style', 'open');
    await page.waitForURL(/template=/);
    await expect.poll(() => page.getByTestId('template-name').inputValue()).toBe('Reloaded style');
    await expect.poll(async () => (await lineKinds(page)).length).toBeGreaterThan(1);
    const count = (await lineKinds(page)).length;
    const last = (await lineKinds(page)).at(-1) ?? '';
    const remove = text('en', 'templates', 'line.removeLabel').replace('{{element}}', en(`elements.${last}`));
    await page.getByRole('button', { name: remove }).click();
    await page.getByRole('button', { name: en('toolbar.save'), exact: true }).click();
    await page.getByTestId('template-dirty').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('template-editor-page').waitFor();
    await expect.poll(() => page.getByTestId('template-name').inputValue()).toBe('Reloaded style');
    await expect.poll(async () => (await lineKinds(page)).length).toBe(count - 1);
    await expectAccessible(page, 'template reopened by a reload');
  }, 240_000);

  it('offers Try again when the template could not be loaded, and says so when it is gone', async () => {
    const account = await createAccount(app.baseUrl, 'open-failed');
    await app.grantPlan(account.email, 'pro');
    const page = await browser.newPage({ viewport: { width: 375, height: 760 } });
    await openTemplateEditor(page, app, account, '/ko');
    await page.getByTestId('preset-select').selectOption('nlm-vancouver');
    await page.getByTestId('template-name').fill('Flaky line');
    await page.getByRole('button', { name: text('ko', 'templates', 'toolbar.save'), exact: true }).click();
    // The saved template's id goes into the address by history.replaceState (no navigation to wait for).
    await expect.poll(() => page.url()).toMatch(/template=/);
    await page.getByTestId('template-dirty').waitFor({ state: 'detached' });
    // The connection drops for the template's own call (and its one retry): the page says so and offers Try again.
    let dropped = 0;
    await page.route('**/api/v1/reference/template/*/', async (route) => {
      if (dropped < 2) {
        dropped++;
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    await page.reload();
    const failed = page.getByTestId('template-open-failed');
    await expect.poll(() => failed.textContent()).toContain(text('ko', 'templates', 'open.loadError'));
    await expectAccessible(page, 'template could not be loaded (ko, 375 px)');
    await failed.getByRole('button', { name: text('ko', 'templates', 'open.retry') }).click();
    await expect.poll(() => page.getByTestId('template-name').inputValue()).toBe('Flaky line');
    // Deleted in another tab: the reload says it is gone and offers a new template, not Try again.
    await page.unroute('**/api/v1/reference/template/*/');
    const id = new URL(page.url()).searchParams.get('template') ?? '';
    const removed = await page.evaluate(async (templateId) => {
      const token = await fetch('/api/v1/security/csrf-token/', { credentials: 'include' });
      const { csrf_token } = (await token.json()) as { csrf_token: string };
      const response = await fetch('/api/v1/reference/delete/', {
        method: 'DELETE',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf_token },
        body: JSON.stringify({ template_id: templateId, commit: true }),
      });
      return response.status;
    }, id);
    expect(removed).toBeLessThan(300);
    await page.reload();
    await expect.poll(() => failed.textContent()).toContain(text('ko', 'templates', 'open.failed'));
    expect(await failed.getByRole('button').count()).toBe(0);
  }, 240_000);
});
