import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../accounts/account-api.ts';
import { logIn } from '../accounts/browser-steps.ts';
import { useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';
import { ReferencesApp } from './references-app.ts';

// Spec §9: one RIS/NBIB file of 5 MB at most, up to 100 PDFs. Both are told as soon as the files are chosen,
// in the page language, before anything is sent; Check waits while the file is too large.

const browser = useBrowser();
const MB = 1024 * 1024;
let app: ReferencesApp;
let account: TestAccount;

beforeAll(async () => {
  app = new ReferencesApp({});
  await app.start();
  account = await createAccount(app.baseUrl, 'file-limits');
  await app.grantPlan(account.email, 'pro');
}, 180_000);

afterAll(async () => {
  await app?.dispose();
});

const ris = (name: string, size: number) => ({
  name,
  mimeType: 'application/x-research-info-systems',
  buffer: Buffer.alloc(size, 'TY  - JOUR\nER  - \n'),
});

describe('reference input file limits', () => {
  it.each(['', '/ko'])('tells a RIS file over 5 MB and too many PDFs on choosing (%s)', async (prefix) => {
    const locale = prefix.slice(1) || 'en';
    const page = await browser.newPage();
    await logIn(page, app.url('/?login=1'), account);
    await page.getByTestId('login-form').waitFor({ state: 'detached' });
    await page.goto(app.url(`${prefix}/reference`));
    await page.getByTestId('reference-input-page').waitFor();

    await page.getByRole('tab').nth(1).click();
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles(ris('big.ris', 5 * MB + 1));
    const error = page.getByTestId('reference-input-error');
    await error.waitFor();
    expect(await error.innerText()).toContain(text(locale, 'references', 'errors.fileTooLarge'));
    expect(await page.getByTestId('reference-file-submit').isDisabled()).toBe(true);

    await fileInput.setInputFiles(ris('small.ris', 2000));
    await error.waitFor({ state: 'detached' });
    expect(await page.getByTestId('reference-file-submit').isDisabled()).toBe(false);

    await page.getByRole('tab').nth(2).click();
    const pdfs = Array.from({ length: 101 }, (_, i) => ({
      name: `p${i}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    }));
    await page.locator('input[type="file"]').setInputFiles(pdfs);
    const tooMany = text(locale, 'references', 'input.pdf.tooMany')
      .replaceAll('{{max}}', '100')
      .replaceAll('{{count}}', '101');
    await page.getByText(tooMany).waitFor();
  });
});
