import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';
import { loadConfig } from '../../config/load-config.ts';
import { conversions, storedFiles } from '../../db/schema.ts';
import { retentionJob } from '../../jobs/definitions/system/retention.job.ts';
import { LocalFileStorage } from '../../storage/local-file-storage.ts';
import { isPartialWrite, partialWritePath } from '../../storage/local-partial-writes.ts';
import { saveStoredFile } from '../files/save-stored-file.ts';
import { ABANDONED_WRITE_AGE_MS, applyRetention } from './apply-retention.ts';

const DAY_MS = 86_400_000;
// A fixed clock: every age below is measured from it, never from the wall clock.
const NOW = new Date('2030-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

type ConversionStatus = 'initial' | 'uploading' | 'draft' | 'converting' | 'complete' | 'expired';

describe('applyRetention (privacy page: files deleted 30 days after completion)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function conversionWithFiles(
    userId: string,
    status: ConversionStatus,
    times: { updatedAt: Date; completedAt: Date | null },
  ) {
    const [row] = await t.app.db
      .insert(conversions)
      .values({ userId, status, createdAt: daysAgo(60), ...times })
      .returning();
    if (!row) throw new Error('conversion not inserted');
    const ownerRef = `conversion:${row.id}`;
    const common = { db: t.app.db, storage: t.app.storage, userId, ownerRef };
    const source = await saveStoredFile({
      ...common,
      key: `conversions/${row.id}/source.docx`,
      name: 'manuscript.docx',
      contentType: 'application/octet-stream',
      bytes: new TextEncoder().encode(`source of ${row.id}`),
      kind: 'source',
    });
    const output = await saveStoredFile({
      ...common,
      key: `conversions/${row.id}/journal.docx`,
      name: 'journal.docx',
      contentType: 'application/octet-stream',
      bytes: new TextEncoder().encode(`output of ${row.id}`),
      kind: 'output',
    });
    return {
      id: row.id,
      source: { id: source.id, key: `conversions/${row.id}/source.docx` },
      output: { id: output.id, key: `conversions/${row.id}/journal.docx` },
    };
  }

  async function conversion(id: string) {
    const [row] = await t.app.db.select().from(conversions).where(eq(conversions.id, id));
    return row;
  }

  async function fileRows(ids: string[]) {
    return t.app.db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, ids));
  }

  it('expires completed conversions past 30 days, deletes abandoned drafts’ sources, and is idempotent', async () => {
    const { user } = await createTestUser(t.app);
    const oldComplete = await conversionWithFiles(user.id, 'complete', {
      updatedAt: daysAgo(31),
      completedAt: daysAgo(31),
    });
    const recentComplete = await conversionWithFiles(user.id, 'complete', {
      updatedAt: daysAgo(29),
      completedAt: daysAgo(29),
    });
    const oldDraft = await conversionWithFiles(user.id, 'draft', {
      updatedAt: daysAgo(31),
      completedAt: null,
    });
    const recentDraft = await conversionWithFiles(user.id, 'draft', {
      updatedAt: daysAgo(5),
      completedAt: null,
    });
    const recentBefore = await conversion(recentComplete.id);
    const recentDraftBefore = await conversion(recentDraft.id);
    const oldDraftBefore = await conversion(oldDraft.id);

    const first = await applyRetention({
      db: t.app.db,
      storage: t.app.storage,
      now: NOW,
      draftRetentionDays: 30,
    });
    expect(first).toEqual({ expiredConversions: 1, abandonedDrafts: 1, deletedFiles: 3, abandonedWrites: 0 });

    // Completed 31 days ago: expired, both files gone from the store and from stored_files.
    const expired = await conversion(oldComplete.id);
    expect(expired?.status).toBe('expired');
    expect(expired?.expiredAt?.toISOString()).toBe(NOW.toISOString());
    expect(await t.app.storage.exists(oldComplete.source.key)).toBe(false);
    expect(await t.app.storage.exists(oldComplete.output.key)).toBe(false);
    expect(await fileRows([oldComplete.source.id, oldComplete.output.id])).toEqual([]);

    // Completed 29 days ago: untouched.
    expect(await conversion(recentComplete.id)).toEqual(recentBefore);
    expect(await t.app.storage.exists(recentComplete.source.key)).toBe(true);
    expect(await t.app.storage.exists(recentComplete.output.key)).toBe(true);
    expect(await fileRows([recentComplete.source.id, recentComplete.output.id])).toHaveLength(2);

    // Draft untouched for 31 days: the row and its status stay, its uploaded source goes.
    expect(await conversion(oldDraft.id)).toEqual(oldDraftBefore);
    expect(await t.app.storage.exists(oldDraft.source.key)).toBe(false);
    expect(await fileRows([oldDraft.source.id])).toEqual([]);
    expect(await t.app.storage.exists(oldDraft.output.key)).toBe(true);
    expect(await fileRows([oldDraft.output.id])).toHaveLength(1);

    // Draft touched 5 days ago: untouched.
    expect(await conversion(recentDraft.id)).toEqual(recentDraftBefore);
    expect(await t.app.storage.exists(recentDraft.source.key)).toBe(true);
    expect(await fileRows([recentDraft.source.id, recentDraft.output.id])).toHaveLength(2);

    // A second pass at the same time finds nothing new to do.
    const snapshot = async () => ({
      conversions: await t.app.db.select().from(conversions).orderBy(conversions.id),
      files: await t.app.db.select().from(storedFiles).orderBy(storedFiles.id),
    });
    const before = await snapshot();
    const second = await applyRetention({
      db: t.app.db,
      storage: t.app.storage,
      now: NOW,
      draftRetentionDays: 30,
    });
    expect(second).toEqual({
      expiredConversions: 0,
      abandonedDrafts: 1,
      deletedFiles: 0,
      abandonedWrites: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('sweeps the temporaries of writes a killed process left, not a write still in flight', async () => {
    const storage = t.app.storage;
    if (!(storage instanceof LocalFileStorage))
      throw new Error('the test app stores files in a local folder');
    const { user } = await createTestUser(t.app);
    const kept = await conversionWithFiles(user.id, 'complete', {
      updatedAt: daysAgo(1),
      completedAt: daysAgo(1),
    });
    const target = path.join(storage.root, kept.output.key);
    const temporaries = { killed: partialWritePath(target), inFlight: partialWritePath(target) };
    for (const [file, age] of [
      [temporaries.killed, 2 * ABANDONED_WRITE_AGE_MS],
      [temporaries.inFlight, 60_000],
    ] as const) {
      await fs.writeFile(file, 'half a docx');
      const time = new Date(NOW.getTime() - age);
      await fs.utimes(file, time, time);
    }
    const folder = async () => (await fs.readdir(path.dirname(target))).sort();
    expect((await folder()).filter(isPartialWrite)).toHaveLength(2);

    const result = await applyRetention({ db: t.app.db, storage, now: NOW, draftRetentionDays: 30 });
    expect(result.abandonedWrites).toBe(1);
    expect(await folder()).toEqual(
      ['journal.docx', 'source.docx', path.basename(temporaries.inFlight)].sort(),
    );
    expect(await storage.get(kept.output.key)).toEqual(Buffer.from(`output of ${kept.id}`));
  });

  it('runs as a daily scheduled job with the configured draft retention', () => {
    const cron = retentionJob.schedule?.cron ?? '';
    const [minute, hour, dayOfMonth, month, dayOfWeek] = cron.split(' ');
    expect(cron.split(' ')).toHaveLength(5);
    expect(minute).toMatch(/^\d+$/);
    expect(hour).toMatch(/^\d+$/);
    expect([dayOfMonth, month, dayOfWeek]).toEqual(['*', '*', '*']);
    expect(loadConfig({ NODE_ENV: 'test', GALLEY_DRAFT_RETENTION_DAYS: '14' }).draftRetentionDays).toBe(14);
    expect(loadConfig({ NODE_ENV: 'test' }).draftRetentionDays).toBe(30);
  });
});
