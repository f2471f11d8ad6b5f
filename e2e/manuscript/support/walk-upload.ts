import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { text } from '../../support/catalogue.ts';
import { accessible } from './accessible.ts';
import { chooseFile } from './choose-file.ts';

/**
 * An empty My Conversions → New conversion → the dev manuscript chosen and uploaded → every required item
 * ticked → Next → the auto-tag board's progress → the confirm board's first step. Returns the conversion id.
 */
export async function walkUpload(page: Page, url: string, locale: string, docx: string): Promise<string> {
  await page.goto(url);
  await page.getByTestId('conversions-empty').waitFor();
  expect(await page.getByTestId('conversions-empty').textContent()).toContain(
    text(locale, 'manuscript-dashboard', 'dashboard.emptyTitle'),
  );
  await accessible(page, `dashboard, empty ${locale}`);

  await page.getByTestId('new-conversion').click();
  await page.waitForURL(/\/manuscript\/conversionBoard\/[0-9a-f-]{36}\/upload$/);
  const id = /conversionBoard\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  await page.getByTestId('manuscript-drop-zone').waitFor();
  await page
    .getByText(text(locale, 'manuscript', 'upload.title'))
    .first()
    .waitFor();
  await accessible(page, `upload board ${locale}`);

  await chooseFile(page, path.basename(docx), fs.readFileSync(docx));
  await page.getByTestId('upload-accepted').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('upload-accepted').textContent()).toContain(path.basename(docx));
  await page.locator('input[data-testid="checklist-all"]').check();
  await accessible(page, `upload board, checklist ticked ${locale}`);

  await page.getByTestId('upload-next').click();
  await page.waitForURL(/\/uploading$/);
  await page.getByTestId('auto-tag-status').waitFor();
  await page
    .getByText(text(locale, 'manuscript', 'autoTag.title'))
    .first()
    .waitFor();
  await accessible(page, `auto-tag board ${locale}`);
  await page.waitForURL(/\/confirm\/front\.title$/, { timeout: 90_000 });
  return id;
}
