import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';
import { purgeExpiredRows } from './purge-expired-rows.ts';

describe('purgeExpiredRows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('removes links, codes, throttle events and dev mail only once they can no longer matter', async () => {
    const { email } = await createTestUser(t.app, { twoFactor: true });
    await new TestBrowser(t.app).post('/api/v1/users/reset-password-request/', { email });
    await new TestBrowser(t.app).login(email, 'Correct-Horse-9');
    await new TestBrowser(t.app).login(email, 'wrong-password');
    const count = async () => {
      const result = await t.app.db.execute(
        'select (select count(*) from email_tokens) + (select count(*) from otp_challenges) + (select count(*) from throttle_events) + (select count(*) from mail_outbox) as n',
      );
      const rows =
        (result as unknown as { rows?: Array<{ n: unknown }> }).rows ??
        (result as unknown as Array<{ n: unknown }>);
      return Number(rows[0]?.n);
    };
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(6);
    expect(await purgeExpiredRows(t.app.db)).toBe(0);
    expect(await count()).toBe(before);
    expect(await purgeExpiredRows(t.app.db, new Date(Date.now() + 8 * 86_400_000))).toBe(before);
    expect(await count()).toBe(0);
  });
});
