import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { mailsTo } from '../../../test/support/outbox.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';
import { users } from '../../db/schema.ts';
import { ko } from '../../mail/text/ko.ts';

const LOCALE = '/api/v1/users/locale/';

describe('POST /api/v1/users/locale/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const localeInDatabase = async (id: string) =>
    (await t.app.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;

  it("saves the signed-in user's language, and the next mail is written in it", async () => {
    const { email, password, user } = await createTestUser(t.app, { locale: 'en' });
    const browser = new TestBrowser(t.app);
    expect((await browser.login(email, password)).statusCode).toBe(200);

    const response = await browser.post(LOCALE, { locale: 'ko' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: 'ko' });
    expect(await localeInDatabase(user.id)).toBe('ko');
    const profile = await browser.get('/api/v1/users/profile/');
    expect(profile.json().user_data.locale).toBe('ko');

    await browser.post('/api/v1/users/reset-password-request/', { email });
    const [mail] = await mailsTo(t.app, email);
    expect(mail?.subject).toBe(ko.resetPassword.subject);
    expect(mail?.text).toContain('/ko/verify/reset-password/');
  });

  it('needs a session, the CSRF header and a supported language', async () => {
    const anonymous = await new TestBrowser(t.app).post(LOCALE, { locale: 'ja' });
    expect(anonymous.statusCode).toBe(401);

    const { email, password, user } = await createTestUser(t.app, { locale: 'en' });
    const browser = new TestBrowser(t.app);
    await browser.login(email, password);
    const unsupported = await browser.post(LOCALE, { locale: 'fr' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json()).toMatchObject({ code: 'validation_error' });

    const withoutCsrf = await t.app.inject({
      method: 'POST',
      url: LOCALE,
      cookies: browser.cookies,
      payload: { locale: 'ja' },
    });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(await localeInDatabase(user.id)).toBe('en');
  });
});
