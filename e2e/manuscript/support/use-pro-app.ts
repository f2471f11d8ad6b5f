import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createAccount, type TestAccount } from '../../accounts/account-api.ts';
import { logIn } from '../../accounts/browser-steps.ts';
import { ReferencesApp } from '../../references/references-app.ts';
import type { BrowserSession } from '../../support/browser.ts';

export interface ProApp {
  readonly app: ReferencesApp;
  readonly account: TestAccount;
  /** A new page of `browser` with the Pro account logged in (the user menu shown). */
  signedIn(browser: BrowserSession, viewport?: { width: number; height: number }): Promise<Page>;
}

/**
 * The built app on its own data folder for the whole spec, with one account on the Pro plan (granted on the
 * stopped server's database). `shots` is created for screenshots; with `keepLog` the server's own words are
 * written there after the last test, for a person reading a failure. Read lazily: the hooks run later.
 */
export function useProApp(label: string, shots: string, { keepLog = false } = {}): ProApp {
  let app: ReferencesApp | undefined;
  let account: TestAccount | undefined;
  beforeAll(async () => {
    fs.mkdirSync(shots, { recursive: true });
    app = new ReferencesApp({});
    await app.start();
    account = await createAccount(app.baseUrl, label);
    await app.grantPlan(account.email, 'pro');
  }, 180_000);
  afterAll(async () => {
    if (app && keepLog) fs.writeFileSync(path.join(shots, 'server.log'), app.log());
    await app?.dispose();
  });
  const proApp: ProApp = {
    get app() {
      if (!app) throw new Error('the app is read before beforeAll started it');
      return app;
    },
    get account() {
      if (!account) throw new Error('the account is read before beforeAll made it');
      return account;
    },
    async signedIn(browser, viewport = { width: 1280, height: 800 }) {
      const page = await browser.newPage({ viewport });
      await logIn(page, proApp.app.url('/?login=1'), proApp.account);
      await page.getByTestId('user-menu').waitFor();
      return page;
    },
  };
  return proApp;
}
