import fs from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * The bytes of the file the page downloads when `click` runs (a real download event, saved by Chromium). Some files
 * are written on the click (a journal template's preview converts its sample manuscript first): the wait is the test's
 * own limit rather than Playwright's 30 s.
 */
export async function download(page: Page, click: () => Promise<void>): Promise<Uint8Array> {
  const waiting = page.waitForEvent('download', { timeout: 0 });
  await click();
  const file = await (await waiting).path();
  return new Uint8Array(fs.readFileSync(file));
}
