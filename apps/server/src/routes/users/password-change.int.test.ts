import { VALIDATION_MESSAGES } from '@galley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { TestBrowser } from '../../../test/support/test-browser.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';

const UPDATE = '/api/v1/users/password-update/';
const PROFILE = '/api/v1/users/profile/';

describe('POST /api/v1/users/password-update/ (change password)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function change(browser: TestBrowser, prev: string, next: string, next2 = next) {
    return browser.post(UPDATE, {
      prev_password: prev === '' ? '' : await browser.encrypt(prev),
      password: next === '' ? '' : await browser.encrypt(next),
      password2: next2 === '' ? '' : await browser.encrypt(next2),
    });
  }

  it('keeps this session, ends the others with 461, and the new password works', async () => {
    const { email, password } = await createTestUser(t.app);
    const here = new TestBrowser(t.app);
    const elsewhere = new TestBrowser(t.app);
    await here.login(email, password);
    await elsewhere.login(email, password);

    const response = await change(here, password, 'Fresh-Start-2026');
    expect(response.statusCode).toBe(200);
    expect((await here.get(PROFILE)).statusCode).toBe(200);
    const ended = await elsewhere.get(PROFILE);
    expect(ended.statusCode).toBe(461);
    expect(ended.json().code).toBe('session_ended');
    expect((await new TestBrowser(t.app).login(email, password)).statusCode).toBe(400);
    expect((await new TestBrowser(t.app).login(email, 'Fresh-Start-2026')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with "Invalid password." and changes nothing', async () => {
    const { email, password } = await createTestUser(t.app);
    const browser = new TestBrowser(t.app);
    await browser.login(email, password);
    const response = await change(browser, 'Not-My-Password-1', 'Fresh-Start-2026');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_password', detail: 'Invalid password.' });
    expect((await new TestBrowser(t.app).login(email, password)).statusCode).toBe(200);
  });

  it.each([
    ['', 'Fresh-Start-2026', 'Fresh-Start-2026', 'prev_password', 'currentPasswordRequired'],
    ['CURRENT', 'Short-1', 'Short-1', 'password', 'passwordLength'],
    ['CURRENT', 'alllowercaseletters', 'alllowercaseletters', 'password', 'passwordClasses'],
    ['CURRENT', 'Fresh-Start-2026', 'Fresh-Start-2027', 'password2', 'passwordMismatch'],
  ])('prev %j, new %j/%j → %s %s', async (prev, next, next2, field, code) => {
    const { email, password } = await createTestUser(t.app);
    const browser = new TestBrowser(t.app);
    await browser.login(email, password);
    const response = await change(browser, prev === 'CURRENT' ? password : prev, next, next2);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      field,
      code,
      message: VALIDATION_MESSAGES[code as keyof typeof VALIDATION_MESSAGES],
    });
  });
});
