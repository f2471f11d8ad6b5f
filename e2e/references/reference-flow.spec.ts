import fs from 'node:fs';
import { type CorpusEntry, type LocalServer, loadCorpus, startLocalServer } from '@galley/pubmed';
import { readRis } from '@galley/references';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../packages/pubmed/src/test-support/shared-data.ts';
import { createAccount, type TestAccount } from '../accounts/account-api.ts';
import { logIn } from '../accounts/browser-steps.ts';
import { seriousViolations } from '../public-site/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { type PastedList, plantedList } from './planted-references.ts';
import { readOrder } from './read-order.ts';
import { ReferencesApp } from './references-app.ts';

// Acceptance 2 of issue 14, in the browser over the built app: 40 real references pasted, 3 fabricated and
// 2 mis-cited among them, checked against the local E-utilities server at NCBI's pace (3 req/s, 250 ms);
// a reload mid-check resumes the progress; the flagged ones show their evidence; the diff modal takes
// PubMed's value; The Lancet is chosen; the list is copied and exported as RIS, and the RIS reads back.

const browser = useBrowser();
const en = (key: string, namespace = 'references') => text('en', namespace, key);
const NCBI_LATENCY_MS = 250;

let corpus: Map<string, CorpusEntry>;
let eutils: LocalServer;
let app: ReferencesApp;
let account: TestAccount;
let list: PastedList;

beforeAll(async () => {
  corpus = loadCorpus(sharedDataPath('pubmed'));
  list = plantedList(corpus);
  eutils = await startLocalServer({ corpus, rateLimit: 3, latencyMs: NCBI_LATENCY_MS });
  app = new ReferencesApp({ PUBMED_BASE_URL: eutils.baseUrl, NCBI_TOOL: 'galley-e2e' });
  await app.start();
  account = await createAccount(app.baseUrl, 'references');
  // Pro: 100 references a run.
  await app.grantPlan(account.email, 'pro');
}, 180_000);

afterAll(async () => {
  await app?.dispose();
  await eutils?.close();
});

function referencesUsed(page: Page): Promise<number | undefined> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/users/usage/', { credentials: 'include' });
    const usage = (await response.json()) as { items: { key: string; used: number }[] };
    return usage.items.find((item) => item.key === 'references')?.used;
  });
}

/** Opens the diff modal of reference `index` from its row's Compare button. */
async function openDiff(page: Page, index: number) {
  await page
    .getByRole('button', { name: en('table.compareLabel').replace('{{number}}', String(index)) })
    .click();
  const modal = page.getByRole('dialog', { name: en('diff.title').replace('{{number}}', String(index)) });
  await modal.waitFor();
  return modal;
}

/**
 * Serious or critical WCAG 2.2 AA violations fail the test, but softly: the flow goes on, so one
 * contrast problem does not hide what the later steps would find.
 */
async function accessible(page: Page, label: string): Promise<void> {
  expect.soft(await seriousViolations(page), label).toEqual([]);
}

const squash = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

describe('the Reference Converter, paste to export', () => {
  it('flags fabricated and mis-cited references with evidence, resumes after a reload, takes PubMed’s value, formats for The Lancet, copies and exports RIS', async () => {
    const page = await browser.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await logIn(page, app.url('/?login=1'), account);
    await page.getByTestId('user-menu').waitFor();
    await page.goto(app.url('/reference'));
    await page.getByTestId('reference-input-page').waitFor();
    await accessible(page, 'reference input');

    // Step 1: paste; the live count agrees before the check starts.
    await page.getByLabel(en('input.text.label')).fill(list.text);
    await expect.poll(() => page.getByTestId('reference-count').textContent()).toMatch(/\b40\b/);
    // Slower answers while the page reloads, so the reload lands in the middle of the check.
    eutils.setLatency(1_500);
    await page.getByRole('button', { name: en('input.submit') }).click();
    await page.waitForURL(/\/reference\/bibliography\/validate\?reference_order=/);
    const orderId = new URL(page.url()).searchParams.get('reference_order') ?? '';
    const progress = page.getByTestId('validation-progress');
    await expect
      .poll(() => progress.getAttribute('data-phase'), { timeout: 20_000 })
      .toMatch(/checking|classifying/);

    // Reload mid-check: the page picks the same check up (its events replayed), it does not start another.
    await page.reload();
    await progress.waitFor();
    expect(await progress.getAttribute('data-phase')).not.toBe('done');
    expect((await readOrder(page, orderId)).status).toMatch(/checking|classifying/);
    eutils.setLatency(NCBI_LATENCY_MS);
    await expect.poll(() => progress.getAttribute('data-phase'), { timeout: 60_000 }).toBe('done');
    expect(await page.getByTestId('progress-checked').textContent()).toBe('40 / 40');
    expect(await referencesUsed(page)).toBe(40);

    // Step 2: every row has a verdict; the planted ones are flagged, with what was cited and what PubMed says.
    const rows = page.getByTestId('reference-row');
    await expect.poll(() => rows.count()).toBe(40);
    await expect
      .poll(() => page.locator('[data-testid="reference-row"][data-status="pending"]').count())
      .toBe(0);
    const order = await readOrder(page, orderId);
    for (const planted of list.planted) {
      const row = rows.nth(planted.index - 1);
      const status = await row.getAttribute('data-status');
      if (planted.kind === 'fabricated') {
        expect(['mismatch', 'not_found'], `reference ${planted.index}`).toContain(status);
        expect(await row.textContent()).toContain(en(`status.${status}`));
        // Evidence: a made-up title on a real locator is set against the paper really there (the row's
        // precautions); an invented one is explained in the diff modal (below).
        if (status === 'mismatch') expect(await row.textContent()).toContain(en('precautions.wrong_title'));
      } else {
        expect(status, `reference ${planted.index}`).toBe('verified_with_differences');
        const wrong = planted.wrong as NonNullable<typeof planted.wrong>;
        const code = wrong.field === 'year' ? 'wrong_year' : 'wrong_pages';
        const cell = await row.textContent();
        expect(cell).toContain(en(`precautions.${code}`));
        expect(cell).toContain(wrong.cited);
        expect(cell).toContain(wrong.correct);
      }
    }
    for (const planted of list.planted.filter((p) => p.kind === 'fabricated')) {
      const modal = await openDiff(page, planted.index);
      const status = order.references[planted.index - 1]?.status;
      expect(await modal.getByTestId('diff-summary').textContent()).toBe(en(`diff.explain.${status}`));
      const evidence = modal.getByTestId('diff-evidence');
      await evidence.waitFor();
      expect(
        await evidence.textContent(),
        JSON.stringify(order.references[planted.index - 1]?.evidence),
      ).toMatch(status === 'not_found' ? /\S/ : new RegExp(en('diff.evidence.closest').slice(0, 12)));
      await modal.getByRole('button', { name: text('en', 'common', 'actions.close') }).click();
      await modal.waitFor({ state: 'hidden' });
    }
    const realOnes = order.references.filter((r) => !list.planted.some((p) => p.index === r.index));
    expect(realOnes.filter((r) => r.status.startsWith('verified')).length).toBeGreaterThanOrEqual(33);
    await accessible(page, 'reference table, check complete');

    // The diff modal of the reference cited with the wrong year: take PubMed's year.
    const misYear = list.planted.find((p) => p.wrong?.field === 'year') as (typeof list.planted)[number];
    const wrongYear = misYear.wrong as NonNullable<typeof misYear.wrong>;
    const modal = await openDiff(page, misYear.index);
    const yearCard = modal.locator('[data-testid="diff-field"][data-field="year"]');
    expect(await yearCard.getAttribute('data-marked')).toBe('true');
    expect(await yearCard.textContent()).toContain(wrongYear.cited);
    await accessible(page, 'diff modal');
    const yearLabel = en('diff.fields.year');
    await yearCard
      .getByRole('button', { name: en('diff.takeFieldLabel').replace('{{field}}', yearLabel) })
      .click();
    await expect.poll(() => yearCard.textContent()).toContain(en('diff.taken'));
    await modal.getByRole('button', { name: text('en', 'common', 'actions.close') }).click();
    const taken = (await readOrder(page, orderId)).references[misYear.index - 1];
    expect(taken?.edited).toContain('year');
    expect(String(taken?.parsed.issued?.['date-parts']?.[0]?.[0])).toBe(wrongYear.correct);

    // Step 3: The Lancet from the journal search, then step 4.
    await page.getByLabel(en('style.searchLabel', 'reference-results')).fill('Lancet');
    await page.getByRole('radio', { name: 'The Lancet', exact: true }).check();
    await page.getByRole('button', { name: en('style.continue', 'reference-results') }).click();
    await page.waitForURL(/\/reference\/bibliography\/result\?reference_order=/);
    const listed = page.getByTestId('result-list').locator('li');
    await expect.poll(() => listed.count()).toBe(40);
    const misYearText = page.locator(`#reference-text-${misYear.index}`);
    await expect.poll(() => misYearText.textContent(), { timeout: 20_000 }).toContain(wrongYear.correct);
    // The Lancet's layout: the bare number, the journal in italics, then "Year; Volume: pages".
    const lancet = (await misYearText.textContent()) ?? '';
    expect(lancet).toMatch(new RegExp(`^${misYear.index} \\S`));
    expect(lancet).toMatch(new RegExp(`${wrongYear.correct}; \\d+: \\d`));
    expect(lancet).not.toContain(`${wrongYear.cited};`);
    expect(await misYearText.locator('i').count()).toBeGreaterThan(0);
    for (const planted of list.planted.filter((p) => p.kind === 'fabricated')) {
      await page.getByTestId(`result-flag-${planted.index}`).waitFor();
    }
    await accessible(page, 'result, The Lancet');

    // Copy: the clipboard holds every formatted reference.
    await page.getByRole('button', { name: en('result.copy', 'reference-results') }).click();
    await page.getByRole('button', { name: en('result.copied', 'reference-results') }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const index of [1, misYear.index, 40]) {
      const shown = (await page.locator(`#reference-text-${index}`).textContent()) ?? '';
      expect(squash(copied)).toContain(squash(shown));
    }

    // Export RIS and read it back: the same 40 items, in order, with PubMed's year taken.
    await page.getByRole('button', { name: en('export.button', 'reference-results') }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: en('export.formats.ris', 'reference-results') }).click();
    const file = await (await download).path();
    const read = readRis(new Uint8Array(fs.readFileSync(file)));
    const final = await readOrder(page, orderId);
    expect(read.items).toHaveLength(40);
    expect(read.items.map((item) => squash(item.title))).toEqual(
      final.references.map((r) => squash(r.parsed.title)),
    );
    expect(String(read.items[misYear.index - 1]?.issued?.['date-parts']?.[0]?.[0])).toBe(wrongYear.correct);
  }, 300_000);
});
