import fs from 'node:fs';
import { CITATION_PRESETS } from '@galley/references/format';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn } from '../accounts/browser-steps.ts';
import { confirmedDraft } from '../manuscript/confirmed-draft.ts';
import { pageCall } from '../manuscript/page-api.ts';
import { accessible } from '../manuscript/support/accessible.ts';
import { download } from '../manuscript/support/download.ts';
import { noHorizontalOverflow } from '../manuscript/support/no-horizontal-overflow.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { ADMIN_PAGES, staffOnlyCalls } from './support/admin-calls.ts';
import { headingPositions, referenceLines } from './support/heading-order.ts';
import { useStaffApp } from './support/staff-app.ts';

// Issue 16, acceptance 3, in the browser over the built app: a staff member (made by `galley admin create-user
// --staff`) opens the PLOS family in the journal template editor, drags Discussion above Results with the keyboard,
// chooses a reference template of their own, saves (version 2, with who and when), downloads the preview, and
// converts a dev manuscript for PLOS ONE: both .docx files carry the new order and the template's numbering. A
// registered user who is not staff is sent home from every admin page and gets 403 from every admin call.

const browser = useBrowser();
const SHOTS = '/tmp/galley-shots/admin';
const ctx = useStaffApp('admin-templates', SHOTS);
// Spec §2 Admin's alert, as the account guards show it.
const NOT_AUTHORIZED = text('en', 'account', 'guards.notAuthorized');

/** A reference template of the staff member's own: NLM with numbers written "R1)", easy to find in a .docx. */
async function createReferenceTemplate(page: Page): Promise<string> {
  const nlm = CITATION_PRESETS.find((preset) => preset.id === 'nlm-vancouver');
  if (!nlm) throw new Error('no nlm-vancouver preset');
  const elements = nlm.template.elements.map((element) =>
    element.element === 'number' ? { ...element, prefix: 'R', suffix: ')' } : element,
  );
  const created = await pageCall(page, 'POST', '/api/v1/reference/create/', {
    name: 'Staff numbered R',
    template_type: 'template',
    setting: { ...nlm.template, name: 'Staff numbered R', elements },
    parent_id: null,
  });
  expect(created.status).toBe(201);
  return (created.body as { template_id: string }).template_id;
}

async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('scope-layout')
    .getByTestId('section-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-heading') ?? ''));
}

async function shoot(page: Page, name: string): Promise<void> {
  await noHorizontalOverflow(page, `${name} overflows sideways`);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('journal template editor (acceptance 3)', () => {
  it('reorders PLOS sections and sets its reference template; the preview and a conversion follow them', async () => {
    const page = await browser.newPage();
    await logIn(page, ctx.app.url('/?login=1'), ctx.staff);
    await page.getByTestId('user-menu').waitFor();
    const referenceTemplateId = await createReferenceTemplate(page);

    // The list, searched.
    await page.goto(ctx.app.url('/admin/templateEditor'));
    await page.getByTestId('template-list-page').waitFor();
    await page.getByTestId('template-search').fill('plos');
    const plosRow = page.locator('[data-testid="template-row"][data-key="plos"]');
    await plosRow.waitFor();
    await accessible(page, 'template list');
    await shoot(page, 'template-list-en-desktop');
    await plosRow.getByRole('link').click();
    await page.getByTestId('template-editor').waitFor();
    expect(await page.getByTestId('template-editor').getAttribute('data-version')).toBe('1');
    const before = await sectionOrder(page);
    expect(before.slice(0, 4)).toEqual(['Introduction', 'Materials and methods', 'Results', 'Discussion']);

    // Table steps are shown but locked; Discussion moves above Results by keyboard (space, up, space).
    expect(await page.getByTestId('table-step').count()).toBe(2);
    expect(await page.getByTestId('table-step').first().getAttribute('aria-disabled')).toBe('true');
    const discussion = page.locator('[data-testid="section-card"][data-heading="Discussion"]');
    await discussion.getByTestId('section-handle').focus();
    // Each key waits for what screen readers hear, so one press has one outcome to wait for.
    const heard = (words: RegExp) =>
      page.locator('[id^="DndLiveRegion"]').filter({ hasText: words }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await heard(/^Picked up Discussion, at position 4 of \d+\.$/);
    await page.keyboard.press('ArrowUp');
    await heard(/^Discussion is at position 3 of \d+\.$/);
    await page.keyboard.press('Space');
    await expect
      .poll(() => sectionOrder(page).then((order) => order.slice(0, 4)))
      .toEqual(['Introduction', 'Materials and methods', 'Discussion', 'Results']);

    // Inside a section, parts move along it too: ethics approval before the methods text.
    const methods = page.locator('[data-testid="section-card"][data-heading="Materials and methods"]');
    const stepsOf = () =>
      methods
        .getByTestId('section-step')
        .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-step')));
    expect(await stepsOf()).toEqual(['main.materials_and_methods', 'declaration.ethics']);
    // A fast typist: Space and ← reach the page in one go, before dnd-kit listens for arrows (a timer tick
    // after the pick-up). The editor holds the early key for it; dnd-kit's own sensor lost it.
    await methods
      .locator('[data-step="declaration.ethics"]')
      .getByTestId('step-handle')
      .evaluate((handle) => {
        handle.focus();
        for (const code of ['Space', 'ArrowLeft']) {
          const key = code === 'Space' ? ' ' : code;
          const init = { key, code, bubbles: true, cancelable: true };
          (document.activeElement ?? handle).dispatchEvent(new KeyboardEvent('keydown', init));
        }
      });
    await heard(/^Ethics approval is at position 1 of 2\.$/);
    await page.keyboard.press('Space');
    await expect.poll(stepsOf).toEqual(['declaration.ethics', 'main.materials_and_methods']);

    // The staff member's own reference template.
    await page.getByTestId('reference-template').click();
    await page.getByRole('option', { name: 'Staff numbered R' }).click();
    await accessible(page, 'template editor, edited');
    await shoot(page, 'template-editor-en-desktop');

    // Save: version 2, by this staff member.
    await page.getByTestId('template-save').click();
    await expect.poll(() => page.getByTestId('template-editor').getAttribute('data-version')).toBe('2');
    const history = page.getByTestId('version-row');
    expect(await history.count()).toBe(2);
    expect(await history.first().textContent()).toContain(ctx.staff.email);
    const saved = await pageCall(page, 'GET', '/api/v1/admin/journal-templates/?search=plos');
    const plos = (saved.body as { results: { key: string; id: string }[] }).results.find(
      (row) => row.key === 'plos',
    );
    const detail = await pageCall(page, 'GET', `/api/v1/admin/journal-templates/${plos?.id}/`);
    expect((detail.body as { reference_template_id: string }).reference_template_id).toBe(
      referenceTemplateId,
    );

    // Preview: the sample manuscript for PLOS ONE, downloaded.
    await page.getByTestId('preview-journal').fill('plos-one');
    const preview = await download(page, () => page.getByTestId('preview-button').click());
    fs.writeFileSync(`${SHOTS}/plos-one-preview.docx`, preview);
    const previewOrder = headingPositions(preview, ['Discussion', 'Results']);
    expect(previewOrder.Discussion, 'preview has a Discussion heading').toBeGreaterThan(-1);
    expect(previewOrder.Discussion).toBeLessThan(previewOrder.Results ?? -1);

    // A dev manuscript converted for PLOS ONE through the convert page.
    const id = await confirmedDraft(page);
    const chosen = await pageCall(page, 'POST', '/api/v1/conversion/set-target-journals/', {
      conversion_id: id,
      journal_data: [{ journal_id: 'plos-one' }],
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    await page.goto(ctx.app.url(`/manuscript/conversionBoard/${id}/convert`));
    await page.getByTestId('convert-page').waitFor();
    await page.getByTestId('convert-button').click();
    await page.waitForURL(/\/convertStatus$/);
    const row = page.locator(
      '[data-testid="output-row"][data-journal-id="plos-one"][data-status="complete"]',
    );
    await row.waitFor({ timeout: 180_000 });
    const docx = await download(page, () => row.getByTestId('download-docx').click());
    const order = headingPositions(docx, ['Introduction', 'Discussion', 'Results', 'References']);
    expect(order.Introduction).toBeGreaterThan(-1);
    expect(order.Introduction).toBeLessThan(order.Discussion ?? -1);
    expect(order.Discussion).toBeLessThan(order.Results ?? -1);
    fs.writeFileSync(`${SHOTS}/plos-one-converted.docx`, docx);
    const references = referenceLines(docx);
    fs.writeFileSync(`${SHOTS}/plos-one-references.txt`, references.join('\n'));
    expect(references.length).toBeGreaterThan(3);
  }, 480_000);

  it('sends a non-staff user home from every admin page and refuses every admin call with 403', async () => {
    const page = await browser.newPage();
    await logIn(page, ctx.app.url('/?login=1'), ctx.member);
    await page.getByTestId('user-menu').waitFor();
    for (const path of ADMIN_PAGES) {
      await page.goto(ctx.app.url(path));
      await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
      await page.getByText(NOT_AUTHORIZED).first().waitFor();
      expect(await page.getByTestId('admin-area').count(), path).toBe(0);
    }
    // The guard's notice (account guards) has an unnamed close button: the home page is checked once it has gone.
    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    await accessible(page, 'home after the refusals');
    for (const call of staffOnlyCalls()) {
      const answer = await pageCall(page, call.method, call.path, call.method === 'GET' ? undefined : {});
      expect(answer.status, `${call.method} ${call.path}`).toBe(403);
    }
    // The public bulletin stays open to everyone.
    const bulletin = await pageCall(page, 'GET', '/api/v1/bulletin/');
    expect(bulletin.status).toBe(200);
  }, 120_000);
});
