import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser.ts';
import { text } from '../support/catalogue.ts';

const browser = useBrowser();

describe('routing error', () => {
  it('shows the routing error page, inside the layout, when a page fails to load', async () => {
    const page = await browser.newPage();
    // What users meet after a deploy replaced the chunk their open tab still points at.
    await page.route(/\/assets\/pricing-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto(appUrl('/about'));
    await page.getByTestId('nav-pricing').click();

    await page.getByTestId('routing-error-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Ooops! Sorry, Page routing error! Please refresh your browser.',
    );
    expect(await page.getByTestId('site-footer').isVisible()).toBe(true);

    // Refreshing loads the page once the chunk is reachable again.
    await page.unrouteAll();
    await page.reload();
    await page.getByTestId('pricing-page').waitFor();
  });

  it('is translated', async () => {
    const page = await browser.newPage();
    await page.route(/\/assets\/pricing-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto(appUrl('/zh/about'));
    await page.getByTestId('nav-pricing').click();

    await page.getByTestId('routing-error-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      text('zh', 'common', 'routingError.title'),
    );
  });
});
