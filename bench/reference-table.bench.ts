// The Reference Converter's table (issue 14): 250 real references from paste to a complete table, over HTTP and
// the websocket against the whole server (in process, on PGlite) — POST creating-reference-order, POST
// update-pubmed-data, wait for `done` on reference-order:<id>, GET reference-order with 250 verdicts — while the
// local E-utilities server answers at NCBI's pace (3 req/s, 429 beyond, 250 ms a round trip). Goal ≤ 6 s.
// Median and p95 of several runs after a warm-up; printed, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCorpus, startLocalServer } from '@galley/pubmed';
import { build } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/load-config.ts';
import { openPglite } from '../apps/server/src/db/open-pglite.ts';
import { subscriptions } from '../apps/server/src/db/schema.ts';
import { createArgon2Hasher } from '../apps/server/src/services/security/password-hasher.ts';
import { SessionStore } from '../apps/server/src/services/sessions/session-store.ts';
import { createUser } from '../apps/server/src/services/users/create-user.ts';
import { HttpVisitor } from '../apps/server/test/support/http-visitor.ts';
import { realReferences } from '../apps/server/test/support/real-references.ts';
import { testProfile } from '../apps/server/test/support/test-profile.ts';
import { TopicClient } from '../apps/server/test/support/topic-client.ts';
import { sharedDataPath } from '../packages/pubmed/src/test-support/shared-data.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WARM_UP = 1;
const GOAL_SECONDS = 6;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

const corpus = loadCorpus(sharedDataPath('pubmed'));
const text = realReferences(corpus, 250, 7)
  .map((reference) => reference.text)
  .join('\n\n');
const eutils = await startLocalServer({ corpus, rateLimit: 3, latencyMs: 250 });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-bench-refs-'));
const database = await openPglite(path.join(dataDir, 'pglite'));
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'test',
  GALLEY_DATA_DIR: dataDir,
  RATE_LIMIT_MAX: '100000',
  PUBMED_BASE_URL: eutils.baseUrl,
  NCBI_TOOL: 'galley-bench',
});
const app = await build({ config, database, logger: false });
const runs: { seconds: number; requests: number; linked: number }[] = [];
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const user = await createUser({
    db: app.db,
    hasher: createArgon2Hasher(),
    email: 'bench-refs@example.org',
    password: 'Correct-Horse-9',
    profile: testProfile({ first_name: 'Bench', last_name: 'Mark' }),
    locale: 'en',
    consentAt: new Date(),
    emailVerified: true,
    isStaff: false,
    isSuperuser: false,
  });
  // Max: 500 references a run, 3,000 a month (Pro stops at 100 a run).
  const now = Date.now();
  await app.db.insert(subscriptions).values({
    userId: user.id,
    plan: 'max',
    status: 'active',
    cycle: 'monthly',
    periodStart: new Date(now),
    periodEnd: new Date(now + 30 * 86_400_000),
  });
  const { token } = await new SessionStore(app.db, 86_400_000).create(user.id);
  const visitor = new HttpVisitor(base, token);

  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    // A quiet second, so the E-utilities server's one-second window starts empty.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const requestsBefore = eutils.requestCount;
    const start = performance.now();
    const created = await visitor.post('/api/v1/reference/creating-reference-order/', {
      reference_type: 'text',
      text,
    });
    const orderId = ((await created.json()) as { reference_order: string }).reference_order;
    const started = await visitor.post('/api/v1/reference/update-pubmed-data/', { reference_order: orderId });
    if (started.status !== 202) throw new Error(`update-pubmed-data answered ${started.status}`);
    const topic = `reference-order:${orderId}`;
    const client = new TopicClient(`ws://127.0.0.1:${address.port}/ws/`, visitor.cookieHeader());
    await client.connect();
    client.subscribe(topic);
    await client.until(
      () => client.events.some((e) => e.topic === topic && e.event.step === 'done'),
      120_000,
    );
    client.close();
    const read = await fetch(`${base}/api/v1/reference/reference-order/?reference_order=${orderId}`, {
      headers: { cookie: visitor.cookieHeader() },
    });
    const order = (await read.json()) as { references: { status: string; pmid: string | null }[] };
    const seconds = (performance.now() - start) / 1000;
    if (order.references.length !== 250 || order.references.some((r) => r.status === 'pending')) {
      throw new Error(`run ${run}: ${order.references.length} references, some without a verdict`);
    }
    const linked = order.references.filter((r) => r.pmid !== null).length;
    if (run >= WARM_UP) runs.push({ seconds, requests: eutils.requestCount - requestsBefore, linked });
  }
} finally {
  await app.close();
  await database.close();
  await eutils.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `Reference table, 250 real references, paste → complete table: ${RUNS} runs after ${WARM_UP} warm-up, ` +
    `node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores\n`,
);
const seconds = runs.map((run) => run.seconds);
const rows: [string, string][] = [
  [`median (goal ≤ ${GOAL_SECONDS} s)`, `${quantile(seconds, 0.5).toFixed(2)} s`],
  [`p95 (goal ≤ ${GOAL_SECONDS} s)`, `${quantile(seconds, 0.95).toFixed(2)} s`],
  ['  runs (s)', seconds.map((value) => value.toFixed(2)).join(' ')],
  [
    '  E-utilities requests per run (median)',
    String(
      quantile(
        runs.map((run) => run.requests),
        0.5,
      ),
    ),
  ],
  [
    '  linked to a PMID (median of 250)',
    String(
      quantile(
        runs.map((run) => run.linked),
        0.5,
      ),
    ),
  ],
  ['  answered 429 by the E-utilities server (whole bench)', String(eutils.rejectedCount)],
];
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(name.padEnd(width), value.padStart(12));
