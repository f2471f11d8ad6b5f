import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { text } from '../../support/catalogue.ts';
import { accessible } from './accessible.ts';

/**
 * Reset to Draft from the convert status, confirmed; then a second conversion started and left without a file;
 * then My Conversions. Returns what each dashboard row shows: its status and whether it names `fileName`
 * (the walked conversion) or says it has no file yet (the second).
 */
export async function walkReset(
  page: Page,
  dashboardUrl: string,
  locale: string,
  fileName: string,
): Promise<string[]> {
  const say = (key: string) => text(locale, 'manuscript-convert', key);
  await page.getByTestId('reset-draft').click();
  const dialog = page.getByTestId('reset-draft-dialog');
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  await accessible(page, `reset to draft dialog ${locale}`);
  await dialog.getByRole('button', { name: say('status.resetConfirm') }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/convertStatus'));

  await page.goto(dashboardUrl);
  await page.getByTestId('conversion-row').first().waitFor();
  await page.getByTestId('new-conversion').click();
  await page.waitForURL(/\/upload$/);
  await page.getByTestId('manuscript-drop-zone').waitFor();

  await page.goto(dashboardUrl);
  const rows = page.getByTestId('conversion-row');
  await expect.poll(() => rows.count()).toBe(2);
  await page
    .getByText(text(locale, 'manuscript-dashboard', 'dashboard.title'))
    .first()
    .waitFor();
  await accessible(page, `dashboard, draft and initial ${locale}`);
  const noFile = text(locale, 'manuscript-dashboard', 'dashboard.noFile');
  const shown: string[] = [];
  for (const row of await rows.all()) {
    const status = (await row.getAttribute('data-status')) ?? '';
    const words = (await row.textContent()) ?? '';
    expect(words).toContain(text(locale, 'manuscript', `status.${status}`));
    shown.push(
      `${status}: ${words.includes(fileName) ? fileName : words.includes(noFile) ? 'no file' : '?'}`,
    );
  }
  return shown.sort();
}
