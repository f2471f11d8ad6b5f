import { describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../packages/manuscript/src/test-support/shared-data.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { BoardPage } from './board-page.ts';
import { accessible } from './support/accessible.ts';
import { next } from './support/board-next.ts';
import { noHorizontalOverflow } from './support/no-horizontal-overflow.ts';
import { useProApp } from './support/use-pro-app.ts';
import { walkRemainingSteps } from './support/walk-remaining-steps.ts';
import { taggedConversion } from './tagged-conversion.ts';

// Issue 15, the confirm board in the browser over the built app: a real dev manuscript uploaded and auto-tagged
// (through the API), the title step's suggestion confirmed, a correction by mouse drag, refused drags with their
// popovers, a highlight deleted by click, one made with the keyboard (Shift+End, Enter), then every step to the end.

const browser = useBrowser();
const DOCX = sharedDataPath('manuscripts/publichealth_contraception.docx');
const SHOTS = '/tmp/galley-shots';
const en = (key: string) => text('en', 'manuscript-confirm', key);

const pro = useProApp('confirm-board', SHOTS);
let conversionId = '';

describe('the confirm board', () => {
  it('confirms a suggestion, corrects by drag, refuses drags with popovers, deletes by click, highlights by keyboard, walks to the end', async () => {
    const page = await pro.signedIn(browser);
    conversionId = await taggedConversion(page, DOCX);
    const board = new BoardPage(page);
    await page.goto(pro.app.url(`/manuscript/conversionBoard/${conversionId}/confirm/main.results`));
    // No skipping ahead: the board opens on the first step not done.
    await page.waitForURL(/\/confirm\/front\.title$/);
    await page.getByTestId('confirm-board').waitFor({ timeout: 60_000 });
    expect(await board.step()).toBe('front.title');

    // The tagger's suggestion for the title, with the confirm popover; confirm keeps it.
    const suggestion = page.getByTestId('confirm-popover-auto');
    await suggestion.waitFor();
    expect(await board.count()).toBeGreaterThan(0);
    await accessible(page, 'title step with its suggestion');
    await page.screenshot({ path: `${SHOTS}/confirm-title-en.png` });
    await page.getByTestId('confirm-popover-confirm').click();
    await suggestion.waitFor({ state: 'hidden' });

    // Two suggested areas on a step that takes one: Confirm says so instead of saving — unless they are one
    // area (consecutive paragraphs, isOneArea), which is saved; then Back returns to the title step.
    if ((await board.count()) > 1) {
      await page.getByTestId('confirm-next').click();
      const refused = page.getByTestId('confirm-popover-previous');
      await expect
        .poll(async () => (await refused.isVisible()) || (await board.step()) !== 'front.title', {
          timeout: 20_000,
        })
        .toBe(true);
      if (await refused.isVisible()) await page.getByTestId('confirm-popover-ok').click();
      else {
        await page.getByTestId('confirm-back').click();
        await page.waitForURL(/\/confirm\/front\.title$/);
        await expect.poll(() => board.step()).toBe('front.title');
        await expect.poll(() => board.count()).toBeGreaterThan(1);
      }
      expect(await board.step()).toBe('front.title');
    }
    // Delete by click, then the correction by mouse drag: part of the title paragraph.
    const titleBlock = (await board.highlightedParagraph('front.title')) ?? '';
    expect(titleBlock).not.toBe('');
    await board.deleteAll();
    const titleLength = await board.textLength(titleBlock);
    await board.drag(titleBlock, 0, Math.min(titleLength, 40));
    await expect.poll(() => board.count()).toBe(1);
    // A second area on a single step is refused (Previously Selected).
    const free = (await board.freeParagraph()) ?? '';
    await board.drag(free, 0, 10);
    await page.getByTestId('confirm-popover-previous').waitFor();
    expect(await page.getByTestId('confirm-popover-previous').textContent()).toContain(
      en('messages.singleOnly'),
    );
    await page.getByTestId('confirm-popover-ok').click();
    // Back before step 1 asks first; stay.
    await page.getByTestId('confirm-back').click();
    await page.getByRole('dialog', { name: en('backToUpload.title') }).waitFor();
    await page.getByRole('button', { name: en('backToUpload.cancel') }).click();
    await next(page, board, 'front.title');

    // Next step: a drag over the title's text is refused, and so is one over a table.
    const second = (await board.step()) ?? '';
    await board.answerPopover();
    await board.drag(titleBlock, 0, 10);
    const refused = page.locator('[data-testid^="confirm-popover-"]');
    await refused.first().waitFor();
    expect(await refused.first().getAttribute('data-testid')).toMatch(/duplicate|cross/);
    await accessible(page, 'refused drag popover');
    await page.screenshot({ path: `${SHOTS}/confirm-refused-en.png` });
    await page.getByTestId('confirm-popover-ok').click();
    const cell = await board.tableParagraph();
    if (cell) {
      await board.drag(cell, 0, 3);
      await page.getByTestId('confirm-popover-table').waitFor();
      expect(await page.getByTestId('confirm-popover-table').textContent()).toContain(
        en('messages.tableNotSelectable'),
      );
      await page.getByTestId('confirm-popover-ok').click();
    }

    // Hover info: another step's highlight names its step.
    await page.locator('[data-testid="confirm-document"] [data-step="front.title"]').first().hover();
    await page.getByTestId('confirm-hover-info').waitFor();

    // Back returns to the title step with its stored highlight; then forward again.
    await page.getByTestId('confirm-back').click();
    await page.waitForURL(/\/confirm\/front\.title$/);
    await expect.poll(() => board.count()).toBe(1);
    await next(page, board, 'front.title');
    expect(await board.step()).toBe(second);

    // Keyboard: caret at the start of a free paragraph, Shift+End selects its line, Enter highlights it.
    await board.answerPopover();
    if (!(await board.multiple())) await board.deleteAll();
    const before = await board.count();
    const keyed = (await board.freeParagraph()) ?? '';
    await board.click(keyed, 0);
    await page.keyboard.press('Shift+End');
    await page.keyboard.press('Enter');
    await expect.poll(() => board.count()).toBe(before + 1);

    // Every step to the end: suggestions confirmed, an empty required step given a free paragraph.
    await walkRemainingSteps(page, board);
  }, 300_000);

  it('renders in Korean and on a phone without overflow', async () => {
    const page = await pro.signedIn(browser);
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 375, height: 760 }],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const locale of ['en', 'ko'] as const) {
        const prefix = locale === 'en' ? '' : `/${locale}`;
        await page.goto(
          pro.app.url(`${prefix}/manuscript/conversionBoard/${conversionId}/confirm/main.discussion`),
        );
        await page.getByTestId('confirm-board').waitFor({ timeout: 60_000 });
        await page.getByText(text(locale, 'manuscript-confirm', 'howTo')).waitFor();
        await noHorizontalOverflow(page, `${locale} ${name}`);
        // Before axe, which scrolls the page as it checks contrasts.
        await page.screenshot({ path: `${SHOTS}/confirm-discussion-${locale}-${name}.png` });
        await accessible(page, `${locale} ${name}`);
      }
    }
  }, 180_000);

  it('goes back to the upload step only after the author confirms, and the upload is removed', async () => {
    const page = await pro.signedIn(browser);
    const id = await taggedConversion(page, DOCX);
    await page.goto(pro.app.url(`/manuscript/conversionBoard/${id}/confirm/front.title`));
    await page.getByTestId('confirm-board').waitFor({ timeout: 60_000 });
    await new BoardPage(page).answerPopover();
    await page.getByTestId('confirm-back').click();
    const dialog = page.getByRole('dialog', { name: en('backToUpload.title') });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(en('backToUpload.body'));
    await page.getByTestId('confirm-back-to-upload').click();
    await page.waitForURL(new RegExp(`/conversionBoard/${id}/upload$`));
    const status = await page.evaluate(async (id) => {
      const response = await fetch(`/api/v1/conversion/get-conversion/?conversion_id=${id}`);
      return ((await response.json()) as { status: string }).status;
    }, id);
    expect(status).toBe('initial');
  }, 120_000);
});
