import type { Locator, Page } from 'playwright-core';
import { text } from '../support/catalogue.ts';

/** A template-drawer text in `locale`, with its {{placeholders}} filled. */
export function drawerText(key: string, values: Record<string, string | number> = {}, locale = 'en'): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{{${name}}}`, String(value)),
    text(locale, 'template-drawer', key),
  );
}

/** The drawer's row of a folder or template, by its name. */
export function row(page: Page, name: string): Locator {
  return page.getByTestId(`drawer-row-${name}`);
}

/** Opens a row's actions menu and picks `item` (a `menu.` key). */
export async function rowAction(page: Page, name: string, item: string, locale = 'en'): Promise<void> {
  await page.getByRole('button', { name: drawerText('row.actions', { name }, locale), exact: true }).click();
  await page.getByRole('menuitem', { name: drawerText(`menu.${item}`, {}, locale), exact: true }).click();
  // The menu fades out; axe would catch it half gone.
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

/** Types a name into the open name dialog and saves it; waits for the dialog to close. */
export async function submitName(page: Page, title: string, name: string, locale = 'en'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: drawerText('dialog.save', {}, locale), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Folders and templates via the API with the page's session (for paging), as the drawer would make them.
 * Returns the ids.
 */
export async function createFolders(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate(async (list) => {
    const token = await fetch('/api/v1/security/csrf-token/', { credentials: 'include' });
    const { csrf_token } = (await token.json()) as { csrf_token: string };
    const ids: string[] = [];
    for (const name of list) {
      const response = await fetch('/api/v1/reference/create/', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf_token },
        body: JSON.stringify({ name, template_type: 'folder', parent_id: null }),
      });
      ids.push(((await response.json()) as { template_id: string }).template_id);
    }
    return ids;
  }, names);
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse drag as a person does it: press the handle, pass dnd-kit's 5 px threshold, glide, release. */
export async function dragRow(page: Page, handle: Locator, target: Locator): Promise<void> {
  const start = await centre(handle);
  const end = await centre(target);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 8, { steps: 3 });
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.move(end.x + 1, end.y + 1);
  await page.mouse.up();
}
