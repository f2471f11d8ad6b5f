import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { confirmedDraft } from './confirmed-draft.ts';
import { pageCall } from './page-api.ts';
import { accessible } from './support/accessible.ts';
import { download } from './support/download.ts';
import { chooseOption, tick } from './support/journal-drawer.ts';
import { noHorizontalOverflow } from './support/no-horizontal-overflow.ts';
import { useProApp } from './support/use-pro-app.ts';

// Issue 15, convert step and convert status in the browser over the built app: a draft with every step confirmed
// (through the API), three journals chosen in the drawer — one by ISSN, one by title with the category filter, one
// with a 145-character title found with the publisher filter — converted, followed live to three complete, the compliance report read,
// one .docx and the zip downloaded and opened, Reset to Draft. Screenshots in en and ko, desktop and 375 px.

const browser = useBrowser();
const en = (key: string) => text('en', 'manuscript-convert', key);
const SHOTS = '/tmp/galley-shots';
const LONG_TITLE =
  'Surgery: Official journal of the Society of University Surgeons, Central Surgical Association, and the American Association of Endocrine Surgeons';

const pro = useProApp('convert', SHOTS);

async function shoot(page: Page, name: string): Promise<void> {
  await noHorizontalOverflow(page, `${name} overflows sideways`);
  await page.screenshot({ path: `${SHOTS}/convert-${name}.png`, fullPage: true });
}

/** Waits for `locator`; on a timeout leaves a screenshot and the page's text beside the others, to see why. */
async function visible(page: Page, locator: Locator, name: string): Promise<void> {
  await locator.waitFor().catch(async (error: unknown) => {
    await page.screenshot({ path: `${SHOTS}/convert-${name}-failed.png`, fullPage: true });
    fs.writeFileSync(
      `${SHOTS}/convert-${name}-failed.txt`,
      `${page.url()}\n${await page.locator('body').innerText()}`,
    );
    throw error;
  });
}

describe('convert step and convert status', () => {
  it('chooses three journals in the drawer, converts them live, downloads a .docx and the zip, resets to draft', async () => {
    const page = await pro.signedIn(browser);
    const id = await confirmedDraft(page);

    await page.goto(pro.app.url(`/manuscript/conversionBoard/${id}/convert`));
    await visible(page, page.getByTestId('convert-page'), 'step-en');
    await page.getByTestId('target-empty').waitFor();
    expect(await page.getByTestId('convert-button').isDisabled()).toBe(true);
    await accessible(page, 'convert step, empty');

    // The drawer: by title; by title words with the category filter (a 145-character title); by ISSN.
    await page.getByRole('button', { name: en('convert.add') }).click();
    const drawer = page.getByTestId('journal-drawer');
    await drawer.getByTestId('drawer-total').waitFor();
    await tick(page, '1932-6203', 'plos-one');
    const medicine = text('en', 'manuscript-convert', 'categories.medicine');
    await chooseOption(page, en('drawer.category'), medicine);
    await tick(page, 'The Lancet', 'the-lancet');
    // The same option again clears the filter; then the publisher filter.
    await chooseOption(page, en('drawer.category'), medicine);
    await chooseOption(page, en('drawer.publisher'), 'Elsevier');
    await tick(page, 'Surgery official journal', 'surgery');
    await expect.poll(() => drawer.getByTestId('drawer-total').textContent()).toMatch(/^1 journal/);
    // The Pro plan converts to 5 journals per run: the picker counts to the plan's limit, not the server's 10.
    expect(await drawer.getByTestId('drawer-count').textContent()).toBe('3 of 5');
    await accessible(page, 'journal drawer');
    await shoot(page, 'drawer-en-desktop');
    await drawer.getByRole('button', { name: en('drawer.done') }).click();
    // Gone, not fading out (axe would measure the fading text's contrast).
    await page.getByTestId('drawer-count').waitFor({ state: 'detached' });

    const targets = page.getByTestId('target-row');
    expect(
      await targets.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-journal-id'))),
    ).toEqual(['plos-one', 'the-lancet', 'surgery']);
    expect(await targets.nth(2).textContent()).toContain(LONG_TITLE);
    await accessible(page, 'convert step, three journals');
    await shoot(page, 'step-en-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'step-en-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Convert: three journals queued, then followed live to complete.
    await page.getByTestId('convert-button').click();
    await page.waitForURL(/\/convertStatus$/);
    await page.getByTestId('convert-status-page').waitFor();
    const complete = page.locator('[data-testid="output-row"][data-status="complete"]');
    await expect.poll(() => complete.count(), { timeout: 180_000, interval: 500 }).toBe(3);
    await expect.poll(() => page.getByTestId('run-summary').getAttribute('data-settled')).toBe('true');
    await page.getByTestId('download-all').waitFor();
    await accessible(page, 'convert status, complete');

    // The compliance report of The Lancet, readable.
    const lancet = page.locator('[data-testid="output-row"][data-journal-id="the-lancet"]');
    await lancet.getByTestId('open-report').click();
    const report = page.getByTestId('report-panel');
    await report.waitFor();
    // The modal's fade-in over, so axe measures the colours the reader ends up seeing.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await page.getByTestId('report-row-mainText').textContent()).toContain(en('report.rows.mainText'));
    await accessible(page, 'compliance report');
    await shoot(page, 'report-en-desktop');
    await page
      .getByTestId('report-modal')
      .getByRole('button', { name: text('en', 'common', 'actions.close') })
      .last()
      .click();
    await report.waitFor({ state: 'hidden' });

    // One .docx, then the zip: both are zips, the .docx with its word/document.xml.
    const docx = await download(page, () => lancet.getByTestId('download-docx').click());
    const documentXml = strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array);
    expect(documentXml).toContain('<w:body>');
    const zip = unzipSync(await download(page, () => page.getByTestId('download-all').click()));
    const docxNames = Object.keys(zip).filter((name) => name.endsWith('.docx'));
    expect(docxNames.sort()).toEqual(['plos-one.docx', 'surgery.docx', 'the-lancet.docx']);
    for (const name of docxNames) {
      expect(Object.keys(unzipSync(zip[name] as Uint8Array))).toContain('word/document.xml');
    }

    // Screenshots of the finished run: en on a phone, ko on a phone and a desktop.
    await shoot(page, 'status-en-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'status-en-phone');
    await page.goto(pro.app.url(`/ko/manuscript/conversionBoard/${id}/convertStatus`));
    await visible(
      page,
      page.locator('[data-testid="output-row"][data-status="complete"]').nth(2),
      'status-ko',
    );
    await page
      .getByText(text('ko', 'manuscript-convert', 'status.title'))
      .first()
      .waitFor();
    await accessible(page, 'convert status, ko phone');
    await shoot(page, 'status-ko-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'status-ko-desktop');
    await page.goto(pro.app.url(`/manuscript/conversionBoard/${id}/convertStatus`));
    await page.getByTestId('reset-draft').waitFor();

    // Reset to Draft, confirmed: back to the board, the conversion a draft again with its journals kept.
    await page.getByTestId('reset-draft').click();
    const dialog = page.getByTestId('reset-draft-dialog');
    await dialog.getByRole('button', { name: en('status.resetConfirm') }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/convertStatus'));
    const after = await pageCall(page, 'GET', `/api/v1/conversion/get-conversion/?conversion_id=${id}`);
    expect((after.body as { status: string }).status).toBe('draft');

    // The convert step again, in Korean on a phone, with the three journals kept.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(pro.app.url(`/ko/manuscript/conversionBoard/${id}/convert`));
    await page.getByTestId('convert-page').waitFor();
    await expect.poll(() => page.getByTestId('target-row').count()).toBe(3);
    await accessible(page, 'convert step, ko phone');
    await shoot(page, 'step-ko-phone');
    await page.getByRole('button', { name: text('ko', 'manuscript-convert', 'convert.add') }).click();
    await page.getByTestId('drawer-total').waitFor();
    await shoot(page, 'drawer-ko-phone');

    // Pro converts to 5 journals at once: the picker stops at the fifth (a sixth cannot be ticked), so nothing over
    // the plan reaches Convert, and nothing is queued.
    for (const [query, journal] of [
      ['BMC Cancer', 'bmc-cancer'],
      ['Nature', 'nature'],
    ] as const)
      await tick(page, query, journal);
    await page.getByTestId('drawer-search').fill('JAMA');
    const sixth = page.locator('[data-testid="journal-result"][data-journal-id="jama"]');
    await sixth.waitFor({ timeout: 15_000 });
    expect(await sixth.getByRole('checkbox').isDisabled()).toBe(true);
    await accessible(page, 'journal drawer at the plan limit, ko phone');
    await shoot(page, 'drawer-limit-ko-phone');
    await page.getByRole('button', { name: text('ko', 'manuscript-convert', 'drawer.done') }).click();
    await page.getByTestId('drawer-count').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('target-row').count()).toBe(5);
    const refused = await pageCall(page, 'GET', `/api/v1/conversion/convert-status/?conversion_id=${id}`);
    expect(refused.body).toMatchObject({ status: 'draft', run: 1 });
  }, 420_000);
});
