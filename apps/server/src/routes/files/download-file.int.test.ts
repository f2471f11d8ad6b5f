import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import { saveStoredFile } from '../../services/files/save-stored-file.ts';

async function storeFor(t: TestApp, userId: string) {
  return saveStoredFile({
    db: t.app.db,
    storage: t.app.storage,
    userId,
    key: `conversions/${userId}/경제학-논문.docx`.replace(/[^a-z0-9/.-]/gi, 'x'),
    name: '경제학 논문.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: new TextEncoder().encode('the converted manuscript'),
    kind: 'output',
  });
}

async function sessionCookie(t: TestApp, userId: string): Promise<string> {
  return `galley_session=${(await t.app.sessions.create(userId)).token}`;
}

describe('GET /api/v1/files/:id/ on the local folder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("streams the owner's file with its name, and answers 404 to anyone else or a bad id", async () => {
    const owner = await createTestUserId(t.app);
    const stranger = await createTestUserId(t.app);
    const file = await storeFor(t, owner);
    const url = `/api/v1/files/${file.id}/`;
    const mine = await t.app.inject({ url, headers: { cookie: await sessionCookie(t, owner) } });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toBe('the converted manuscript');
    expect(mine.headers['content-disposition']).toContain("filename*=UTF-8''%EA%B2%BD");
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const theirs = await t.app.inject({ url, headers: { cookie: await sessionCookie(t, stranger) } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('converted');
    const anonymous = await t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await t.app.inject({
      url: '/api/v1/files/../../etc/passwd/',
      headers: { cookie: await sessionCookie(t, owner) },
    });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('GET /api/v1/files/:id/ on S3', () => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildTestApp(s3.env('galley/files'));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('redirects the owner to a short-lived signed URL that downloads the file', async () => {
    const owner = await createTestUserId(t.app);
    const file = await storeFor(t, owner);
    const response = await t.app.inject({
      url: `/api/v1/files/${file.id}/`,
      headers: { cookie: await sessionCookie(t, owner) },
    });
    expect(response.statusCode).toBe(302);
    const signed = String(response.headers.location);
    expect(signed.startsWith(s3.endpoint)).toBe(true);
    expect(signed).toContain('X-Amz-Expires=60');
    const download = await fetch(signed);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('the converted manuscript');
    const stranger = await createTestUserId(t.app);
    const refused = await t.app.inject({
      url: `/api/v1/files/${file.id}/`,
      headers: { cookie: await sessionCookie(t, stranger) },
    });
    expect(refused.statusCode).toBe(404);
  });
});
