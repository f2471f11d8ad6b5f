import type { Page } from 'playwright-core';

/** Puts a file in the upload board's file input, as choosing it in the system dialog does. */
export async function chooseFile(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer,
  });
}
