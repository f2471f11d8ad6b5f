import fs from 'node:fs';
import path from 'node:path';
import type { HighlightRange } from '@galley/contracts';
import { buildStepData, localTagger, renderConfirmHtml } from '@galley/manuscript';
import { readManuscriptBytes } from '@galley/manuscript/pipeline';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSharedData } from '../../../packages/manuscript/src/test-support/shared-data.ts';
import { loadConfig } from '../src/config/load-config.ts';
import type { Database } from '../src/db/database.ts';
import { conversionOutputs, conversions, storedFiles } from '../src/db/schema.ts';
import { chooseTargetJournals } from '../src/services/conversion/choose-target-journals.ts';
import { saveStoredFile } from '../src/services/files/save-stored-file.ts';
import { LocalFileStorage } from '../src/storage/local-file-storage.ts';
import { isPartialWrite } from '../src/storage/local-partial-writes.ts';
import { openFileStorage } from '../src/storage/open-file-storage.ts';
import { CrashServer } from './support/crash-server.ts';
import { type CrashTestDatabase, createCrashTestDatabase } from './support/crash-test-database.ts';
import { HttpVisitor } from './support/http-visitor.ts';
import { usageOf } from './support/usage-of.ts';
import { waitFor } from './support/wait-for.ts';

/**
 * Acceptance (issue 15, 3): the real server process converts a real dev manuscript (confirmed tags) to five
 * journals, is SIGKILLed once the first journal is written and others are still converting or queued, and is
 * restarted on the same data (PGlite folder, or PostgreSQL with DATABASE_URL): every journal finishes, each file
 * is written once (one stored_files row and one object per key), and the quota counts 5 — once.
 */
const SOURCE = 'manuscripts/publichealth_contraception.docx';
const JOURNALS = ['the-lancet', 'bmc-cancer', 'plos-one', 'bmj', 'jama'];
const FIGURES = 4;

async function seedConfirmedConversion(db: Database, dataDir: string, userId: string): Promise<string> {
  const bytes = readSharedData(SOURCE);
  const read = await readManuscriptBytes(SOURCE, bytes);
  if (!read.ok) throw new Error(read.message);
  const tags = await localTagger.tag(read.manuscript);
  const highlights: HighlightRange[] = tags.steps.flatMap(({ step, highlights }) =>
    highlights.map(({ block, start, end }) => ({ step, block, start, end })),
  );
  const stepData = buildStepData('original_article');
  for (const set of stepData.step_set_list) for (const step of set.step_array) step.done = true;
  const [row] = await db
    .insert(conversions)
    .values({
      userId,
      status: 'draft',
      articleType: 'original_article',
      fileName: 'publichealth_contraception.docx',
      stepData,
      clientHtml: renderConfirmHtml(read.manuscript, highlights),
      autoTagStatus: 'success',
      targetJournals: await chooseTargetJournals(
        db,
        JOURNALS.map((journal_id) => ({ journal_id })),
        'original_article',
        10,
      ),
    })
    .returning({ id: conversions.id });
  if (!row) throw new Error('no conversion');
  const storage = openFileStorage(loadConfig({ NODE_ENV: 'test', GALLEY_DATA_DIR: dataDir }).storage);
  const source = await saveStoredFile({
    db,
    storage,
    userId,
    key: `conversions/${row.id}/source.docx`,
    name: 'publichealth_contraception.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes,
    kind: 'source',
    ownerRef: `conversion:${row.id}`,
  });
  await db.update(conversions).set({ sourceFileId: source.id }).where(eq(conversions.id, row.id));
  return row.id;
}

function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((e) => e.name);
}

describe('converting survives SIGKILL of the server', () => {
  let data: CrashTestDatabase;
  let server: CrashServer;
  let conversionId: string;

  beforeAll(async () => {
    data = await createCrashTestDatabase(async (database, staff) => {
      conversionId = await seedConfirmedConversion(database.handle.db, database.dataDir, staff.userId);
    });
    server = new CrashServer(data.database);
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await data?.dispose();
  });

  it('5 journals: killed after the first is written, restarted → all complete, files once, 5 units', async () => {
    await server.start();
    const base = server.base;
    const visitor = new HttpVisitor(base, data.staff.token);
    const started = await visitor.post('/api/v1/conversion/create-convert-task/', {
      conversion_id: conversionId,
    });
    expect(started.status).toBe(202);
    const { topic } = (await started.json()) as { topic: string };
    const client = await server.follow(visitor, topic);
    const journalStatus = (status: string) =>
      client.events
        .filter((e) => e.topic === topic && e.event.data?.status === status)
        .map((e) => e.event.data?.journal_id);
    await client.until(() => journalStatus('complete').length >= 1, 120_000).catch(server.fail);
    const atKill = { complete: new Set(journalStatus('complete')).size };
    await server.kill('SIGKILL');
    client.close();
    expect(atKill.complete).toBeLessThan(JOURNALS.length);

    await server.start();
    const statusUrl = `${base}/api/v1/conversion/convert-status/?conversion_id=${conversionId}`;
    let status: { status: string; outputs: { journal_id: string; status: string }[] } | undefined;
    await waitFor(
      async () => {
        status = (await (
          await fetch(statusUrl, { headers: { cookie: visitor.cookieHeader() } })
        ).json()) as typeof status;
        return status?.status !== 'converting';
      },
      { timeoutMs: 180_000, intervalMs: 500, message: () => `still converting: ${JSON.stringify(status)}` },
    ).catch(server.fail);
    expect(status?.status).toBe('complete');
    expect(status?.outputs.map((o) => [o.journal_id, o.status])).toEqual(
      JOURNALS.map((j) => [j, 'complete']),
    );
    await client.connect();
    client.subscribe(topic);
    await client.until(
      () => client.events.some((e) => e.topic === topic && e.event.data?.conversion_status),
      10_000,
    );
    expect(
      client.events
        .filter((e) => e.topic === topic && e.event.data?.conversion_status)
        .map((e) => e.event.data?.conversion_status),
    ).toEqual(['complete']);
    const kinds = client.events.filter((e) => e.topic === topic).map((e) => e.event.kind);
    expect(kinds).toContain('retrying');
    client.close();
    await server.kill('SIGTERM');

    const storage = loadConfig({ NODE_ENV: 'test', GALLEY_DATA_DIR: data.database.dataDir }).storage;
    const root = storage.kind === 'local' ? storage.root : '';
    const runFolder = path.join(root, 'conversions', conversionId, 'run-1');
    // A write the kill cut short may have left its temporary beside the key; the retention pass sweeps it.
    const afterRestart = filesUnder(runFolder);
    const leftByKill = afterRestart.filter(isPartialWrite);
    expect(afterRestart.filter((name) => !isPartialWrite(name))).toHaveLength(JOURNALS.length * 2 + FIGURES);
    expect(await new LocalFileStorage(root).sweepAbandonedWrites(new Date(Date.now() + 1_000))).toBe(
      leftByKill.length,
    );
    expect(filesUnder(runFolder)).toHaveLength(JOURNALS.length * 2 + FIGURES);
    await data.read(async (db) => {
      const files = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(like(storedFiles.key, `conversions/${conversionId}/run-%`));
      expect(files).toHaveLength(JOURNALS.length * 2 + FIGURES);
      const outputs = await db
        .select()
        .from(conversionOutputs)
        .where(eq(conversionOutputs.conversionId, conversionId));
      expect(outputs.map((o) => o.status)).toEqual(JOURNALS.map(() => 'complete'));
      const { used, reserved, reservations } = await usageOf(db, data.staff.userId, 'manuscript_conversions');
      expect({ used, reserved }).toEqual({ used: JOURNALS.length, reserved: 0 });
      expect(reservations.map((r) => [r.amount, r.state])).toEqual(JOURNALS.map(() => [1, 'committed']));
      expect(new Set(reservations.map((r) => r.key))).toEqual(new Set(outputs.map((o) => o.jobId)));
    });
    console.info(
      `journals written before the kill: ${atKill.complete} of ${JOURNALS.length}; temporaries left: ${leftByKill.length}`,
    );
  }, 360_000);
});
