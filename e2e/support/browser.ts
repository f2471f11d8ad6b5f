import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

/** System Chromium from apt: the tests need no browser download. */
export const CHROMIUM_PATH = process.env.GALLEY_CHROMIUM ?? '/usr/bin/chromium';

// Quiet and deterministic: no GPU in containers, no QUIC, no background fetches or updates mid-test.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The app under test, started by the e2e global setup. */
export function appUrl(path: string): string {
  return new URL(path, inject('baseUrl')).toString();
}

export interface PageOptions extends BrowserContextOptions {
  /**
   * The server's update and notice popups cover the page with a modal. Most flows are about something
   * else, so by default they start as a visitor who already closed them this session; popup specs pass
   * `'shown'`.
   */
  popups?: 'dismissed' | 'shown';
}

export interface BrowserSession {
  /**
   * A page in a fresh context — its own cookies, localStorage and clock — closed after the test.
   * Install `page.clock` before the first navigation when the test moves time.
   */
  newPage(options?: PageOptions): Promise<Page>;
}

/**
 * The one error a page may raise that is no fault of it: a ResizeObserver whose callback changed a size it watches
 * (Mantine's scroll areas and popovers when the viewport changes) has its further notices put off to the next frame,
 * and Chromium reports that as an error event. Nothing is lost; browsers say so for the spec's loop guard.
 */
const BENIGN_PAGE_ERROR = /^ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;

/** The ids of the popups the server publishes now, as the web app's plain "Close" stores them. */
async function closedPopups(): Promise<Record<string, string>> {
  const response = await fetch(appUrl('/api/v1/site/config/'));
  const { banners } = (await response.json()) as { banners: Record<string, { id: string } | null> };
  const closed: Record<string, string> = {};
  for (const kind of ['update', 'notice']) {
    const banner = banners[kind];
    if (banner) closed[`galley.popup.${kind}`] = banner.id;
  }
  return closed;
}

/**
 * One Chromium per spec file (a temporary profile each launch), one context per page. Registers the
 * hooks itself and fails the test on any uncaught exception in the page.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  });

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    const errors = pageErrors;
    pageErrors = [];
    if (errors.length > 0) throw new Error(`Uncaught errors in the page:\n${errors.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage({ popups = 'dismissed', ...options } = {}) {
      if (!browser) throw new Error('useBrowser() must be called at the top of a spec file');
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      contexts.push(context);
      if (popups === 'dismissed') {
        await context.addInitScript(
          (closed) => {
            for (const [key, id] of Object.entries(closed)) window.sessionStorage.setItem(key, id);
          },
          await closedPopups(),
        );
      }
      const page = await context.newPage();
      page.on('pageerror', (error) => {
        if (!BENIGN_PAGE_ERROR.test(error.message))
          pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`);
      });
      return page;
    },
  };
}
