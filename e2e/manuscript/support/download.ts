import fs from 'node:fs';
import type { Page } from 'playwright-core';

/** The bytes of the file the page downloads when `click` runs (a real download event, saved by Chromium). */
export async function download(page: Page, click: () => Promise<void>): Promise<Uint8Array> {
  const waiting = page.waitForEvent('download');
  await click();
  const file = await (await waiting).path();
  return new Uint8Array(fs.readFileSync(file));
}
