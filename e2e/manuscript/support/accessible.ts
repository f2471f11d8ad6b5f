import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from '../../public-site/axe.ts';

/** Serious or critical WCAG 2.2 AA violations fail the test softly, so later screens are still checked. */
export async function accessible(page: Page, label: string): Promise<void> {
  expect.soft(await seriousViolations(page), label).toEqual([]);
}
