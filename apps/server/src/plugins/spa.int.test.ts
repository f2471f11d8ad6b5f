import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app.ts';

const SCRIPT = `console.log(${JSON.stringify('compress me '.repeat(200))});`;

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Galley</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), SCRIPT);
    // What the web build writes beside each asset.
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.gz'), zlib.gzipSync(SCRIPT));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ GALLEY_WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers the app's pages with index.html (history fallback), status 200, never cached", async () => {
    for (const url of [
      '/',
      '/pricing',
      '/ko/pricing',
      '/zh/document/',
      '/404',
      '/verify/reset-password/some-token',
      '/ja/authentication/email/tok3n',
      '/users/invoices/txn_123',
      '/manuscript/conversionBoard/7/confirm/abstract',
      '/xx/pricing?x=1',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers paths no page has with 404 and the same index.html, so the app renders its 404 page', async () => {
    for (const url of ['/nope', '/ko/nope', '/pricing/extra', '/xx/anything/deep?x=1', '/favicon.ico']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the Brotli or gzip file beside an asset when the browser accepts it', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers a missing asset with a plain 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers unknown API paths with a JSON 404 in the one error format', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: expect.stringContaining('/api/v1/nothing-here/'),
      code: 'not_found',
    });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers the health check when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
