import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../packages/pubmed/src/test-support/shared-data.ts';
import { createAccount, type TestAccount } from '../accounts/account-api.ts';
import { logIn } from '../accounts/browser-steps.ts';
import { seriousViolations } from '../public-site/axe.ts';
import { ReferencesApp } from '../references/references-app.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { addTaggedConversion } from './tagged-conversion.ts';

// Acceptance 2 of issue 19, in the browser over the built app in the public-test environment: an abstract pasted,
// candidates shown, one copied (read back from the clipboard); the similar published titles appear once the server
// has built its corpus index from the shared PubMed data (lazily, in a worker thread); the abstract taken from one of
// the author's conversions and a candidate sent back into it as its title; in production the navbar has no
// recommender button.

const browser = useBrowser();
const SHOTS = '/tmp/galley-shots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 760 };
const t = (key: string, locale = 'en') => text(locale, 'recommender', key);

// Invented for the test (not from any corpus): a randomized trial that reports a finding.
const ABSTRACT = [
  'BACKGROUND: Green tea extract may lower blood pressure, but trials in adults with hypertension are few.',
  'METHODS: We randomly assigned 120 adults with stage 1 hypertension to green tea extract or placebo for 12 weeks.',
  'RESULTS: Systolic blood pressure fell by 6 mmHg more with green tea extract than with placebo (95% CI 3 to 9).',
  'CONCLUSIONS: Green tea extract lowers blood pressure in adults with stage 1 hypertension.',
].join('\n');

const CONVERSION_FILE = 'tea-trial.docx';
const CONVERSION_TITLE = 'Tea and blood pressure';

let app: ReferencesApp;
let account: TestAccount;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  app = new ReferencesApp({
    GALLEY_ENVIRONMENT: 'public-test',
    GALLEY_SHARED_DATA: path.dirname(sharedDataPath('pubmed')),
  });
  await app.start();
  account = await createAccount(app.url('/').replace(/\/$/, ''), 'titles');
  // The recommender counts against the references quota, which the free plan does not include.
  await app.grantPlan(account.email, 'pro');
  await addTaggedConversion(
    app,
    account.email,
    CONVERSION_FILE,
    CONVERSION_TITLE,
    ABSTRACT.replace(/\n/g, ' '),
  );
}, 240_000);

afterAll(async () => {
  await app?.dispose();
});

async function recommend(page: Page, locale = 'en'): Promise<void> {
  await page.getByTestId('abstract-input').fill(ABSTRACT);
  await page.getByRole('button', { name: t('form.submit', locale) }).click();
  await page.getByTestId('title-candidate').first().waitFor();
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // From the top: a full-page shot taken scrolled down paints the sticky header over the middle of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/recommender-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

describe('the Paper Title Recommender in public-test', () => {
  it('recommends titles for a pasted abstract, copies one, shows similar published titles, passes axe', async () => {
    const page = await browser.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await logIn(page, app.url('/?login=1'), account);
    await page.getByTestId('user-menu').waitFor();
    await page.getByTestId('nav-recommender').click();
    await page.getByTestId('abstract-input').waitFor();
    expect(new URL(page.url()).pathname).toBe('/recommender');

    // The first use starts the index build; candidates come at once, similar titles once it is built.
    await recommend(page);
    const count = await page.getByTestId('title-candidate').count();
    expect(count).toBeGreaterThanOrEqual(5);
    const kinds = await page.getByTestId('title-candidate').locator('.mantine-Badge-label').allTextContents();
    expect(new Set(kinds).size).toBeGreaterThanOrEqual(3);
    const indexFile = path.join(app.dataDir, 'titles', 'title-index.json');
    await expect.poll(() => fs.existsSync(indexFile), { timeout: 240_000, interval: 1_000 }).toBe(true);
    await recommend(page);
    await page.getByTestId('similar-titles').waitFor();
    const links = page.getByTestId('similar-titles').getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.first().getAttribute('href')).toMatch(
      /^https:\/\/pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/$/,
    );

    // Copy the first candidate: the clipboard holds exactly its title.
    const title = (await page.getByTestId('title-text').first().textContent()) ?? '';
    await page.getByTestId('copy-title-0').click();
    await page.getByTestId('copy-title-0').getByText(t('copy.copied')).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(title);

    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'en');

    await page.goto(app.url('/ko/recommender'));
    await recommend(page, 'ko');
    await page.getByRole('heading', { name: t('results.heading', 'ko') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'ko');
  }, 360_000);

  it("takes the abstract from the author's conversion and sends a candidate back into it as its title", async () => {
    const page = await browser.newPage();
    await logIn(page, app.url('/?login=1'), account);
    await page.getByTestId('user-menu').waitFor();
    let current = CONVERSION_TITLE;
    for (const [locale, pick] of [
      ['en', 1],
      ['ko', 2],
    ] as const) {
      await page.goto(app.url(locale === 'en' ? '/recommender' : `/${locale}/recommender`));
      await page.getByText(t('form.sourceConversion', locale), { exact: true }).click();
      await page.getByTestId('conversion-select').click();
      await page.getByRole('option', { name: CONVERSION_FILE }).click();
      await page.getByRole('button', { name: t('form.submit', locale) }).click();
      await page.getByTestId('title-candidate').first().waitFor();
      const note = page.getByTestId('conversion-title');
      expect(await note.textContent()).toContain(current);

      // A candidate becomes the conversion's title: its card says so (and no other), and so does the title line.
      const chosen = (await page.getByTestId('title-text').nth(pick).textContent()) ?? '';
      await page.getByTestId(`use-title-${pick}`).click();
      await page.getByTestId(`use-title-${pick}`).getByText(t('use.inUse', locale)).waitFor();
      expect(await note.textContent()).toContain(chosen);
      expect(await page.getByText(t('use.inUse', locale), { exact: true }).count()).toBe(1);
      current = chosen;
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `conversion-${locale}`);
      await page.setViewportSize(PHONE);
      await page
        .getByTestId('title-candidate')
        .nth(pick)
        .screenshot({
          path: `${SHOTS}/recommender-card-in-use-${locale}-phone.png`,
        });
      await page.setViewportSize(DESKTOP);

      // Asked again, the server reads the title back from the conversion.
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v1/recommender/titles/',
      );
      await page.getByRole('button', { name: t('form.submit', locale) }).click();
      expect((await answered).status()).toBe(200);
      await expect.poll(() => note.textContent(), { timeout: 30_000 }).toContain(chosen);
      await page.getByTestId(`use-title-${pick}`).getByText(t('use.inUse', locale)).waitFor();
    }
  }, 240_000);
});

describe('the Paper Title Recommender in production', () => {
  let production: ReferencesApp;

  beforeAll(async () => {
    production = new ReferencesApp({ GALLEY_ENVIRONMENT: 'production' });
    await production.start();
  }, 120_000);

  afterAll(async () => {
    await production?.dispose();
  });

  it('has no navbar button', async () => {
    const visitor = await createAccount(production.url('/').replace(/\/$/, ''), 'titles-prod');
    const page = await browser.newPage();
    await page.goto(production.url('/'));
    await page.getByTestId('nav-manuscript').first().waitFor();
    expect(await page.getByTestId('nav-recommender').count()).toBe(0);
    await logIn(page, production.url('/?login=1'), visitor);
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('nav-recommender').count()).toBe(0);
  }, 120_000);
});
