import type { TemplateItem } from '@galley/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { logIn } from '../accounts/browser-steps.ts';

/** The element kinds in the template line, in order, as the page shows them. */
export function lineKinds(page: Page): Promise<string[]> {
  return page
    .getByTestId('template-line')
    .locator('[data-testid^="line-"]:not([data-testid="line-end"])')
    .evaluateAll((chips) =>
      chips.map((chip) => chip.getAttribute('data-testid')?.slice('line-'.length) ?? ''),
    );
}

/** The preview as text, one reference a line. */
export function previewText(page: Page): Promise<string> {
  return page.getByTestId('template-preview').innerText();
}

/** What dnd-kit's live region last told screen readers. */
export function announced(page: Page): Promise<string> {
  return page.locator('[id^="DndLiveRegion"]').innerText();
}

/**
 * Presses `key` and waits until screen readers are told `message`. Each arrow key of a keyboard drag is one
 * known step along the line (the editor moves by order, not by what is nearest on screen), so one press
 * has one outcome to wait for; a key pressed as the drag starts is held for dnd-kit, not lost.
 */
export async function pressAndHear(page: Page, key: string, message: string): Promise<void> {
  await page.keyboard.press(key);
  await expect.poll(() => announced(page), { message: `after ${key}` }).toBe(message);
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A mouse drag as a person does it: press on the handle, move past dnd-kit's 5 px threshold, glide to the
 * target in steps (so every pointermove is seen), release. `to` may be a point outside every drop area.
 */
export async function dragWithMouse(page: Page, from: Locator, to: Locator | { x: number; y: number }) {
  const start = await centre(from.locator('button').first());
  const end = 'x' in to ? to : await centre(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 3 });
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.move(end.x + 1, end.y + 1);
  await page.mouse.up();
}

/** One folder's items (first page) as the server holds them, read with the page's own session. */
export function listTemplates(page: Page, parentId: string | null): Promise<TemplateItem[]> {
  return page.evaluate(async (parent) => {
    const query = parent ? `?parent_id=${parent}` : '';
    const response = await fetch(`/api/v1/reference/template-list/${query}`, { credentials: 'include' });
    return ((await response.json()) as { results: TemplateItem[] }).results;
  }, parentId);
}

/** Logs `account` in and opens the template editor, in `locale` ("" for English, "/ko" …). */
export async function openTemplateEditor(
  page: Page,
  app: { url(path: string): string },
  account: { email: string; password: string },
  locale = '',
): Promise<void> {
  await logIn(page, app.url('/?login=1'), account);
  // Signed in when the login form has gone (the user menu hides in the phone layout's drawer).
  await page.getByTestId('login-form').waitFor({ state: 'detached' });
  await page.goto(app.url(`${locale}/reference/bibliography/edit`));
  await page.getByTestId('template-editor-page').waitFor();
}
