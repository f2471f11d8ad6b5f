// Manuscript engine figures (issue 6): for each shared dev manuscript, the median time to read the .docx into our
// model, to tag it with the local tagger, and both together — beside mammoth's .docx → HTML time on the same
// bytes (mammoth is a dev-only dependency of packages/manuscript, here only to compare). Printed, never asserted.
// Reads the shared real data (GALLEY_SHARED_DATA, default ../shared/data).
import fs from 'node:fs';
import path from 'node:path';
import { readDocx, tagLocal } from '@galley/manuscript';
import mammoth from 'mammoth';
import { medianMs, sharedManuscripts } from './shared-manuscripts.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const WARM_UP = 2;

const { root, files } = sharedManuscripts();

const median = (task: () => unknown) => medianMs(task, RUNS, WARM_UP);

const rows: string[][] = [];
for (const file of files) {
  const bytes = new Uint8Array(fs.readFileSync(path.join(root, file)));
  const manuscript = readDocx(bytes);
  const read = await median(() => readDocx(bytes));
  const tag = await median(() => tagLocal(manuscript));
  const both = await median(() => tagLocal(readDocx(bytes)));
  const buffer = Buffer.from(bytes);
  const theirs = await median(() => mammoth.convertToHtml({ buffer }));
  rows.push([
    file.replace(/\.docx$/, ''),
    `${(bytes.length / 1024).toFixed(0)} KB`,
    read.toFixed(1),
    tag.toFixed(1),
    both.toFixed(1),
    theirs.toFixed(1),
  ]);
}

const header = ['manuscript', 'size', 'read ms', 'tag ms', 'read+tag ms', 'mammoth read ms'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
);
const line = (row: string[]) =>
  row
    .map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    )
    .join('  ');
console.log(`Median of ${RUNS} runs after ${WARM_UP} warm-ups (Node ${process.version})\n`);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
