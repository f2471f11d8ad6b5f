// PubMed validation figures (issue 5): 250 real reference strings validated against the local E-utilities server
// at NCBI's pace — 3 requests/s (the client's limiter, and the server's 429 beyond it) and 250 ms added to every
// answer. E-utilities requests and wall time per run, median of several runs after a warm-up; the targets
// are ≤ 10 requests and ≤ 6 s. Also the corpus load (from its cache, and parsed). Printed, never asserted.
// Reads the shared real data (GALLEY_SHARED_DATA, default ../shared/data).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  EutilsClient,
  loadCorpus,
  RateLimiter,
  startLocalServer,
  validateReferenceStrings,
} from '@galley/pubmed';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WARM_UP = 1;
const LATENCY_MS = 250;

const root = path.resolve(import.meta.dirname, '..', process.env.GALLEY_SHARED_DATA ?? '../shared/data');
const shared = (relative: string) => {
  const file = path.join(root, relative);
  if (!fs.existsSync(file)) throw new Error(`Shared data not found: ${file}. Set GALLEY_SHARED_DATA.`);
  return file;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// The same 250 strings as bench/references.bench.ts: every 40th dev string longer than 60 characters.
const strings = gunzipSync(fs.readFileSync(shared('references/reference-strings-with-pmid.dev.tsv.gz')))
  .toString('utf8')
  .split('\n')
  .slice(1)
  .map((row) => row.split('\t')[1] ?? '')
  .filter((text) => text.length > 60)
  .filter((_, index) => index % 40 === 0)
  .slice(0, 250);

const timed = (task: () => unknown) => {
  const start = performance.now();
  task();
  return performance.now() - start;
};
const corpus = loadCorpus(shared('pubmed'));
const cachedLoadMs = median([1, 2, 3].map(() => timed(() => loadCorpus(shared('pubmed')))));
// One run: parsing is the slow path the cache exists to avoid.
const parsedLoadMs = timed(() => loadCorpus(shared('pubmed'), { cache: false }));

const server = await startLocalServer({ corpus, latencyMs: LATENCY_MS });
const runs: { ms: number; requests: number; verified: number }[] = [];
try {
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    // A fresh limiter per run, and a quiet second so the server's one-second window starts empty.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const client = new EutilsClient({
      baseUrl: server.baseUrl,
      tool: 'galley-bench',
      email: 'bench@example.org',
      rateLimiter: new RateLimiter(),
    });
    const start = performance.now();
    const report = await validateReferenceStrings(strings, { client });
    const ms = performance.now() - start;
    const verified = report.references.filter((reference) => reference.pmid !== null).length;
    if (run >= WARM_UP) runs.push({ ms, requests: report.requests, verified });
  }
} finally {
  await server.close();
}

console.log(
  `@galley/pubmed — median of ${RUNS} runs after ${WARM_UP} warm-up, node ${process.version}, ` +
    `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores (other work slows the figures)\n`,
);
const rows: [string, string][] = [
  [
    `validate ${strings.length} strings at 3 req/s, ${LATENCY_MS} ms latency: wall time (target ≤ 6 s)`,
    `${(median(runs.map((run) => run.ms)) / 1000).toFixed(2)} s`,
  ],
  ['  E-utilities requests (target ≤ 10)', String(median(runs.map((run) => run.requests)))],
  ['  runs (s)', runs.map((run) => (run.ms / 1000).toFixed(2)).join(' ')],
  ['  linked to a PMID', String(median(runs.map((run) => run.verified)))],
  ['  answered 429 by the server (whole bench)', String(server.rejectedCount)],
  [
    `load the corpus (${corpus.size} records) from its cache (median of 3)`,
    `${(cachedLoadMs / 1000).toFixed(2)} s`,
  ],
  ['load the corpus by parsing XML and MEDLINE (one run)', `${(parsedLoadMs / 1000).toFixed(2)} s`],
];
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(name.padEnd(width), value.padStart(10));
