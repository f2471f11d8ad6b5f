// Reference engine figures (issue 4): parse 250 real reference strings, format 250 items with each preset,
// read and write the 4,714 real MEDLINE records as NBIB and RIS. Median of several runs after a warm-up, as wall
// time and as this process's CPU time: on a shared machine the wall time includes waiting for a core, the CPU
// time much less so. Printed, never asserted. Reads the shared real data (GALLEY_SHARED_DATA, default
// ../shared/data).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  CITATION_PRESETS,
  findPreset,
  formatReferences,
  parseReferenceString,
  readNbib,
  readRis,
  splitReferenceList,
  writeNbib,
  writeRis,
} from '@galley/references';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const WARM_UP = 3;

function shared(relative: string): Buffer {
  const root = path.resolve(import.meta.dirname, '..', process.env.GALLEY_SHARED_DATA ?? '../shared/data');
  const file = path.join(root, relative);
  if (!fs.existsSync(file)) throw new Error(`Shared data not found: ${file}. Set GALLEY_SHARED_DATA.`);
  return gunzipSync(fs.readFileSync(file));
}

interface Timing {
  wall: number;
  cpu: number;
}

/** Median wall and CPU milliseconds of `RUNS` runs after `WARM_UP` unmeasured ones. */
function median(task: () => unknown): Timing {
  for (let run = 0; run < WARM_UP; run++) task();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    task();
    const usedCpu = process.cpuUsage(startCpu);
    wall.push(performance.now() - start);
    cpu.push((usedCpu.user + usedCpu.system) / 1000);
  }
  const middle = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  return { wall: middle(wall), cpu: middle(cpu) };
}

const strings = shared('references/reference-strings-with-pmid.dev.tsv.gz')
  .toString('utf8')
  .split('\n')
  .slice(1)
  .map((row) => row.split('\t')[1] ?? '')
  .filter((text) => text.length > 60)
  .filter((_, index) => index % 40 === 0)
  .slice(0, 250);
const medline = shared('pubmed/medline-records.txt.gz').toString('utf8');
// The 5 MB upload limit is for users' files; the benchmark reads the whole corpus file.
const unlimited = { maxBytes: Number.POSITIVE_INFINITY };
const records = readNbib(medline, unlimited).items;
const items = records.slice(0, 250);
const ris = writeRis(records);
const nbib = writeNbib(records);
const ama = findPreset('ama-11');
if (!ama) throw new Error('ama-11 preset missing');

const rows: [string, Timing][] = [];
rows.push([
  `parse ${strings.length} reference strings`,
  median(() => strings.map((text, index) => parseReferenceString(text, String(index)))),
]);
// Parsed and formatted in one task, as the reference converter does, rather than a sum of two medians.
rows.push([
  `parse + format ${strings.length} (AMA) — target ≤ 150 ms (issue 18)`,
  median(() =>
    formatReferences(
      strings.map((text, index) => parseReferenceString(text, String(index))),
      ama,
    ),
  ),
]);
for (const preset of CITATION_PRESETS) {
  const template = findPreset(preset.id);
  if (template)
    rows.push([`format ${items.length} with ${preset.id}`, median(() => formatReferences(items, template))]);
}
rows.push([`read NBIB (${records.length} MEDLINE records)`, median(() => readNbib(medline, unlimited))]);
rows.push([`write NBIB (${records.length})`, median(() => writeNbib(records))]);
rows.push([`read RIS (${records.length})`, median(() => readRis(ris, unlimited))]);
rows.push([`write RIS (${records.length})`, median(() => writeRis(records))]);
rows.push([
  `NBIB round trip read of our own output (${records.length})`,
  median(() => readNbib(nbib, unlimited)),
]);
// Pastes built to be slow for a list splitter (1 MB each): the splitter must stay linear.
for (const [name, text] of [
  ["1 MB of '1. '", '1. '.repeat(350_000)],
  ["1 MB of 'Aa, '", 'Aa, '.repeat(260_000)],
  ["1 MB of '(' then spaces", `${'('.repeat(500_000)}${' '.repeat(500_000)}`],
  ['1 MB of one reference per line', 'Smith J, Doe A. Title. J Med. 2020;1:1-9.\n'.repeat(25_000)],
  ["1 MB of 'Aa Bb,' lines", 'Aa Bb,\n'.repeat(150_000)],
] as const)
  rows.push([`split ${name}`, median(() => splitReferenceList(text))]);

console.log(
  `@galley/references — median of ${RUNS} runs after ${WARM_UP} warm-up, node ${process.version}, ` +
    `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores (other work slows the figures)\n`,
);
const width = Math.max(...rows.map(([name]) => name.length));
console.log('task'.padEnd(width), 'wall ms'.padStart(9), 'CPU ms'.padStart(9));
for (const [name, { wall, cpu }] of rows)
  console.log(name.padEnd(width), wall.toFixed(1).padStart(9), cpu.toFixed(1).padStart(9));
