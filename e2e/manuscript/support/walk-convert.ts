import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { text } from '../../support/catalogue.ts';
import { accessible } from './accessible.ts';
import { download } from './download.ts';
import { tick } from './journal-drawer.ts';

/**
 * The three journals of the walk, found in the drawer by ISSN: Oxford, SAGE and Wiley templates, whose title
 * pages carry every front-matter step (PLOS, BMC and Lancet title pages have no running title, and leave a
 * tagged one out of the .docx without the compliance report saying so — reported, not hidden here).
 */
export const WALK_JOURNALS = [
  ['0002-9262', 'american-journal-of-epidemiology'],
  ['2049-4637', 'british-journal-of-pain'],
  ['0803-5253', 'acta-paediatrica'],
] as const;

/**
 * The convert step: three journals ticked in the drawer, Convert, followed live to three complete; then each
 * journal's .docx saved through its download button. Returns the files by journal id.
 */
export async function walkConvert(page: Page, locale: string): Promise<Record<string, Uint8Array>> {
  const say = (key: string) => text(locale, 'manuscript-convert', key);
  await page.getByTestId('convert-page').waitFor();
  await page.getByText(say('convert.title')).first().waitFor();
  await page.getByTestId('target-empty').waitFor();
  await accessible(page, `convert step, empty ${locale}`);

  await page.getByRole('button', { name: say('convert.add') }).click();
  await page.getByTestId('journal-drawer').getByTestId('drawer-total').waitFor();
  for (const [issn, id] of WALK_JOURNALS) await tick(page, issn, id);
  await accessible(page, `journal drawer ${locale}`);
  await page.getByRole('button', { name: say('drawer.done') }).click();
  await page.getByTestId('drawer-count').waitFor({ state: 'detached' });
  expect(
    await page.getByTestId('target-row').evaluateAll((rows) => rows.map((row) => row.dataset.journalId)),
  ).toEqual(WALK_JOURNALS.map(([, id]) => id));
  await accessible(page, `convert step, three journals ${locale}`);

  await page.getByTestId('convert-button').click();
  await page.waitForURL(/\/convertStatus$/);
  await page.getByTestId('convert-status-page').waitFor();
  await page.getByText(say('status.title')).first().waitFor();
  const complete = page.locator('[data-testid="output-row"][data-status="complete"]');
  await expect.poll(() => complete.count(), { timeout: 180_000, interval: 500 }).toBe(3);
  await expect.poll(() => page.getByTestId('run-summary').getAttribute('data-settled')).toBe('true');
  await accessible(page, `convert status, complete ${locale}`);

  const files: Record<string, Uint8Array> = {};
  for (const [, id] of WALK_JOURNALS) {
    const row = page.locator(`[data-testid="output-row"][data-journal-id="${id}"]`);
    files[id] = await download(page, () => row.getByTestId('download-docx').click());
  }
  return files;
}
