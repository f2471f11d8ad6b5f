// "Ten journals converted" (issue 15, acceptance 5): the largest shared dev manuscript converted for ten catalogue
// journals in one process, as the CLI and the conversion job do it — chooseConversionTargets (@galley/journals),
// then convertForJournals (@galley/manuscript/pipeline: read once, tag once, write ten). The journals: the first
// catalogue journal of each of the first ten template families that takes an original article, so ten layouts.
// Timed from the file's bytes to the ten .docx and reports; the first run (cold JIT, reference parser's first use)
// and the median of the next ones. A second row runs the same through the built CLI, a new process each time
// (`galley manuscript convert … --journal ×10`, files written): what an author waits for. Goal ≤ 5 s. Printed,
// never asserted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooseConversionTargets, loadCatalogue, TEMPLATE_FAMILIES } from '@galley/journals';
import { convertForJournals } from '@galley/manuscript/pipeline';
import { childCpuMs } from './child-cpu-ms.ts';
import { largestManuscript, medianMs } from './shared-manuscripts.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_MS = 5000;
const file = largestManuscript();
const bytes = new Uint8Array(fs.readFileSync(file));

const journalIds = TEMPLATE_FAMILIES.flatMap((family) => {
  const journal = loadCatalogue().find(
    (candidate) =>
      candidate.templateFamily === family.id && candidate.articleTypes.includes('original_article'),
  );
  return journal ? [journal.id] : [];
}).slice(0, 10);
if (journalIds.length !== 10) throw new Error(`only ${journalIds.length} template families with a journal`);

let written = 0;
async function convertTen(): Promise<void> {
  const choice = chooseConversionTargets(journalIds, 'original_article');
  if (!choice.ok) throw new Error(choice.message);
  const converted = await convertForJournals({
    fileName: path.basename(file),
    bytes,
    articleType: choice.articleType,
    targets: choice.targets,
  });
  if (!converted.ok) throw new Error(converted.message);
  written = converted.outputs.length;
}

// CPU time beside wall time: on the shared 2-CPU machine a run may get a fraction of a core.
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const cpuStart = ownCpu();
const start = performance.now();
await convertTen();
const first = performance.now() - start;
const firstCpu = ownCpu() - cpuStart;
const median = await medianMs(convertTen, RUNS, 0);

const repoRoot = path.resolve(import.meta.dirname, '..');
const build = spawnSync(process.execPath, [path.join(repoRoot, 'apps/cli/build.mjs')], { stdio: 'ignore' });
if (build.status !== 0) throw new Error('apps/cli/build.mjs failed');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-ten-bench-'));
const env = { ...process.env, NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'node-compile-cache') };
const cli = () => {
  const args = [path.join(repoRoot, 'apps/cli/dist/galley.js'), 'manuscript', 'convert', file];
  for (const id of journalIds) args.push('--journal', id);
  const result = spawnSync(process.execPath, [...args, '-o', scratch], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env,
  });
  if (result.status !== 0) throw new Error(`galley manuscript convert: ${result.stderr}`);
};
let cliFirst: number;
let cliMedian: number;
let cliFirstCpu: number | undefined;
try {
  const cliStart = performance.now();
  const cliCpuStart = childCpuMs();
  cli();
  cliFirst = performance.now() - cliStart;
  const cliCpuEnd = childCpuMs();
  cliFirstCpu = cliCpuStart === undefined || cliCpuEnd === undefined ? undefined : cliCpuEnd - cliCpuStart;
  cliMedian = await medianMs(cli, RUNS, 0);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

console.log(
  `${path.basename(file)} (${(bytes.length / 1024).toFixed(0)} KB) → ${written} journals: ${journalIds.join(', ')}; Node ${process.version}\n`,
);
const row = (label: string, firstMs: number, cpuMs: number | undefined, medianMsValue: number) =>
  console.log(
    `${label.padEnd(44)}${firstMs.toFixed(0).padStart(10)}${(cpuMs?.toFixed(0) ?? 'n/a').padStart(15)}${medianMsValue.toFixed(0).padStart(17)}  ≤ ${GOAL_MS} ms ${Math.max(firstMs, medianMsValue) <= GOAL_MS ? 'ok' : 'OVER'}`,
  );
console.log(
  `${'row'.padEnd(44)}${'first ms'.padStart(10)}${'first CPU ms'.padStart(15)}${`median of ${RUNS} ms`.padStart(17)}  goal (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs)`,
);
row('ten journals converted (in process)', first, firstCpu, median);
row('ten journals converted (cold CLI process)', cliFirst, cliFirstCpu, cliMedian);
