import { describe, expect, it } from 'vitest';
import { sharedDataPath } from '../../packages/manuscript/src/test-support/shared-data.ts';
import { useBrowser } from '../support/browser.ts';
import { pageCall } from './page-api.ts';
import { accessible } from './support/accessible.ts';
import { noHorizontalOverflow } from './support/no-horizontal-overflow.ts';
import { useProApp } from './support/use-pro-app.ts';
import { taggedConversion } from './tagged-conversion.ts';

// The title step of the confirm board names the title the author took from the recommender ("use as title"):
// the converted documents carry it, not the highlighted one.

const browser = useBrowser();
const DOCX = sharedDataPath('manuscripts/publichealth_contraception.docx');
const SHOTS = '/tmp/galley-shots';
const TITLE = 'Contraception in lockdown: prescribing across Scottish general practices, 2018–2021';

const pro = useProApp('recommended-title-note', SHOTS);

describe('the title step after "use as title"', () => {
  it('shows the recommender’s title in a note, in English and Korean, desktop and phone', async () => {
    const page = await pro.signedIn(browser);
    const id = await taggedConversion(page, DOCX);
    const used = await pageCall(page, 'POST', '/api/v1/recommender/titles/use/', {
      conversion_id: id,
      title: TITLE,
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 375, height: 760 }],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const locale of ['en', 'ko'] as const) {
        const prefix = locale === 'en' ? '' : `/${locale}`;
        await page.goto(pro.app.url(`${prefix}/manuscript/conversionBoard/${id}/confirm/front.title`));
        const note = page.getByTestId('confirm-recommended-title');
        await note.waitFor({ timeout: 60_000 });
        expect(await note.textContent()).toContain(TITLE);
        await noHorizontalOverflow(page, `${locale} ${name}`);
        await page.screenshot({ path: `${SHOTS}/recommended-title-${locale}-${name}.png` });
        await accessible(page, `${locale} ${name}`);
      }
    }
  }, 240_000);
});
