import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BoardPage } from '../board-page.ts';
import { next } from './board-next.ts';

/**
 * Every step left, to the convert page, as an author does it: a suggestion confirmed (the first only on a step
 * that takes one area), and a required step with nothing suggested refused (the button turns to error) and then
 * given a free paragraph dragged with the mouse. Returns the steps walked, with how each was answered.
 */
export async function walkRemainingSteps(
  page: Page,
  board: BoardPage,
): Promise<Map<string, 'kept' | 'dragged'>> {
  const walked = new Map<string, 'kept' | 'dragged'>();
  for (let guard = 0; guard < 40 && !page.url().endsWith('/convert'); guard++) {
    const step = (await board.step()) ?? '';
    await board.answerPopover();
    if (!(await board.multiple())) await board.deleteAll(1);
    walked.set(step, 'kept');
    if (
      (await page.getByTestId('confirm-next').getAttribute('data-mode')) === 'confirm' &&
      (await board.count()) === 0
    ) {
      await page.getByTestId('confirm-next').click();
      expect(await page.getByTestId('confirm-next').getAttribute('data-mode')).toBe('error');
      const block = (await board.freeParagraph(5)) ?? '';
      await board.drag(block, 0, await board.textLength(block));
      await expect.poll(() => board.count()).toBeGreaterThan(0);
      walked.set(step, 'dragged');
    }
    await next(page, board, step);
  }
  await page.waitForURL(/\/convert$/);
  return walked;
}
