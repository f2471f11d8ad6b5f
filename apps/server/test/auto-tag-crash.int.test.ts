import type { HighlightRange } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalServer,
  startLocalServer,
} from '../../../packages/manuscript/src/test-support/local-http-server.ts';
import { readSharedData } from '../../../packages/manuscript/src/test-support/shared-data.ts';
import { conversions, storedFiles } from '../src/db/schema.ts';
import { labelLikeAModel } from '../src/routes/conversion/test-support/local-llm.ts';
import { CrashServer } from './support/crash-server.ts';
import { type CrashTestDatabase, createCrashTestDatabase } from './support/crash-test-database.ts';
import { HttpVisitor } from './support/http-visitor.ts';
import { multipartBody } from './support/multipart-body.ts';
import { waitFor } from './support/wait-for.ts';

/**
 * Acceptance (issue 15, 3): the real server process auto-tags a real dev manuscript through an LLM endpoint whose
 * first answer never comes in time, is SIGKILLed while the job waits on it, and restarts on the same data
 * (PGlite folder, or PostgreSQL with DATABASE_URL): pg-boss retries the job, the board is written, and the read
 * manuscript is stored once.
 */
describe('auto-tagging survives SIGKILL of the server', () => {
  let data: CrashTestDatabase;
  let server: CrashServer;
  let llm: LocalServer;

  beforeAll(async () => {
    // The first chat completion hangs (the server dies waiting on it); the retry's is answered at once.
    llm = await startLocalServer((request) => ({
      ...labelLikeAModel(request),
      ...(llm?.requests.length === 1 ? { delayMs: 120_000 } : {}),
    }));
    data = await createCrashTestDatabase();
    server = new CrashServer(data.database, {
      GALLEY_LLM_URL: `${llm.url}/v1`,
      GALLEY_LLM_API_KEY: 'sk-crash-test',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await llm?.close();
    await data?.dispose();
  });

  it('killed while tagging, restarted → tagged once by the retry, one manuscript file', async () => {
    await server.start();
    const base = server.base;
    const visitor = new HttpVisitor(base, data.staff.token);
    const created = await visitor.post('/api/v1/conversion/create-conversion/', {});
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const csrf = (await (
      await fetch(`${base}/api/v1/security/csrf-token/`, { headers: { cookie: visitor.cookieHeader() } })
    ).json()) as { csrf_token: string };
    const form = multipartBody(
      { conversion_id: id },
      {
        field: 'file',
        name: 'contraception.docx',
        type: 'application/octet-stream',
        bytes: readSharedData('manuscripts/publichealth_contraception.docx'),
      },
    );
    const uploaded = await fetch(`${base}/api/v1/conversion/file-upload/`, {
      method: 'POST',
      headers: {
        cookie: visitor.cookieHeader(),
        'x-csrftoken': csrf.csrf_token,
        'content-type': form.contentType,
      },
      body: form.body,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);

    const started = await visitor.post('/api/v1/conversion/create-auto-tag-task/', { conversion_id: id });
    expect(started.status).toBe(202);
    const { job_id: jobId, topic } = (await started.json()) as { job_id: string; topic: string };
    const client = await server.follow(visitor, topic);
    // In the middle: the model has the request, no answer yet.
    await waitFor(() => llm.requests.length >= 1, {
      timeoutMs: 60_000,
      intervalMs: 50,
      message: () => 'auto-tagging never reached the LLM endpoint',
    }).catch(server.fail);
    expect(client.done(topic)).toBe(false);
    await server.kill('SIGKILL');
    client.close();

    await server.start();
    await client.connect();
    await client.until(() => client.done(topic), 150_000).catch(server.fail);
    const kinds = client.events.filter((e) => e.topic === topic).map((e) => e.event.kind);
    expect(kinds.filter((kind) => kind === 'success')).toHaveLength(1);
    expect(kinds).toContain('retrying');
    expect(llm.requests.length).toBe(2);
    client.close();

    const board = await fetch(`${base}/api/v1/conversion/get-conversion-board/?conversion_id=${id}`, {
      headers: { cookie: visitor.cookieHeader() },
    });
    expect(board.status).toBe(200);
    const read = (await board.json()) as { auto_tag_status: string; auto_tags: HighlightRange[] };
    expect(read.auto_tag_status).toBe('success');
    // The retry's suggestions are the model's.
    expect(read.auto_tags.some((range) => range.step === 'front.running_title')).toBe(true);
    await server.kill('SIGTERM');

    await data.read(async (db) => {
      const files = await db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.ownerRef, `conversion:${id}`));
      const models = files.filter((file) => file.key === `conversions/${id}/manuscript.json`);
      expect(models).toHaveLength(1);
      expect(files).toHaveLength(2);
      const [row] = await db.select().from(conversions).where(eq(conversions.id, id));
      expect(row?.manuscriptFileId).toBe(models[0]?.id);
      expect(row?.autoTagJobId).toBe(jobId);
    });
  }, 300_000);
});
