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
    // One warm-up each (disk cache, V8 code cache), then alternate runs.
    galley();
    if (hasPandoc) pandoc();
    for (let n = 0; n < RUNS; n++) {
      ours.push(await medianMs(galley, 1, 0));
      if (hasPandoc) theirs.push(await medianMs(pandoc, 1, 0));
    }
    const mid = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    rows.push([
      name,
      mid(ours).toFixed(0),
      hasPandoc ? mid(theirs).toFixed(0) : 'n/a',
      hasPandoc ? `${(mid(ours) / mid(theirs)).toFixed(2)}×` : 'n/a',
    ]);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

const header = ['command', 'galley ms', 'pandoc ms', 'galley/pandoc'];
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
console.log('\nGoals: galley --help ≤ 150 ms; cold convert ≤ 1.5× pandoc.');
