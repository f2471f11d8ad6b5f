import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settleAnimations } from '../support/settle-animations.ts';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected through page.evaluate so the app's CSP (no inline script) stays on. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Makes every CSS transition and animation instant while axe runs (a constructed style sheet, which the CSP does not
 * govern), or takes that back. A toast that closes itself on a timer may begin to fade out during the scan: at once
 * gone, it is not measured half-transparent. Colours are untouched; the states are the ones the page rests in.
 */
async function instantMotion(page: Page, on: boolean): Promise<void> {
  await page.evaluate((enable) => {
    const marked = window as unknown as { __axeStill?: CSSStyleSheet };
    if (enable && !marked.__axeStill) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; }',
      );
      marked.__axeStill = sheet;
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    } else if (!enable && marked.__axeStill) {
      const sheet = marked.__axeStill;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      delete marked.__axeStill;
    }
  }, on);
}

/** The page's serious and critical WCAG 2.2 AA violations, as axe-core reports them. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await instantMotion(page, true);
  try {
    return await scan(page);
  } finally {
    await instantMotion(page, false).catch(() => undefined);
  }
}

async function scan(page: Page): Promise<Violation[]> {
  await settleAnimations(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    interface AxeResult {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    }
    const axe = (
      window as unknown as { axe: { run(context: Document, options: unknown): Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
    }));
  }, WCAG_AA_TAGS);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Fails the test, naming the rule and the elements, on any serious or critical WCAG 2.2 AA violation. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  expect(await seriousViolations(page), label).toEqual([]);
}
