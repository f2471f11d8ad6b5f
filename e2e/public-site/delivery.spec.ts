import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** The first script and the chunks index.html tells the browser to preload. */
async function initialScripts(): Promise<string[]> {
  const html = await (await fetch(appUrl('/'))).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

describe('what the server sends', () => {
  it("answers the app's pages with 200 and unknown paths with 404, both with the app", async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/pricing', 200],
      ['/ko/document', 200],
      ['/verify/reset-password/some-token', 200],
      ['/nope', 404],
      ['/ko/nope/deeper', 404],
    ] as const) {
      const response = await fetch(appUrl(path));
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    const api = await fetch(appUrl('/api/v1/nothing/'));
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends the built JavaScript Brotli- or gzip-compressed, cached for good, varying by encoding', async () => {
    const [entry] = await initialScripts();
    expect(entry).toBeDefined();
    const raw = await fetch(appUrl(entry ?? ''), { headers: { 'accept-encoding': 'identity' } });
    const rawBytes = (await raw.arrayBuffer()).byteLength;
    expect(raw.headers.get('cache-control')).toContain('immutable');

    for (const encoding of ['br', 'gzip']) {
      // fetch() decodes the body for us; the bytes on the wire are what content-length says.
      const response = await fetch(appUrl(entry ?? ''), { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(Number(response.headers.get('content-length')), encoding).toBeLessThan(rawBytes / 2);
      await response.arrayBuffer();
    }
  });

  it("makes the home page download no other page's code or catalogues", async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(appUrl('/'));
    await page.getByTestId('site-footer').waitFor();
    await page.waitForLoadState('networkidle');

    expect(scripts.some((script) => /\/home-page-[^/]+\.js$/.test(script))).toBe(true);
    const otherPages = scripts.filter((script) =>
      /\/(pricing-page|document-page|about-page|legal-page|register-page|profile-page|code-page|login-modal|legal|document|pricing)-[^/]+\.js$/.test(
        script,
      ),
    );
    expect(otherPages).toEqual([]);
    // index.html preloads only the first page's two chunks (libraries, shell) beside the runtime.
    expect((await initialScripts()).length).toBeLessThanOrEqual(3);
  });
});
