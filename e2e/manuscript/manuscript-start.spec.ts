import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { requiredSteps } from '@galley/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../packages/manuscript/src/test-support/shared-data.ts';
import { createAccount } from '../accounts/account-api.ts';
import { logIn } from '../accounts/browser-steps.ts';
import { ReferencesApp } from '../references/references-app.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { pageCall } from './page-api.ts';
import { accessible } from './support/accessible.ts';
import { chooseFile } from './support/choose-file.ts';
import { noHorizontalOverflow } from './support/no-horizontal-overflow.ts';
import { useProApp } from './support/use-pro-app.ts';

// Issue 15, the start of the Manuscript Converter in the browser over the built app: My Conversions empty →
// new conversion → refused files (by the page, then by the server's 401 "corrupted", which must not end the
// session) → a real dev manuscript uploaded → the required-items checklist → auto-tagging to the confirm board.

const browser = useBrowser();
const en = (key: string, namespace = 'manuscript') => text('en', namespace, key);
const MANUSCRIPTS = sharedDataPath('manuscripts');
const DEV_MANUSCRIPT = path.join(MANUSCRIPTS, 'publichealth_contraception.docx');
/** Where the screenshots go, for a person to look at. */
const SHOTS = '/tmp/galley-shots/manuscript';

const pro = useProApp('manuscript', SHOTS, { keepLog: true });

/** Clicks a status filter chip by its label (the chip's own input is visually hidden). */
async function filterBy(page: Page, filter: string): Promise<void> {
  await page
    .getByTestId('conversion-filters')
    .getByText(en(`dashboard.filters.${filter}`, 'manuscript-dashboard'), { exact: true })
    .click();
}

describe('the Manuscript Converter, dashboard to confirm board', () => {
  it('starts a conversion from an empty dashboard, refuses bad files, uploads a dev manuscript, confirms the checklist and auto-tags it', async () => {
    const page = await pro.signedIn(browser);

    // My Conversions, empty.
    await page.goto(pro.app.url('/manuscript/dashboard'));
    await page.getByTestId('conversions-empty').waitFor();
    expect(await page.getByTestId('conversions-empty').textContent()).toContain(
      en('dashboard.emptyTitle', 'manuscript-dashboard'),
    );
    await accessible(page, 'dashboard, empty');
    await page.screenshot({ path: `${SHOTS}/e2e-dashboard-empty.png`, fullPage: true });

    // New conversion → its upload board.
    await page.getByTestId('new-conversion').click();
    await page.waitForURL(/\/manuscript\/conversionBoard\/[0-9a-f-]{36}\/upload$/);
    const conversionId = /conversionBoard\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    await page.getByTestId('manuscript-drop-zone').waitFor();
    await accessible(page, 'upload board');

    // Refused by the page before sending: not a Word file.
    await chooseFile(page, 'notes.pdf', Buffer.from('%PDF-1.4'));
    await expect
      .poll(() => page.getByTestId('upload-error').textContent())
      .toBe(en('errors.codes.file_type'));

    // Refused by the server: a truncated .docx gets its 401 and the spec's message; the session stays.
    const real = fs.readFileSync(DEV_MANUSCRIPT);
    await chooseFile(page, 'cut.docx', real.subarray(0, Math.floor(real.length / 2)));
    await expect
      .poll(() => page.getByTestId('upload-error').textContent(), { timeout: 20_000 })
      .toBe(en('errors.codes.file_corrupted'));
    expect(page.url()).toMatch(/\/upload$/);
    await page.getByTestId('user-menu').waitFor();
    await accessible(page, 'upload board, refused file');

    // A real dev manuscript: progress, then accepted.
    await chooseFile(page, path.basename(DEV_MANUSCRIPT), real);
    await page.getByTestId('upload-accepted').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('upload-accepted').textContent()).toContain(path.basename(DEV_MANUSCRIPT));

    // The checklist: Next refuses until every required item is ticked.
    const items = page.locator('input[data-testid^="checklist-item-"]');
    await expect.poll(() => items.count()).toBe(requiredSteps('original_article').length);
    await page.getByTestId('upload-next').click();
    await page.getByTestId('checklist-incomplete').waitFor();
    expect(page.url()).toMatch(/\/upload$/);
    for (let index = 0; index < (await items.count()); index += 1) await items.nth(index).check();
    expect(await page.getByTestId('checklist-progress').textContent()).toContain(
      `${requiredSteps('original_article').length}`,
    );
    await accessible(page, 'upload board, checklist ticked');
    // Back to the top, so the sticky navbar sits where a reader sees it rather than mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/e2e-upload-ready.png`, fullPage: true });

    // Next → the auto-tag board → success → the confirm board's first step.
    await page.getByTestId('upload-next').click();
    await page.waitForURL(/\/uploading$/);
    await accessible(page, 'auto-tag board');
    await page.screenshot({ path: `${SHOTS}/e2e-auto-tag.png`, fullPage: true });
    await page.waitForURL(/\/confirm\/front\.title$/, { timeout: 60_000 });

    // The dashboard lists it as a draft, and Resume brings the author back to the same step.
    await page.goto(pro.app.url('/manuscript/dashboard'));
    const row = page.getByTestId('conversion-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute('data-status')).toBe('draft');
    await accessible(page, 'dashboard, one draft');
    // The status filter: none complete yet, the one draft under Draft.
    await filterBy(page, 'complete');
    await expect
      .poll(() => page.getByTestId('conversions-empty').textContent())
      .toContain(en('dashboard.emptyFiltered', 'manuscript-dashboard'));
    expect(page.url()).toContain('status=complete');
    await filterBy(page, 'draft');
    await expect.poll(() => row.count()).toBe(1);
    await filterBy(page, 'all');
    await expect.poll(() => row.count()).toBe(1);
    await row.getByTestId('conversion-resume').click();
    await page.waitForURL(new RegExp(`/conversionBoard/${conversionId}/confirm/front\\.title$`));
  }, 180_000);

  it('lays every screen out on a desktop and a phone, in English and Korean', async () => {
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 375, height: 760 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await logIn(page, pro.app.url('/?login=1'), pro.account);
      // On a phone the account menu sits in the burger menu: the closed login form says it worked.
      await page.getByTestId('login-form').waitFor({ state: 'detached' });
      // A conversion with no file yet, beside the tagged draft of the first test.
      const created = await pageCall(page, 'POST', '/api/v1/conversion/create-conversion/', {});
      const fresh = (created.body as { id: string }).id;
      for (const locale of ['en', 'ko'] as const) {
        const screens: [string, string, string][] = [
          ['guide', '/manuscript', 'guideline-tabs'],
          ['dashboard', '/manuscript/dashboard', 'conversion-row'],
          ['upload', `/manuscript/conversionBoard/${fresh}/upload`, 'required-checklist'],
          ['auto-tag-idle', `/manuscript/conversionBoard/${fresh}/uploading`, 'auto-tag-status'],
          ['not-found', '/manuscript/conversionBoard/00000000-0000-4000-8000-000000000000', 'board-notFound'],
        ];
        for (const [name, route, testId] of screens) {
          await page.goto(pro.app.url(`/${locale}${route}`));
          await page
            .getByTestId(testId)
            .first()
            .waitFor({ timeout: 20_000 })
            .catch(async (error: unknown) => {
              await page.screenshot({
                path: `${SHOTS}/FAILED-${name}-${locale}-${device}.png`,
                fullPage: true,
              });
              throw error;
            });
          if (name === 'upload') await page.locator('[data-testid^="checklist-item-"]').first().waitFor();
          if (name === 'auto-tag-idle')
            await expect
              .poll(() => page.getByTestId('auto-tag-status').getAttribute('data-phase'))
              .toBe('idle');
          await noHorizontalOverflow(page, `${name} ${locale} ${device}`);
          await page.screenshot({ path: `${SHOTS}/${name}-${locale}-${device}.png`, fullPage: true });
        }
        // The delete confirmation over the dashboard.
        await page.goto(pro.app.url(`/${locale}/manuscript/dashboard`));
        await page.getByTestId('conversion-delete').first().click();
        await page
          .getByRole('dialog', {
            name: text(locale, 'manuscript-dashboard', 'dashboard.confirmDelete.title'),
          })
          .waitFor();
        // Axe measures colours as they are: wait until the modal's fade-in has finished.
        await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
        await accessible(page, `delete dialog ${locale} ${device}`);
        await page.screenshot({ path: `${SHOTS}/delete-dialog-${locale}-${device}.png` });
        await page.keyboard.press('Escape');
      }
      // Deleting for real: the conversion without a file goes, after its confirmation.
      await page.goto(pro.app.url('/manuscript/dashboard'));
      const rows = page.getByTestId('conversion-row');
      await rows.first().waitFor();
      const before = await rows.count();
      await page
        .locator('[data-testid="conversion-row"][data-status="initial"]')
        .first()
        .getByTestId('conversion-delete')
        .click();
      await page.getByTestId('confirm-delete').click();
      await expect.poll(() => rows.count()).toBe(before - 1);
    }
  }, 180_000);

  it('offers going on without auto-tagging when the LLM tagger’s status page reports an outage', async () => {
    // A Statuspage-style page saying "major": the LLM itself is never asked, since the author skips tagging.
    const statusPage = http.createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ status: { indicator: 'major', description: 'Major outage' }, components: [] }),
      );
    });
    await new Promise<void>((resolve) => statusPage.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(statusPage.address() as AddressInfo).port}`;
    const llmApp = new ReferencesApp({
      GALLEY_LLM_URL: `${origin}/v1`,
      GALLEY_LLM_STATUS_URL: `${origin}/status.json`,
    });
    try {
      await llmApp.start();
      const author = await createAccount(llmApp.baseUrl, 'manuscript-llm');
      await llmApp.grantPlan(author.email, 'pro');
      const page = await browser.newPage();
      await logIn(page, llmApp.url('/ko/?login=1'), author);
      await page.getByTestId('user-menu').waitFor();
      await page.goto(llmApp.url('/ko/manuscript/dashboard'));
      await page.getByTestId('new-conversion').click();
      await page.waitForURL(/\/upload$/);
      await chooseFile(page, path.basename(DEV_MANUSCRIPT), fs.readFileSync(DEV_MANUSCRIPT));
      await page.getByTestId('upload-accepted').waitFor({ timeout: 30_000 });
      await page.locator('input[data-testid="checklist-all"]').check();
      await page.getByTestId('upload-next').click();

      const ko = (key: string) => text('ko', 'manuscript', key);
      const dialog = page.getByRole('dialog', { name: ko('autoTag.outage.title') });
      await dialog.waitFor();
      await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(await dialog.textContent()).toContain(ko('autoTag.outage.statuses.major_outage'));
      await accessible(page, 'AI outage warning, ko');
      await page.screenshot({ path: `${SHOTS}/e2e-ai-outage-ko.png` });
      await dialog.getByRole('button', { name: ko('autoTag.outage.continueWithout') }).click();
      await page.waitForURL(/\/confirm\/front\.title$/, { timeout: 60_000 });
    } finally {
      await llmApp.dispose();
      await new Promise((resolve) => statusPage.close(resolve));
    }
    // 14 s alone, 95 s once in the full browser stage (an app of its own, stopped and started again to grant
    // the plan, while the other worker converts): the limit leaves room for that, not for a hang.
  }, 400_000);
});
