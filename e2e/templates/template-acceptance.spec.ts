import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type LocalServer, loadCorpus, startLocalServer } from '@galley/pubmed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../packages/pubmed/src/test-support/shared-data.ts';
import { createAccount, type TestAccount } from '../accounts/account-api.ts';
import { logIn } from '../accounts/browser-steps.ts';
import { expectAccessible } from '../public-site/axe.ts';
import { plantedList } from '../references/planted-references.ts';
import { readOrder } from '../references/read-order.ts';
import { ReferencesApp } from '../references/references-app.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { repoRoot } from '../support/server.ts';
import { dragRow, drawerText, row, submitName } from './drawer-steps.ts';
import { dragWithMouse, lineKinds, listTemplates, pressAndHear, previewText } from './editor-steps.ts';

// Issue 16, acceptance 1, in the browser over the built app: a template built from scratch by mouse drag
// and one element by keyboard only, three element options that change the preview, saved into a new
// folder, moved by drag into another folder in the drawer, then chosen on the Reference Converter's result
// screen for references checked against the local E-utilities server — and the list there is exactly what
// `galley refs format --style <the saved template>` prints for the same references.

const browser = useBrowser();
const fill = (message: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)),
    message,
  );
const en = (key: string, values: Record<string, string | number> = {}) =>
  fill(text('en', 'templates', key), values);
const results = (key: string) => text('en', 'reference-results', key);
const SHOTS = '/tmp/galley-shots/templates';
const run = promisify(execFile);

let eutils: LocalServer;
let app: ReferencesApp;
let account: TestAccount;
let pasted: string;

beforeAll(async () => {
  const corpus = loadCorpus(sharedDataPath('pubmed'));
  // Six real references as printed in published papers (the planted list's first real ones).
  const blocks = plantedList(corpus).text.split('\n\n');
  pasted = [0, 1, 2, 4, 5, 6].map((index) => blocks[index]).join('\n\n');
  eutils = await startLocalServer({ corpus, rateLimit: 3, latencyMs: 50 });
  app = new ReferencesApp({ PUBMED_BASE_URL: eutils.baseUrl, NCBI_TOOL: 'galley-e2e' });
  await app.start();
  account = await createAccount(app.baseUrl, 'template-acceptance');
  await app.grantPlan(account.email, 'pro');
  fs.mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await app?.dispose();
  await eutils?.close();
});

/** What the command line prints for `items` (CSL-JSON) in `template`. */
async function cliFormat(template: unknown, items: unknown[]): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-acceptance-'));
  try {
    fs.writeFileSync(path.join(dir, 'template.json'), JSON.stringify(template));
    fs.writeFileSync(path.join(dir, 'items.json'), JSON.stringify(items));
    const { stdout } = await run(
      process.execPath,
      [
        path.join(repoRoot, 'apps/cli/bin/galley.mjs'),
        'refs',
        'format',
        '--style',
        'template.json',
        'items.json',
      ],
      { cwd: dir },
    );
    return stdout.trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a template of my own, from the editor to the converter’s result', () => {
  it('is built by mouse and keyboard, saved into a new folder, moved by drag, and formats the result list as the CLI does', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1100 } });
    await logIn(page, app.url('/?login=1'), account);
    await page.getByTestId('login-form').waitFor({ state: 'detached' });
    await page.goto(app.url('/reference/bibliography/edit'));
    await page.getByTestId('template-editor-page').waitFor();

    // Mouse: four elements to the line's end, the number dropped before the author.
    for (const kind of ['author', 'title', 'journal', 'pubdate']) {
      await dragWithMouse(page, page.getByTestId(`palette-${kind}`), page.getByTestId('line-end'));
    }
    await dragWithMouse(page, page.getByTestId('palette-number'), page.getByTestId('line-author'));
    // Keyboard only: the volume picked up with Space, ↓ into the line's end, dropped with Space.
    const volume = { element: en('elements.volume') };
    await page.getByRole('button', { name: en('dnd.dragLabel', volume), exact: true }).focus();
    await pressAndHear(page, 'Space', en('announce.start', volume));
    await pressAndHear(page, 'ArrowDown', en('announce.over.add', { ...volume, position: 6, total: 6 }));
    await pressAndHear(page, 'Space', en('announce.done.add', { ...volume, position: 6, total: 6 }));
    expect(await lineKinds(page)).toEqual(['number', 'author', 'title', 'journal', 'pubdate', 'volume']);

    // Three options, each seen in the preview: one author then "et al.", titles in capitals, in italics.
    const before = await previewText(page);
    const settingsOf = (kind: string) =>
      page
        .getByRole('button', { name: en('line.settingsLabel', { element: en(`elements.${kind}`) }) })
        .click();
    const settings = page.getByTestId('element-settings');
    await settingsOf('author');
    await settings.getByLabel(en('fields.maxDisplayCount'), { exact: true }).fill('1');
    await settings.getByLabel(en('fields.skipRule.keepFirst'), { exact: true }).fill('1');
    await expect.poll(() => previewText(page)).toContain('Polack FP, et al.');
    await settingsOf('title');
    await settings.getByLabel(en('fields.case'), { exact: true }).selectOption('upper');
    await expect.poll(() => previewText(page)).toContain('MOLECULAR STRUCTURE OF NUCLEIC ACIDS');
    await settings.getByRole('switch', { name: en('fields.italic'), exact: true }).click();
    await expect.poll(() => page.getByTestId('template-preview').locator('i').count()).toBeGreaterThan(0);
    expect(await previewText(page)).not.toBe(before);

    // Saved as "Acceptance style" into a new folder "Journal club".
    await page.getByRole('button', { name: en('toolbar.saveAs'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en('saveAs.title') });
    await dialog.getByLabel(en('toolbar.name'), { exact: true }).fill('Acceptance style');
    await dialog.getByLabel(en('saveAs.newFolder'), { exact: true }).fill('Journal club');
    await dialog.getByRole('button', { name: en('saveAs.createFolder'), exact: true }).click();
    await expect
      .poll(() =>
        dialog.getByTestId('save-as-folder').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
      )
      .toBe('Journal club');
    await dialog.getByRole('button', { name: en('saveAs.confirm'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('template-dirty').waitFor({ state: 'detached' });

    // In the drawer: a second folder "Archive", and the template dragged into it from "Journal club".
    await page.getByTestId('open-template-drawer').click();
    const drawer = page.getByRole('dialog', { name: drawerText('title') });
    await row(page, 'Journal club').waitFor();
    await drawer.getByRole('button', { name: drawerText('toolbar.newFolder'), exact: true }).click();
    await submitName(page, drawerText('create.folderTitle'), 'Archive');
    await row(page, 'Journal club').getByRole('button', { name: 'Journal club', exact: true }).click();
    await row(page, 'Acceptance style').waitFor();
    await dragRow(
      page,
      page.getByRole('button', { name: drawerText('dnd.handle', { name: 'Acceptance style' }), exact: true }),
      row(page, 'Archive'),
    );
    const folders = await listTemplates(page, null);
    const archive = folders.find((item) => item.name === 'Archive');
    await expect
      .poll(async () => (await listTemplates(page, archive?.template_id ?? null)).map((item) => item.name))
      .toEqual(['Acceptance style']);
    const [stored] = await listTemplates(page, archive?.template_id ?? null);
    await page.keyboard.press('Escape');

    // The converter: six real references pasted and checked against PubMed, any style, then the result.
    await page.goto(app.url('/reference'));
    await page.getByTestId('reference-input-page').waitFor();
    await page.getByLabel(text('en', 'references', 'input.text.label')).fill(pasted);
    await page.getByRole('button', { name: text('en', 'references', 'input.submit') }).click();
    await page.waitForURL(/\/reference\/bibliography\/validate\?reference_order=/);
    const orderId = new URL(page.url()).searchParams.get('reference_order') ?? '';
    const progress = page.getByTestId('validation-progress');
    await expect.poll(() => progress.getAttribute('data-phase'), { timeout: 60_000 }).toBe('done');
    await page.getByTestId('style-source').getByText(results('style.common'), { exact: true }).click();
    await page.getByTestId('common-style-list').getByRole('radio').first().check();
    await page.getByRole('button', { name: results('style.continue') }).click();
    await page.waitForURL(/\/reference\/bibliography\/result\?reference_order=/);
    const listed = page.getByTestId('result-list').locator('li');
    await expect.poll(() => listed.count()).toBe(6);

    // "My templates" beside the journal and common styles: the saved template formats the list.
    const format = page.getByTestId('result-format');
    await format.getByTestId('style-source').getByText(results('style.mine'), { exact: true }).click();
    await format.getByRole('radio', { name: 'Acceptance style' }).check();
    await expect.poll(() => format.getByTestId('style-current').textContent()).toContain('Acceptance style');
    const order = await readOrder(page, orderId);
    const checked = order.references.filter((reference) => reference.status !== 'pending');
    const items = checked.map((reference) => ({ ...reference.parsed, id: String(reference.index) }));
    const expected = await cliFormat(stored?.setting, items);
    expect(expected.split('\n')).toHaveLength(checked.length);
    const shown = () =>
      Promise.all(
        checked.map(
          async (reference) => (await page.locator(`#reference-text-${reference.index}`).textContent()) ?? '',
        ),
      );
    await expect.poll(async () => (await shown()).join('\n'), { timeout: 20_000 }).toBe(expected);
    expect(expected).toContain('et al.');
    await page.screenshot({ path: `${SHOTS}/result-my-template-en-desktop.png`, fullPage: true });
    await expectAccessible(page, 'result screen formatted with my template');

    // For a person to look at: the template choice at phone width, and in Japanese.
    await page.setViewportSize({ width: 375, height: 800 });
    await format.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/result-my-template-en-phone.png`, fullPage: true });
    for (const [name, width] of [
      ['desktop', 1280],
      ['phone', 375],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app.url(`/ja/reference/bibliography/result?reference_order=${orderId}`));
      await format
        .getByTestId('style-source')
        .getByText(text('ja', 'reference-results', 'style.mine'), { exact: true })
        .click();
      await format.getByRole('radio', { name: 'Acceptance style' }).check();
      await expect.poll(async () => (await shown()).join('\n'), { timeout: 20_000 }).toBe(expected);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `ja ${name}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/result-my-template-ja-${name}.png`, fullPage: true });
    }
    await expectAccessible(page, 'result screen formatted with my template, ja phone');
  });
});
