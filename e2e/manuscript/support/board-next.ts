import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BoardPage } from '../board-page.ts';

/** Next/confirm, then wait for the board of another step or for the convert page. */
export async function next(page: Page, board: BoardPage, from: string): Promise<void> {
  await page.getByTestId('confirm-next').click();
  await expect
    .poll(async () => page.url().endsWith('/convert') || (await board.step().catch(() => from)) !== from, {
      timeout: 20_000,
    })
    .toBe(true);
}
