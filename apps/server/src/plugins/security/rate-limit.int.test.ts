import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '120' });
  });
  afterAll(() => t.close());

  it('answers 429 with { message, wait } once the limit is spent', async () => {
    const url = '/api/v1/site/config/';
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: 'GET', url, remoteAddress: '10.1.1.1' });
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body).toMatchObject({
      code: 'rate_limited',
      message: expect.any(String),
      detail: expect.any(String),
    });
    expect(Number.isInteger(body.wait)).toBe(true);
    expect(body.wait).toBeGreaterThan(0);
    expect(body.wait).toBeLessThanOrEqual(120);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts a percent-encoded API path like the plain one (no bypass by encoding)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/%61pi/v1/site/config/',
        remoteAddress: '10.4.4.4',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts requests that match no route, so probing is limited too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/v1/nothing/', remoteAddress: '10.5.5.5' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('counts each client separately', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/site/config/',
      remoteAddress: '10.2.2.2',
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not count the health check', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.3.3.3' });
      expect(response.statusCode).toBe(200);
    }
  });
});
