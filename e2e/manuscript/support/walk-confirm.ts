import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { text } from '../../support/catalogue.ts';
import { BoardPage } from '../board-page.ts';
import { accessible } from './accessible.ts';
import { next } from './board-next.ts';
import { walkRemainingSteps } from './walk-remaining-steps.ts';

export interface ConfirmWalk {
  /** The popover kind the refused drag showed (duplicate or cross). */
  refused: string;
  /** Each step walked after the first two, kept (a suggestion) or dragged (nothing suggested). */
  steps: Map<string, 'kept' | 'dragged'>;
}

/**
 * Every confirm step in the browser: the title's suggestion shown and confirmed, then corrected by a mouse drag
 * (the suggestion clicked away, part of its paragraph dragged); on the next step a drag over the title refused
 * with its popover; then every other step to the convert page.
 */
export async function walkConfirm(page: Page, locale: string): Promise<ConfirmWalk> {
  const board = new BoardPage(page);
  const say = (key: string) => text(locale, 'manuscript-confirm', key);
  await page.getByTestId('confirm-board').waitFor({ timeout: 60_000 });
  expect(await board.step()).toBe('front.title');
  await page.getByText(say('howTo')).waitFor();

  const suggestion = page.getByTestId('confirm-popover-auto');
  await suggestion.waitFor();
  // Its words come from the article type's step data in the page's language, not from the catalogues.
  if (locale === 'ko') expect(await suggestion.textContent()).toMatch(/\p{Script=Hangul}/u);
  await accessible(page, `title step with its suggestion ${locale}`);
  await page.getByTestId('confirm-popover-confirm').click();
  await suggestion.waitFor({ state: 'hidden' });

  // The correction: the suggestion clicked away, the first 40 characters of its paragraph dragged instead.
  const titleBlock = (await board.highlightedParagraph('front.title')) ?? '';
  expect(titleBlock).not.toBe('');
  await board.deleteAll();
  await board.drag(titleBlock, 0, Math.min(await board.textLength(titleBlock), 40));
  await expect.poll(() => board.count()).toBe(1);
  await next(page, board, 'front.title');

  // The refusal: the title's text dragged again for the next step.
  await board.answerPopover();
  await board.drag(titleBlock, 0, 10);
  const popover = page.locator('[data-testid^="confirm-popover-"]').first();
  await popover.waitFor();
  const refused = ((await popover.getAttribute('data-testid')) ?? '').replace('confirm-popover-', '');
  expect(refused).toMatch(/^(duplicate|cross)$/);
  expect(await popover.textContent()).toContain(say(`popover.${refused}`));
  await accessible(page, `refused drag popover ${locale}`);
  await page.getByTestId('confirm-popover-ok').click();

  return { refused, steps: await walkRemainingSteps(page, board) };
}
