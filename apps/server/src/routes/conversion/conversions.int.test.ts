import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSharedData } from '../../../../../packages/manuscript/src/test-support/shared-data.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { conversions, storedFiles } from '../../db/schema.ts';
import { type ConversionClient, conversionClient } from './test-support/conversion-client.ts';

// The first slice of the Manuscript Converter's calls (issue 15, spec §4/§7): create, upload a real dev
// manuscript (.docx, and a legacy .doc through LibreOffice), get, list with the status filter, file-status,
// destroy; owner only. On the database the suite runs on (PGlite, or PostgreSQL with DATABASE_URL).

let t: TestApp;
let owner: ConversionClient;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await conversionClient(t.app);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function created(client: ConversionClient): Promise<string> {
  const response = await client.create();
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('conversions', () => {
  it('create → 201 with exactly {id}, owned by the session whatever user_id says; get shows status initial', async () => {
    const other = await conversionClient(t.app);
    const response = await owner.create({ user_id: other.userId });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['id']);
    const { id } = response.json();
    const [row] = await t.database.handle.db.select().from(conversions).where(eq(conversions.id, id));
    expect(row?.userId).toBe(owner.userId);
    const read = await owner.get(id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id,
      status: 'initial',
      file_name: null,
      step_data: null,
      upload_error: null,
    });
  });

  it('a real dev .docx → 200 {success: true}, draft with its name, stored once under the conversion', async () => {
    const id = await created(owner);
    const bytes = readSharedData('manuscripts/publichealth_contraception.docx');
    const response = await owner.upload(id, bytes, 'publichealth_contraception.docx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const read = (await owner.get(id)).json();
    expect(read.status).toBe('draft');
    expect(read.file_name).toBe('publichealth_contraception.docx');
    const status = await owner.fileStatus(id);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      success: true,
      data: {
        status: 'draft',
        file_name: 'publichealth_contraception.docx',
        file_size: bytes.length,
        upload_error: null,
      },
    });
    const files = await t.database.handle.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerRef, `conversion:${id}`));
    expect(files).toHaveLength(1);
    expect(files[0]?.kind).toBe('source');
    expect(await t.app.storage.exists(`conversions/${id}/source.docx`)).toBe(true);

    // Uploading again in draft replaces the file: still one.
    const again = await owner.upload(
      id,
      readSharedData('manuscripts/bioinf_cellmap_NAR_endnote.docx'),
      'cellmap.docx',
    );
    expect(again.statusCode, again.body).toBe(200);
    const after = await t.database.handle.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerRef, `conversion:${id}`));
    expect(after).toHaveLength(1);
    expect((await owner.get(id)).json().file_name).toBe('cellmap.docx');

    // A name with control characters (PostgreSQL refuses NUL in text) is stored without them.
    const odd = await owner.upload(
      id,
      readSharedData('manuscripts/bioinf_cellmap_NAR_endnote.docx'),
      'odd\u0000\u0007name.docx',
    );
    expect(odd.statusCode, odd.body).toBe(200);
    expect((await owner.get(id)).json().file_name).toBe('oddname.docx');
  });

  it('a legacy .doc is converted by LibreOffice in the worker task and kept as .docx', async () => {
    const id = await created(owner);
    const response = await owner.upload(
      id,
      readSharedData('manuscripts/legacy-doc/engineering_haze_IJSPM.doc'),
      'haze.doc',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await owner.get(id)).json()).toMatchObject({ status: 'draft', file_name: 'haze.doc' });
    const stored = await t.app.storage.get(`conversions/${id}/source.docx`);
    expect([...stored.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  }, 120_000);

  it('list: newest first, paged by 10, condition filters by status, complete past 30 days shows as expired', async () => {
    const lister = await conversionClient(t.app);
    const ids: string[] = [];
    for (let n = 0; n < 12; n += 1) ids.push(await created(lister));
    const db = t.database.handle.db;
    const day = 86_400_000;
    await db
      .update(conversions)
      .set({ status: 'complete', completedAt: new Date(Date.now() - 31 * day) })
      .where(eq(conversions.id, ids[0] as string));
    await db
      .update(conversions)
      .set({ status: 'complete', completedAt: new Date(Date.now() - day) })
      .where(eq(conversions.id, ids[1] as string));
    await db
      .update(conversions)
      .set({ status: 'draft' })
      .where(eq(conversions.id, ids[2] as string));

    const first = (await lister.list()).json();
    expect(first).toMatchObject({ count: 12, page: 1, page_size: 10, total_pages: 2 });
    expect(first.conversion_list_info).toHaveLength(10);
    const second = (await lister.list('?page=2')).json();
    expect(second.conversion_list_info).toHaveLength(2);
    const all = [...first.conversion_list_info, ...second.conversion_list_info].map(
      (c: { id: string }) => c.id,
    );
    expect(new Set(all)).toEqual(new Set(ids));

    const expired = (await lister.list('?condition=expired')).json();
    expect(expired.conversion_list_info.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(expired.conversion_list_info[0].status).toBe('expired');
    expect((await lister.get(ids[0] as string)).json().status).toBe('expired');
    const complete = (await lister.list('?condition=complete')).json();
    expect(complete.conversion_list_info.map((c: { id: string }) => c.id)).toEqual([ids[1]]);
    expect(complete.conversion_list_info[0].expires_at).not.toBeNull();
    expect((await lister.list('?condition=draft')).json().count).toBe(1);
    expect((await lister.list('?condition=initial')).json().count).toBe(9);
    expect((await lister.list('?condition=nonsense')).statusCode).toBe(400);
    // Someone else's list holds none of them.
    expect((await owner.list('?condition=expired')).json().count).toBe(0);
  });

  it('destroy removes the conversion and every file stored for it', async () => {
    const id = await created(owner);
    expect(
      (await owner.upload(id, readSharedData('manuscripts/publichealth_contraception.docx'), 'm.docx'))
        .statusCode,
    ).toBe(200);
    const response = await owner.destroy(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await t.app.storage.exists(`conversions/${id}/source.docx`)).toBe(false);
    const rows = await t.database.handle.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerRef, `conversion:${id}`));
    expect(rows).toHaveLength(0);
    expect((await owner.get(id)).statusCode).toBe(404);
  });

  it("another user's conversion is 404 on every endpoint, and nothing of it changes", async () => {
    const id = await created(owner);
    const bytes = readSharedData('manuscripts/publichealth_contraception.docx');
    expect((await owner.upload(id, bytes, 'm.docx')).statusCode).toBe(200);
    const stranger = await conversionClient(t.app);
    const answers = [
      await stranger.get(id),
      await stranger.fileStatus(id),
      await stranger.upload(id, bytes, 'theirs.docx'),
      // Over 10 MB is cut while streaming, yet someone else's conversion still answers 404 and keeps no refusal.
      await stranger.upload(id, new Uint8Array(11 * 1024 * 1024), 'big.docx'),
      await stranger.destroy(id),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().code).toBe('not_found');
    }
    expect((await stranger.list()).json().count).toBe(0);
    const read = (await owner.get(id)).json();
    expect(read).toMatchObject({ status: 'draft', file_name: 'm.docx', upload_error: null });
    // A missing id answers alike.
    expect((await owner.get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('signed out → 401; a malformed id → 400', async () => {
    const signedOut = await t.app.inject({
      url: '/api/v1/conversion/get-conversion/?conversion_id=00000000-0000-4000-8000-000000000000',
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await owner.get('not-a-uuid')).statusCode).toBe(400);
  });

  it('an unverified email cannot use the manuscript area: 403 email_not_verified on every call, nothing created', async () => {
    const unverified = await conversionClient(t.app, { verified: false });
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const answer of [
      await unverified.create(),
      await unverified.upload(someId, new Uint8Array([0x50, 0x4b, 3, 4]), 'paper.docx'),
      await unverified.get(someId),
      await unverified.list(),
      await unverified.destroy(someId),
      await unverified.fileStatus(someId),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('email_not_verified');
    }
    const rows = await t.app.db.select().from(conversions).where(eq(conversions.userId, unverified.userId));
    expect(rows).toEqual([]);
  });
});
