import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page must not scroll sideways; fails softly under `label`, so later screens are still checked. */
export async function noHorizontalOverflow(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, label).toBeLessThanOrEqual(0);
}
