import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { expectAccessible } from './axe.ts';
import { useOwnGalley } from './own-galley.ts';

const browser = useBrowser();
const galley = useOwnGalley();
const appUrl = galley.url;

const PAGES = [
  '/',
  '/about',
  '/document',
  '/document#confirm',
  '/document#precautions',
  '/document#references',
  '/pricing',
  '/privacy',
  '/terms',
  '/404',
  '/register',
  '/verify/reset',
  '/verify/email-send',
  '/verify/reset-password/not-a-real-token',
];

/** Every public page in every language, on a desktop and on a phone: no serious or critical WCAG 2.2 AA issue. */
describe.each([
  ['en', { width: 1280, height: 800 }],
  ['ko', { width: 375, height: 760 }],
  ['zh', { width: 1280, height: 800 }],
  ['ja', { width: 375, height: 760 }],
] as const)('accessibility in %s (%o)', (locale, viewport) => {
  it('finds no serious or critical WCAG 2.2 AA violation on any public page', async () => {
    const page = await browser.newPage({ viewport });
    for (const path of PAGES) {
      const url = locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`;
      await page.goto(appUrl(url));
      await page.getByTestId('site-footer').waitFor();
      await page.locator('main h1').first().waitFor();
      await expectAccessible(page, url);
    }
  });
});

describe('accessibility of what opens over a page', () => {
  it('the login modal, the phone menu and the language menu', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 760 } });
    await page.goto(appUrl('/ko?login=1'));
    await page.getByTestId('login-form').waitFor();
    await expectAccessible(page, 'login modal');

    await page.goto(appUrl('/ja/pricing'));
    await page.getByTestId('nav-burger').click();
    await page.getByRole('dialog').getByTestId('language-switcher').click();
    await page.getByTestId('language-option-zh').waitFor();
    // Checked once the menu has faded in: mid-transition its text is still blended with the page.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="menu"]')].every((menu) => getComputedStyle(menu).opacity === '1'),
    );
    await expectAccessible(page, 'phone menu with the language menu open');
  });
});
