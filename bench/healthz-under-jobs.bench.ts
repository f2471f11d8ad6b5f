// The single-process setup under load: the API's /healthz latency (autocannon in a separate process)
// while ten manuscript conversions run as jobs in the same server process, their parsing and writing in
// worker threads with heap limits. Goal: p99 ≤ 100 ms. Printed, never asserted.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { loadCatalogue } from '@galley/journals';
import { localTagger } from '@galley/manuscript';
import { readManuscriptBytes } from '@galley/manuscript/pipeline';
import { build } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/load-config.ts';
import { openPglite } from '../apps/server/src/db/open-pglite.ts';
import { conversionOutputs, conversions } from '../apps/server/src/db/schema.ts';
import { queueName } from '../apps/server/src/jobs/define-job.ts';
import { probeJob } from '../apps/server/src/jobs/definitions/diagnostics/probe.job.ts';
import { convertManuscriptJob } from '../apps/server/src/jobs/definitions/manuscript/convert-manuscript.job.ts';
import { saveStoredFile } from '../apps/server/src/services/files/save-stored-file.ts';
import { createArgon2Hasher } from '../apps/server/src/services/security/password-hasher.ts';
import { createUser } from '../apps/server/src/services/users/create-user.ts';
import { testProfile } from '../apps/server/test/support/test-profile.ts';
import { sharedManuscripts } from './shared-manuscripts.ts';

const CONVERSIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const autocannonBin = path.resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'autocannon');

interface Figures {
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
}

/** autocannon in its own process (awaited, never blocking), so the load does not share the server's event loop. */
async function hammer(url: string, seconds: number): Promise<Figures> {
  const { stdout } = await promisify(execFile)(autocannonBin, ['-c', '10', '-d', String(seconds), '-j', url]);
  const result = JSON.parse(stdout);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-bench-jobs-'));
const database = await openPglite(path.join(dataDir, 'pglite'));
await database.migrate();
const config = loadConfig({ NODE_ENV: 'test', GALLEY_DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000' });
const app = await build({ config, database, logger: false });
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}/healthz`;
  const user = await createUser({
    db: app.db,
    hasher: createArgon2Hasher(),
    email: 'bench@example.org',
    password: 'Correct-Horse-9',
    profile: testProfile({ first_name: 'Bench', last_name: 'Mark' }),
    locale: 'en',
    consentAt: new Date(),
    emailVerified: true,
    isStaff: false,
    isSuperuser: false,
  });
  const { root, files } = sharedManuscripts();
  const name = files.includes('publichealth_contraception.docx')
    ? 'publichealth_contraception.docx'
    : files[0];
  if (!name) throw new Error('no dev manuscript');
  const source = await saveStoredFile({
    db: app.db,
    storage: app.storage,
    userId: user.id,
    key: 'bench/source.docx',
    name,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: new Uint8Array(fs.readFileSync(path.join(root, name))),
    kind: 'source',
  });
  const journals = loadCatalogue()
    .filter((journal) => journal.articleTypes.includes('original_article'))
    .slice(0, CONVERSIONS);

  // Pick-up latency of an idle queue: queued → started, one job at a time.
  const pickups: number[] = [];
  for (let index = 0; index < 20; index += 1) {
    const id = await app.jobs.enqueue(probeJob, { durationMs: 0, steps: 1 }, { userId: user.id });
    for (;;) {
      const job = await app.jobRunner.queue.getJobById(queueName(probeJob), id);
      if (job?.state === 'completed') {
        pickups.push(job.startedOn.getTime() - job.createdOn.getTime());
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  pickups.sort((a, b) => a - b);
  console.log(
    `idle queue pick-up latency (queued → started, 20 jobs): p50 ${pickups[10]} ms, max ${pickups[19]} ms (goal < 500 ms)`,
  );

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const idle = await hammer(url, SECONDS);
  const idleLoop = loop.percentile(99) / 1e6;
  loop.reset();
  // The confirmed tags a convert run carries: here the local tagger's, as if every suggestion were accepted.
  const read = await readManuscriptBytes(name, new Uint8Array(fs.readFileSync(path.join(root, name))));
  if (!read.ok) throw new Error(read.message);
  const tagged = await localTagger.tag(read.manuscript);
  const tagsJson = JSON.stringify({
    steps: tagged.steps.map(({ step, highlights }) => ({ step, highlights })),
  });
  const [conversion] = await app.db
    .insert(conversions)
    .values({ userId: user.id, status: 'converting', convertRun: 1 })
    .returning();
  const conversionId = conversion?.id ?? '';
  await app.db.insert(conversionOutputs).values(
    journals.map((journal, position) => ({
      conversionId,
      userId: user.id,
      run: 1,
      position,
      journalId: journal.id,
      journalTitle: journal.title,
      articleType: 'original_article',
    })),
  );
  const started = Date.now();
  const jobIds = await Promise.all(
    journals.map((journal) =>
      app.jobs.enqueue(
        convertManuscriptJob,
        {
          conversionId,
          run: 1,
          sourceFileId: source.id,
          journalId: journal.id,
          articleType: 'original_article',
          tagsJson,
        },
        { userId: user.id },
      ),
    ),
  );
  const loaded = await hammer(url, SECONDS);
  const loadedLoop = loop.percentile(99) / 1e6;
  loop.disable();
  const boss = app.jobRunner.queue;
  for (;;) {
    const jobs = await Promise.all(jobIds.map((id) => boss.getJobById(queueName(convertManuscriptJob), id)));
    if (jobs.every((job) => job && ['completed', 'failed'].includes(job.state))) {
      const failed = jobs.filter((job) => job?.state === 'failed').length;
      console.log(
        `${CONVERSIONS} conversions of ${name} (${journals.length} journals) done in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failed} failed`,
      );
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(
    '/healthz'.padEnd(34),
    'req'.padStart(7),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'max ms'.padStart(8),
    'loop p99'.padStart(12),
  );
  for (const [label, figures, loopP99] of [
    ['idle', idle, idleLoop],
    [`while ${CONVERSIONS} conversions run`, loaded, loadedLoop],
  ] as const) {
    console.log(
      label.padEnd(34),
      String(figures.requests).padStart(7),
      String(figures.p50).padStart(8),
      String(figures.p99).padStart(8),
      String(figures.max).padStart(8),
      `${loopP99.toFixed(1)} ms`.padStart(12),
      figures.errors ? `${figures.errors} errors` : '',
    );
  }
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
