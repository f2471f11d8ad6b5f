import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../accounts/account-api.ts';
import { expectAccessible } from '../public-site/axe.ts';
import { ReferencesApp } from '../references/references-app.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import {
  dragWithMouse,
  lineKinds,
  listTemplates,
  openTemplateEditor,
  pressAndHear,
  previewText,
} from './editor-steps.ts';

// Issue 16, the reference template editor in the browser over the built app: a template built by mouse drag
// and once by keyboard only (with what screen readers hear), three element options that change the live
// preview, axe on the page; screenshots at desktop and phone width in English and Korean for a person to see.

const browser = useBrowser();
const en = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{{${name}}}`, String(value)),
    text('en', 'templates', key),
  );
const SHOTS = '/tmp/galley-shots/templates';

let app: ReferencesApp;
let account: TestAccount;

beforeAll(async () => {
  app = new ReferencesApp({});
  await app.start();
  account = await createAccount(app.baseUrl, 'templates');
  // The reference area needs a plan that allows it.
  await app.grantPlan(account.email, 'pro');
  fs.mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await app?.dispose();
});

function openEditor(page: Page, locale = ''): Promise<void> {
  return openTemplateEditor(page, app, account, locale);
}

describe('the reference template editor', () => {
  it('builds a template by mouse drag, sets three element options and sees the preview change', async () => {
    // Tall enough that the line is not in the bottom band where dnd-kit scrolls the page mid-drag.
    const page = await browser.newPage({ viewport: { width: 1280, height: 1100 } });
    await openEditor(page);
    await page.getByText(en('preview.empty')).waitFor();

    // From the palette: to the line's end, then one dropped on the first element goes in before it.
    for (const kind of ['author', 'title', 'journal', 'pubdate']) {
      await dragWithMouse(page, page.getByTestId(`palette-${kind}`), page.getByTestId('line-end'));
    }
    await dragWithMouse(page, page.getByTestId('palette-number'), page.getByTestId('line-author'));
    expect(await lineKinds(page)).toEqual(['number', 'author', 'title', 'journal', 'pubdate']);
    // Between positions, then dragged out of both areas: removed.
    await dragWithMouse(page, page.getByTestId('line-journal'), page.getByTestId('line-title'));
    expect(await lineKinds(page)).toEqual(['number', 'author', 'journal', 'title', 'pubdate']);
    await dragWithMouse(page, page.getByTestId('line-pubdate'), { x: 5, y: 5 });
    expect(await lineKinds(page)).toEqual(['number', 'author', 'journal', 'title']);
    // The remove button does the same.
    await page
      .getByRole('button', { name: en('line.removeLabel', { element: en('elements.journal') }) })
      .click();
    expect(await lineKinds(page)).toEqual(['number', 'author', 'title']);
    await expect.poll(() => previewText(page)).toContain('Watson JD, Crick FH Molecular structure');

    // Three options: the author list cut after one name, the title in capitals, the title in italics.
    await page
      .getByRole('button', { name: en('line.settingsLabel', { element: en('elements.author') }) })
      .click();
    const settings = page.getByTestId('element-settings');
    await settings.getByLabel(en('fields.maxDisplayCount'), { exact: true }).fill('1');
    await settings.getByLabel(en('fields.skipRule.keepFirst'), { exact: true }).fill('1');
    await expect.poll(() => previewText(page)).toContain('Polack FP, et al. Safety and efficacy');
    // A number that is not an integer is refused with the spec's message, and the preview keeps the last valid one.
    await settings.getByLabel(en('fields.maxDisplayCount'), { exact: true }).fill('1.5');
    await settings.getByText(en('validation.integer')).waitFor();
    expect(await previewText(page)).toContain('Polack FP, et al.');
    await settings.getByLabel(en('fields.maxDisplayCount'), { exact: true }).fill('1');

    await page
      .getByRole('button', { name: en('line.settingsLabel', { element: en('elements.title') }) })
      .click();
    await settings.getByLabel(en('fields.case'), { exact: true }).selectOption('upper');
    await expect.poll(() => previewText(page)).toContain('MOLECULAR STRUCTURE OF NUCLEIC ACIDS');
    await settings.getByRole('switch', { name: en('fields.italic'), exact: true }).click();
    await expect.poll(() => page.getByTestId('template-preview').locator('i').count()).toBe(5);

    // Saving needs a name; then it is stored on the server, and clean.
    await page.getByRole('button', { name: en('toolbar.save'), exact: true }).click();
    await page.getByText(en('validation.nameRequired')).waitFor();
    await page.getByTestId('template-name').fill('x'.repeat(101));
    await page.getByRole('button', { name: en('toolbar.save'), exact: true }).click();
    await page.getByText(en('validation.nameTooLong', { max: 100 })).waitFor();
    await page.getByTestId('template-name').fill('My numbered style');
    await page.getByRole('button', { name: en('toolbar.save'), exact: true }).click();
    await page.getByTestId('template-dirty').waitFor({ state: 'detached' });
    const [saved] = (await listTemplates(page, null)).filter((item) => item.template_type === 'template');
    expect(saved).toMatchObject({ name: 'My numbered style', parent_id: null });
    expect(saved?.setting).toMatchObject({
      name: 'My numbered style',
      elements: [
        { element: 'number' },
        { element: 'author', maxDisplayCount: 1 },
        { element: 'title', case: 'upper' },
      ],
    });
    // The address names it, so a reload opens it.
    expect(new URL(page.url()).searchParams.get('template')).toBe(saved?.template_id);

    // Save as: into a folder made in the dialog (its name is required), and the editor edits the copy.
    await page.getByRole('button', { name: en('toolbar.saveAs'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en('saveAs.title') });
    await dialog.getByLabel(en('toolbar.name'), { exact: true }).fill('My numbered style, short');
    await dialog.getByRole('button', { name: en('saveAs.createFolder'), exact: true }).click();
    await dialog.getByText(en('validation.folderRequired')).waitFor();
    await dialog.getByLabel(en('saveAs.newFolder'), { exact: true }).fill('Journal club');
    await dialog.getByRole('button', { name: en('saveAs.createFolder'), exact: true }).click();
    const folderSelect = dialog.getByTestId('save-as-folder');
    await expect
      .poll(() => folderSelect.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
      .toBe('Journal club');
    await dialog.getByRole('button', { name: en('saveAs.confirm'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('template-name').inputValue()).toBe('My numbered style, short');
    await page.getByTestId('template-dirty').waitFor({ state: 'detached' });
    const top = await listTemplates(page, null);
    const folder = top.find((item) => item.template_type === 'folder');
    expect(folder?.name).toBe('Journal club');
    expect((await listTemplates(page, folder?.template_id ?? null)).map((item) => item.name)).toEqual([
      'My numbered style, short',
    ]);

    // Rename: the stored name changes, nothing else is saved with it.
    await page.getByRole('button', { name: en('toolbar.rename'), exact: true }).click();
    const rename = page.getByRole('dialog', { name: en('rename.title') });
    await rename.getByLabel(en('toolbar.name'), { exact: true }).fill('');
    await rename.getByRole('button', { name: en('rename.confirm'), exact: true }).click();
    await rename.getByText(en('validation.nameRequired')).waitFor();
    await rename.getByLabel(en('toolbar.name'), { exact: true }).fill('Short numbered');
    await rename.getByRole('button', { name: en('rename.confirm'), exact: true }).click();
    await rename.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await listTemplates(page, folder?.template_id ?? null)).map((item) => item.name))
      .toEqual(['Short numbered']);

    await expectAccessible(page, 'template editor with settings open');
  });

  it('builds and edits a template with the keyboard only, telling screen readers each move', async () => {
    const page = await browser.newPage();
    await openEditor(page);
    const handle = (name: string) => page.getByRole('button', { name, exact: true });
    const dragLabel = (kind: string) => en('dnd.dragLabel', { element: en(`elements.${kind}`) });

    const element = (kind: string) => en(`elements.${kind}`);
    const lineLabel = (kind: string, position: number) =>
      en('dnd.lineLabel', { element: element(kind), position });
    // Picked up with Space from its handle, as screen readers hear it.
    const pickUp = (name: string, kind: string) =>
      handle(name)
        .focus()
        .then(() => pressAndHear(page, 'Space', en('announce.start', { element: element(kind) })));

    // Author, title, DOI: ↓ from the palette enters the line at its end, Space drops it there.
    for (const [kind, total] of [
      ['author', 1],
      ['title', 2],
      ['doi', 3],
    ] as const) {
      await pickUp(dragLabel(kind), kind);
      const place = { element: element(kind), position: total, total };
      await pressAndHear(page, 'ArrowDown', en('announce.over.add', place));
      await pressAndHear(page, 'Space', en('announce.done.add', place));
    }
    await expect.poll(() => lineKinds(page)).toEqual(['author', 'title', 'doi']);

    // Title one place left, before the author.
    await pickUp(lineLabel('title', 2), 'title');
    const first = { element: element('title'), position: 1, total: 3 };
    await pressAndHear(page, 'ArrowLeft', en('announce.over.move', first));
    await pressAndHear(page, 'Space', en('announce.done.move', first));
    await expect.poll(() => lineKinds(page)).toEqual(['title', 'author', 'doi']);

    // DOI taken up, back to the palette: removed.
    await pickUp(lineLabel('doi', 3), 'doi');
    await pressAndHear(page, 'ArrowUp', en('announce.over.remove', { element: element('doi') }));
    await pressAndHear(page, 'Space', en('announce.done.remove', { element: element('doi') }));
    await expect.poll(() => lineKinds(page)).toEqual(['title', 'author']);

    // Escape cancels a drag where it is.
    await pickUp(lineLabel('author', 2), 'author');
    await pressAndHear(
      page,
      'ArrowLeft',
      en('announce.over.move', { ...first, element: element('author'), total: 2 }),
    );
    await pressAndHear(page, 'Escape', en('announce.cancel', { element: element('author') }));
    expect(await lineKinds(page)).toEqual(['title', 'author']);

    // Undo with the keyboard shortcut (outside text fields, which keep their own).
    await page.keyboard.press('Control+z');
    await expect.poll(() => lineKinds(page)).toEqual(['title', 'author', 'doi']);

    // Keyboard moves scroll the page; axe would measure chips under the translucent sticky navbar.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, 'template editor after keyboard dragging');
  });

  it('keeps unsaved edits through a dropped connection and a reload, and saves them once back', async () => {
    const page = await browser.newPage();
    await openEditor(page);
    await page.getByTestId('preset-select').selectOption('nlm-vancouver');
    await page.getByTestId('template-name').fill('Travelling style');
    await page.getByRole('button', { name: en('toolbar.save'), exact: true }).click();
    await page.getByTestId('template-dirty').waitFor({ state: 'detached' });
    const id = new URL(page.url()).searchParams.get('template');
    const stored = async () =>
      (await listTemplates(page, null)).find((item) => item.template_id === id)?.setting?.elements.length;
    const count = (await lineKinds(page)).length;
    expect(await stored()).toBe(count);
    const removeLast = async () => {
      const last = (await lineKinds(page)).at(-1) ?? '';
      await page
        .getByRole('button', { name: en('line.removeLabel', { element: en(`elements.${last}`) }) })
        .click();
    };

    // The connection drops: the save fails, the edit stays, the page says it waits.
    await removeLast();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: en('toolbar.save'), exact: true }).click();
    await page.getByText(en('save.offline')).waitFor();
    await expect.poll(() => page.getByTestId('template-dirty').textContent()).toBe(en('toolbar.waiting'));
    expect((await lineKinds(page)).length).toBe(count - 1);
    // Back: saved by itself.
    await page.context().setOffline(false);
    await page.getByTestId('template-dirty').waitFor({ state: 'detached', timeout: 20_000 });
    expect(await stored()).toBe(count - 1);

    // An edit not saved survives a reload of the template's address.
    await removeLast();
    await page.getByTestId('template-dirty').waitFor();
    await page.reload();
    await page.getByTestId('template-editor-page').waitFor();
    await page.getByText(en('save.restored')).waitFor();
    expect((await lineKinds(page)).length).toBe(count - 2);
    await page.getByTestId('template-dirty').waitFor();
    expect(await stored()).toBe(count - 1);
  });

  it('looks right at desktop and phone width, in English and Japanese, with its save dialogs', async () => {
    for (const locale of ['en', 'ja'] as const) {
      const say = (key: string) => text(locale, 'templates', key);
      for (const [name, viewport] of [
        ['desktop', { width: 1280, height: 900 }],
        ['phone', { width: 375, height: 800 }],
      ] as const) {
        const page = await browser.newPage({ viewport });
        await openEditor(page, locale === 'en' ? '' : `/${locale}`);
        await page.screenshot({ path: `${SHOTS}/editor-${locale}-${name}-empty.png`, fullPage: true });
        await page.getByTestId('preset-select').selectOption('nlm-vancouver');
        await page.getByTestId('line-author').locator('button').nth(1).click();
        await page.getByTestId('template-preview').waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${locale} ${name}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SHOTS}/editor-${locale}-${name}.png`, fullPage: true });
        // Save as, with a folder name refused (required) in view.
        await page.getByRole('button', { name: say('toolbar.saveAs'), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: say('saveAs.title') });
        await dialog.getByRole('button', { name: say('saveAs.createFolder'), exact: true }).click();
        await dialog.getByText(say('validation.folderRequired')).waitFor();
        await page.screenshot({ path: `${SHOTS}/save-as-${locale}-${name}.png` });
        await expectAccessible(page, `save as dialog ${locale} ${name}`);
      }
    }
    // Eight screenshots and axe runs: 22 s on an idle CI machine, so the default 60 s left too little room.
  }, 180_000);
});
