import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../accounts/account-api.ts';
import { expectAccessible } from '../public-site/axe.ts';
import { ReferencesApp } from '../references/references-app.ts';
import { useBrowser } from '../support/browser.ts';
import { createFolders, dragRow, drawerText as en, row, rowAction, submitName } from './drawer-steps.ts';
import { openTemplateEditor } from './editor-steps.ts';

// Issue 16, the template drawer in the browser over the built app: folders and templates created, a template
// moved between folders by mouse drag and to the top level, a folder moved with the keyboard's "Move to…",
// a template moved by keyboard drag (announced), rename, search, pages, CSL import with its report, delete with
// confirmation; axe on every state; screenshots at desktop and phone width in English and Korean. The drawer
// opens from the template editor's "My templates".

const browser = useBrowser();
const SHOTS = '/tmp/galley-shots/template-drawer';

// A small CSL style: number, authors, title map; the URL has no template element and is reported.
const TINY_CSL = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0">
  <info><title>Tiny Test Style</title><id>tiny</id><updated>2024-01-01T00:00:00+00:00</updated></info>
  <citation><layout><text variable="citation-number"/></layout></citation>
  <bibliography>
    <layout suffix=".">
      <text variable="citation-number" suffix=". "/>
      <names variable="author"><name initialize-with="" delimiter=", "/></names>
      <text variable="title" prefix=" " suffix="."/>
      <text variable="URL" prefix=" "/>
    </layout>
  </bibliography>
</style>`;

let app: ReferencesApp;

beforeAll(async () => {
  app = new ReferencesApp({});
  await app.start();
  fs.mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await app?.dispose();
});

/** A new account on the reference plan, so each test starts from an empty drawer. */
async function newAccount(tag: string): Promise<TestAccount> {
  const account = await createAccount(app.baseUrl, tag);
  await app.grantPlan(account.email, 'pro');
  return account;
}

async function openDrawer(page: Page, account: TestAccount, locale = ''): Promise<void> {
  await openTemplateEditor(page, app, account, locale);
  await reopen(page);
}

/** The editor's "My templates" button opens the drawer. */
async function reopen(page: Page): Promise<void> {
  await page.getByTestId('open-template-drawer').click();
  await page.getByTestId('drawer-tree').waitFor();
}

/** Waits until screen readers were told `message` (the page has the editor's live region too). */
async function heard(page: Page, message: string): Promise<void> {
  await expect
    .poll(() =>
      page.locator('[id^="DndLiveRegion"]').evaluateAll((regions) => regions.map((r) => r.textContent)),
    )
    .toContain(message);
}

describe('the template drawer', () => {
  it('creates, drags between folders and to the top level, renames, searches, opens and deletes', async () => {
    const account = await newAccount('drawer');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openDrawer(page, account);
    const drawer = page.getByRole('dialog', { name: en('title') });
    await drawer.getByText(en('state.empty')).waitFor();
    await expectAccessible(page, 'empty drawer');

    // A folder name is required (spec §5), then two folders.
    await drawer.getByRole('button', { name: en('toolbar.newFolder'), exact: true }).click();
    const folderDialog = page.getByRole('dialog', { name: en('create.folderTitle') });
    await folderDialog.getByRole('button', { name: en('dialog.save'), exact: true }).click();
    await folderDialog.getByText(en('name.required.folder')).waitFor();
    await expectAccessible(page, 'new folder dialog with its error');
    await submitName(page, en('create.folderTitle'), 'Cardiology');
    await drawer.getByRole('button', { name: en('toolbar.newFolder'), exact: true }).click();
    await submitName(page, en('create.folderTitle'), 'Oncology');

    // A template into Cardiology from its menu: the folder opens to show it.
    await rowAction(page, 'Cardiology', 'newTemplateInside');
    await submitName(page, en('create.templateTitle'), 'Heart style');
    await row(page, 'Heart style').waitFor();
    await expectAccessible(page, 'drawer with an open folder');

    // Dragged with the mouse onto Oncology: it leaves Cardiology, and Oncology opens with it inside.
    await dragRow(
      page,
      page.getByRole('button', { name: en('dnd.handle', { name: 'Heart style' }), exact: true }),
      row(page, 'Oncology'),
    );
    await row(page, 'Oncology').locator('..').getByTestId('drawer-row-Heart style').waitFor();
    await row(page, 'Cardiology').locator('..').getByText(en('state.emptyFolder')).waitFor();

    // And to the top level, by the strip above the tree.
    await dragRow(
      page,
      page.getByRole('button', { name: en('dnd.handle', { name: 'Heart style' }), exact: true }),
      page.getByTestId('drawer-root-drop'),
    );
    await expect
      .poll(() => row(page, 'Oncology').locator('..').getByText(en('state.emptyFolder')).count())
      .toBe(1);
    await row(page, 'Heart style').waitFor();

    // Keyboard's way: Oncology into Cardiology by "Move to…".
    await rowAction(page, 'Oncology', 'move');
    const moveDialog = page.getByRole('dialog', { name: en('move.title', { name: 'Oncology' }) });
    await moveDialog
      .getByRole('button', { name: en('move.enter', { name: 'Cardiology' }), exact: true })
      .click();
    await moveDialog.getByText(en('move.noFolders')).waitFor();
    await expectAccessible(page, 'move to dialog');
    await moveDialog.getByRole('button', { name: en('move.here'), exact: true }).click();
    await moveDialog.waitFor({ state: 'detached' });
    await row(page, 'Cardiology').locator('..').getByTestId('drawer-row-Oncology').waitFor();

    // Rename, then search finds it by the new name only.
    await rowAction(page, 'Heart style', 'rename');
    await submitName(page, en('rename.title', { name: 'Heart style' }), 'Heart style v2');
    await row(page, 'Heart style v2').waitFor();
    await page.getByTestId('drawer-search').fill('v2');
    await expect
      .poll(() => page.getByTestId('drawer-tree').locator('[data-testid^="drawer-row-"]').count())
      .toBe(1);
    await row(page, 'Heart style v2').waitFor();
    await page.getByTestId('drawer-search').fill('nothing like it');
    await drawer.getByText(en('state.noMatches', { search: 'nothing like it' })).waitFor();
    await page.getByRole('button', { name: en('toolbar.clearSearch'), exact: true }).click();

    // Open hands the template to the editor and closes the drawer.
    await row(page, 'Heart style v2').getByText('Heart style v2', { exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('template-name').inputValue()).toBe('Heart style v2');

    // Delete a folder with what it holds, after the count is shown.
    await reopen(page);
    await rowAction(page, 'Cardiology', 'delete');
    const deleteDialog = page.getByRole('dialog', { name: en('delete.folderTitle') });
    await deleteDialog.getByText(en('delete.folderContents_one', { count: 1 })).waitFor();
    await expectAccessible(page, 'delete dialog');
    await deleteDialog.getByRole('button', { name: en('delete.confirm'), exact: true }).click();
    await deleteDialog.waitFor({ state: 'detached' });
    await expect.poll(() => row(page, 'Cardiology').count()).toBe(0);
    await row(page, 'Heart style v2').waitFor();
  }, 180_000);

  it('imports a CSL style with a report, moves by keyboard drag, and pages a long folder', async () => {
    const account = await newAccount('drawer-import');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openDrawer(page, account);
    await page.getByText(en('state.empty')).waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: en('toolbar.import'), exact: true }).click();
    await (await chooser).setFiles({
      name: 'tiny.csl',
      mimeType: 'application/vnd.citationstyles.style+xml',
      buffer: Buffer.from(TINY_CSL),
    });
    const report = page.getByRole('dialog', { name: en('import.doneTitle') });
    await report.getByText(en('import.done', { file: 'tiny.csl', name: 'Tiny Test Style' })).waitFor();
    await report.getByText(en('import.warning.unsupported-variable', { detail: 'URL' })).waitFor();
    await expectAccessible(page, 'import report');
    await report.getByRole('button', { name: en('dialog.ok'), exact: true }).click();
    await row(page, 'Tiny Test Style').waitFor();

    // With the keyboard only: the template picked up by its handle, moved over a folder, dropped there.
    await page.getByRole('button', { name: en('toolbar.newFolder'), exact: true }).click();
    await submitName(page, en('create.folderTitle'), 'Box');
    await page
      .getByRole('button', { name: en('dnd.handle', { name: 'Tiny Test Style' }), exact: true })
      .focus();
    await page.keyboard.press('Space');
    await heard(page, en('announce.start', { name: 'Tiny Test Style' }));
    // ↑: onto the folder above (the next ↑ would be the top-level strip).
    await page.keyboard.press('ArrowUp');
    await heard(page, en('announce.over.move', { name: 'Tiny Test Style', folder: 'Box' }));
    await page.keyboard.press('Space');
    await heard(page, en('announce.done.move', { name: 'Tiny Test Style', folder: 'Box' }));
    await row(page, 'Box').locator('..').getByTestId('drawer-row-Tiny Test Style').waitFor();

    // 21 more folders: 22 items at the top level, two pages (20 a page).
    await createFolders(
      page,
      Array.from({ length: 21 }, (_, index) => `Folder ${String(index).padStart(2, '0')}`),
    );
    // A search and back draws the top level again, with what the API added.
    await page.getByTestId('drawer-search').fill('Folder 0');
    await row(page, 'Folder 09').waitFor();
    await page.getByTestId('drawer-search').fill('');
    await row(page, 'Folder 00').waitFor();
    await expect.poll(() => row(page, 'Folder 20').count()).toBe(0);
    await page.getByRole('button', { name: en('pager.page', { page: 2 }), exact: true }).click();
    await row(page, 'Folder 20').waitFor();
    await expect.poll(() => row(page, 'Folder 00').count()).toBe(0);
    await expectAccessible(page, 'second page');
  }, 180_000);

  it('looks right at desktop and phone width, in English and Korean, with its states', async () => {
    const account = await newAccount('drawer-shots');
    for (const locale of ['en', 'ko'] as const) {
      for (const [name, viewport] of [
        ['desktop', { width: 1280, height: 900 }],
        ['phone', { width: 375, height: 800 }],
      ] as const) {
        const page = await browser.newPage({ viewport });
        const prefix = locale === 'en' ? '' : `/${locale}`;
        const t = (key: string, values: Record<string, string | number> = {}) => en(key, values, locale);
        await openDrawer(page, account, prefix);
        if (locale === 'en' && name === 'desktop') {
          await page.getByText(t('state.empty')).waitFor();
          await page.screenshot({ path: `${SHOTS}/drawer-${locale}-${name}-empty.png` });
          await createFolders(page, [
            'Cardiology — journals of the European Society of Cardiology',
            'Oncology',
          ]);
          await page.reload();
          await page.getByTestId('template-editor-page').waitFor();
          await reopen(page);
        }
        await row(page, 'Oncology').waitFor();
        await rowAction(page, 'Oncology', 'newTemplateInside', locale);
        await submitName(page, t('create.templateTitle'), `Vancouver ${locale} ${name}`, locale);
        await row(page, `Vancouver ${locale} ${name}`).waitFor();
        await expectAccessible(page, `drawer ${locale} ${name}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${locale} ${name}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SHOTS}/drawer-${locale}-${name}.png` });
        await rowAction(page, 'Oncology', 'delete', locale);
        await page
          .getByRole('dialog', { name: t('delete.folderTitle') })
          .getByText(t('delete.question', { name: 'Oncology' }))
          .waitFor();
        await page.screenshot({ path: `${SHOTS}/drawer-${locale}-${name}-delete.png` });
        await page
          .getByRole('dialog', { name: t('delete.folderTitle') })
          .getByRole('button', { name: t('dialog.cancel'), exact: true })
          .click();
        await page.getByRole('tab', { name: t('tabs.popular') }).click();
        await page.getByTestId('drawer-popular').waitFor();
        await expectAccessible(page, `popular ${locale} ${name}`);
        await page.screenshot({ path: `${SHOTS}/drawer-${locale}-${name}-popular.png` });
      }
    }
    // The error state: the listing call fails.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route('**/api/v1/reference/template-list/**', (route) => route.abort());
    await openDrawer(page, account).catch(() => undefined);
    await page.getByTestId('drawer-error').waitFor();
    await expectAccessible(page, 'drawer error');
    await page.screenshot({ path: `${SHOTS}/drawer-en-desktop-error.png` });
  }, 400_000);
});
