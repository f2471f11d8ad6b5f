import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Ticks the journal `id` among the drawer's results once `query` (and filters) have found it. */
export async function tick(page: Page, query: string, id: string): Promise<void> {
  await page.getByTestId('drawer-search').fill(query);
  const row = page.locator(`[data-testid="journal-result"][data-journal-id="${id}"]`);
  await row.waitFor({ timeout: 15_000 });
  await row.getByRole('checkbox').check();
  await expect.poll(() => row.getAttribute('data-checked')).toBe('true');
}

/** Picks `option` in the drawer's select labelled `label` (picking the chosen one again clears it). */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByTestId('journal-drawer').getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
