// Reference engine figures (issue 4): parse 250 real reference strings, format 250 items with each preset,
// read and write the 4,714 real MEDLINE records as NBIB and RIS. Median of several runs after a warm-up.
// Printed, never asserted. Reads the shared real data (GALLEY_SHARED_DATA, default ../shared/data).
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

/** Median milliseconds of `RUNS` runs after `WARM_UP` unmeasured ones. */
function median(task: () => unknown): number {
  for (let run = 0; run < WARM_UP; run++) task();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
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

const rows: [string, number][] = [];
const parseMs = median(() => strings.map((text, index) => parseReferenceString(text, String(index))));
rows.push([`parse ${strings.length} reference strings`, parseMs]);
const parsed = strings.map((text, index) => parseReferenceString(text, String(index)));
const formatMs = median(() => formatReferences(parsed, ama));
rows.push([`parse + format ${strings.length} (AMA) — target ≤ 50 ms`, parseMs + formatMs]);
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

console.log(
  `@galley/references — median of ${RUNS} runs after ${WARM_UP} warm-up, node ${process.version}, ` +
    `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores (other work slows the figures)\n`,
);
const width = Math.max(...rows.map(([name]) => name.length));
console.log('task'.padEnd(width), 'median ms'.padStart(10));
for (const [name, ms] of rows) console.log(name.padEnd(width), ms.toFixed(1).padStart(10));
