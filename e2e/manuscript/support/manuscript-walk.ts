import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../../packages/manuscript/src/test-support/shared-data.ts';
import { logIn } from '../../accounts/browser-steps.ts';
import { ReferencesApp } from '../../references/references-app.ts';
import { useBrowser } from '../../support/browser.ts';
import { text } from '../../support/catalogue.ts';
import { pageCall } from '../page-api.ts';
import { accessible } from './accessible.ts';
import { docxWords } from './docx-words.ts';
import { grantTrial } from './grant-trial.ts';
import { missingTexts } from './missing-texts.ts';
import { officeText } from './office-text.ts';
import { registerInBrowser } from './register-in-browser.ts';
import { taggedParagraphs } from './tagged-paragraphs.ts';
import { walkConfirm } from './walk-confirm.ts';
import { walkConvert } from './walk-convert.ts';
import { walkReset } from './walk-reset.ts';
import { walkUpload } from './walk-upload.ts';

// Issue 15, acceptance 1: one walk through the browser over the built app, as a new author — register → verified
// by the mailed link → a Pro trial by `galley admin set-plan` → My Conversions → a real dev manuscript uploaded →
// auto-tag progress → every confirm step (one correction by drag, one refused drag with its popover) → three
// journals → convert → three .docx downloaded, opened by LibreOffice, holding every tagged paragraph → Reset to
// Draft → the dashboard's statuses (the draft, and a second one left initial). One spec file per language
// (manuscript-walk-en/-ko.spec.ts), so the two walks run on the two browser workers side by side.

const DOCX = sharedDataPath('manuscripts/publichealth_contraception.docx');

export function describeManuscriptWalk(locale: 'en' | 'ko'): void {
  const browser = useBrowser();
  let app: ReferencesApp;

  beforeAll(async () => {
    app = new ReferencesApp({});
    await app.start();
  }, 120_000);

  afterAll(async () => {
    await app?.dispose();
  });

  describe(`the manuscript walk in ${locale}`, () => {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const at = (route: string) => app.url(`${prefix}${route}`);

    it('goes from registration to three journals converted, downloaded and reset to draft', async () => {
      const started = Date.now();
      const page = await browser.newPage();
      const account = await registerInBrowser(page, (route) => app.url(route), app.baseUrl, locale);
      expect(await grantTrial(app, account.email)).toMatch(/: plan pro, trialing until /);
      await logIn(page, at('/?login=1'), account);
      await page.getByTestId('user-menu').waitFor();

      const id = await walkUpload(page, at('/manuscript/dashboard'), locale, DOCX);
      const confirm = await walkConfirm(page, locale);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/manuscript/conversionBoard/${id}/convert`);
      const tagged = await taggedParagraphs(page, id);
      expect(tagged.length).toBeGreaterThan(10);
      // The correction stayed: the title is the dragged 40 characters.
      expect(tagged.find(({ step }) => step === 'front.title')?.text.length).toBeLessThanOrEqual(40);

      const files = await walkConvert(page, locale);
      // LibreOffice opens each file (its text export), and every tagged text is in it or in the .docx's parts.
      const texts = await officeText(files);
      // Kept for a person reading a failure: the three files and what was tagged.
      const kept = `/tmp/galley-walk-${locale}`;
      fs.mkdirSync(kept, { recursive: true });
      for (const [journal, bytes] of Object.entries(files))
        fs.writeFileSync(`${kept}/${journal}.docx`, bytes);
      fs.writeFileSync(`${kept}/tagged.json`, JSON.stringify(tagged, null, 1));
      for (const [journal, body] of Object.entries(texts)) {
        expect(body.length, `${journal} as LibreOffice reads it`).toBeGreaterThan(5_000);
        const missing = missingTexts(tagged, `${body}\n${docxWords(files[journal] as Uint8Array)}`);
        expect(missing, `${journal}: tagged texts missing from the .docx`).toEqual([]);
      }

      const statuses = await walkReset(page, at('/manuscript/dashboard'), locale, path.basename(DOCX));
      expect(statuses).toEqual(['draft: publichealth_contraception.docx', 'initial: no file']);
      const after = await pageCall(page, 'GET', `/api/v1/conversion/get-conversion/?conversion_id=${id}`);
      expect((after.body as { status: string }).status).toBe('draft');
      await page
        .getByText(text(locale, 'manuscript', 'status.draft'))
        .first()
        .waitFor();
      await accessible(page, `dashboard ${locale}`);

      const seconds = Math.round((Date.now() - started) / 1000);
      const dragged = [...confirm.steps].filter(([, how]) => how === 'dragged').map(([step]) => step);
      fs.writeFileSync(
        `${kept}/walk.json`,
        JSON.stringify({
          seconds,
          refused: confirm.refused,
          steps: [...confirm.steps],
          dragged,
          tagged: tagged.length,
        }),
      );
      console.info(
        `walk ${locale}: ${seconds} s, ${confirm.steps.size + 1} steps (${dragged.length} dragged: ${dragged.join(', ')}), refused popover ${confirm.refused}, ${tagged.length} tagged texts found in 3 .docx`,
      );
    }, 600_000);
  });
}
