// CLI figures (issue 15): the medians of `galley --help`, `galley --version` and a cold `galley manuscript convert`
// (a new process each run, one journal) of the largest shared dev manuscript, on a fresh build of apps/cli with
// V8's code cache as bin/galley.mjs enables it (the bundle is what an installed `galley` runs; the bin itself is
// not timed because in this shared checkout others' edits would send it to the sources through tsx), beside pandoc: `pandoc --help`, `pandoc --version`, docx→docx.
// Goals: `galley --help` ≤ 150 ms; cold convert ≤ 1.5× pandoc. Printed, never asserted. Runs alternate between
// galley and pandoc so both meet the same load; the load average is printed (the machine is shared).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childCpuMs } from './child-cpu-ms.ts';
import { medianMs, sharedManuscripts } from './shared-manuscripts.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const repoRoot = path.resolve(import.meta.dirname, '..');
const built = path.join(repoRoot, 'apps/cli/dist/galley.js');

const build = spawnSync(process.execPath, [path.join(repoRoot, 'apps/cli/build.mjs')], { stdio: 'ignore' });
if (build.status !== 0) throw new Error('npm run build -w apps/cli failed');
const pandocVersion = spawnSync('pandoc', ['--version'], { encoding: 'utf8' });
const hasPandoc = pandocVersion.status === 0;

const { root, files } = sharedManuscripts();
const largest = files
  .map((file) => path.join(root, file))
  .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0] as string;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-cli-bench-'));

const env = { ...process.env, NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'node-compile-cache') };
const run = (command: string, args: string[]) => () => {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
};
let outputs = 0;
const galleyConvert = () =>
  run(process.execPath, [
    built,
    'manuscript',
    'convert',
    largest,
    '--journal',
    'the-lancet',
    '-o',
    path.join(scratch, `o${outputs++}`),
  ])();

const cases: { name: string; galley: () => void; pandoc: () => void }[] = [
  { name: '--help', galley: run(process.execPath, [built, '--help']), pandoc: run('pandoc', ['--help']) },
  {
    name: '--version',
    galley: run(process.execPath, [built, '--version']),
    pandoc: run('pandoc', ['--version']),
  },
  {
    name: `convert ${path.basename(largest)} (1 journal)`,
    galley: galleyConvert,
    pandoc: run('pandoc', [largest, '-o', path.join(scratch, 'pandoc.docx')]),
  },
];

const rows: string[][] = [];
try {
  for (const { name, galley, pandoc } of cases) {
    const ours: number[] = [];
    const theirs: number[] = [];
    const ratios: number[] = [];
    const oursCpu: number[] = [];
    const theirsCpu: number[] = [];
    const cpuOf = async (task: () => void, cpu: number[]) => {
      const before = childCpuMs();
      const wall = await medianMs(task, 1, 0);
      const after = childCpuMs();
      if (before !== undefined && after !== undefined) cpu.push(after - before);
      return wall;
    };
    // One warm-up each (disk cache, V8 code cache), then alternate runs: each galley run is paired with the pandoc
    // run right after it, which met about the same load, and the row's ratio is the median of the pairs' ratios.
    galley();
    if (hasPandoc) pandoc();
    for (let n = 0; n < RUNS; n++) {
      ours.push(await cpuOf(galley, oursCpu));
      if (hasPandoc) theirs.push(await cpuOf(pandoc, theirsCpu));
      if (hasPandoc) ratios.push((ours.at(-1) ?? 0) / (theirs.at(-1) ?? 1));
    }
    const mid = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
    const cpuRatio = mid(oursCpu) / mid(theirsCpu);
    rows.push([
      name,
      mid(ours).toFixed(0),
      hasPandoc ? mid(theirs).toFixed(0) : 'n/a',
      hasPandoc
        ? `${mid(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`
        : 'n/a',
      hasPandoc && Number.isFinite(cpuRatio) ? `${cpuRatio.toFixed(2)}×` : 'n/a',
    ]);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

const header = ['command', 'galley ms', 'pandoc ms', 'galley/pandoc (range)', 'CPU galley/pandoc'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
);
const line = (row: string[]) =>
  row
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    )
    .join('  ');
console.log(
  `Median of ${RUNS} runs after 1 warm-up, each a new process (Node ${process.version}; ${
    hasPandoc ? pandocVersion.stdout.split('\n')[0] : 'pandoc not installed: its column is empty'
  }); load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} on ${os.cpus().length} CPUs\n`,
);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
console.log(
  "\nWall: medians, and the median (range) of the paired runs' ratios. CPU: user + system time of each process, steadier on a shared machine; V8 spends some of it on helper threads, so it overstates galley on an idle one.",
);
console.log('Goals: galley --help ≤ 150 ms; cold convert ≤ 1.5× pandoc.');
