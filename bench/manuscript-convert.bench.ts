// Writer figures (issue 7): for each shared dev manuscript, the median time to convert it (read + tag + write the
// .docx and the compliance report) for 1 journal and for 10 journals (read and tag once, then one conversion per
// journal), beside `pandoc in.docx -o out.docx` on the same file, with the ratio of our 1-journal time to pandoc's.
// Goal: ≤ 1 s per journal for the largest dev manuscript and ≤ 1.5× pandoc. Printed, never asserted.
// Templates: the first ten families of @galley/journals (original article). Reads the shared real data
// (GALLEY_SHARED_DATA, default ../shared/data).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ArticleTemplate } from '@galley/contracts';
import { resolveTemplate, TEMPLATE_FAMILIES } from '@galley/journals';
import { readDocx, tagLocal } from '@galley/manuscript';
import { convertManuscript } from '@galley/manuscript/writer';
import { medianMs, sharedManuscripts } from './shared-manuscripts.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PANDOC_RUNS = Number(process.env.BENCH_PANDOC_RUNS ?? 3);
const WARM_UP = 1;

const { root, files } = sharedManuscripts();

const families = TEMPLATE_FAMILIES.slice(0, 10);
const templates: { id: string; template: ArticleTemplate }[] = families.map((family) => ({
  id: family.id,
  template: resolveTemplate(family.id, 'original_article'),
}));

const median = (task: () => unknown, runs = RUNS) => medianMs(task, runs, WARM_UP);

const pandoc = spawnSync('pandoc', ['--version'], { encoding: 'utf8' });
const hasPandoc = pandoc.status === 0;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-convert-bench-'));

async function convert(bytes: Uint8Array, count: number): Promise<void> {
  const manuscript = readDocx(bytes);
  const tags = tagLocal(manuscript);
  for (const { id, template } of templates.slice(0, count))
    await convertManuscript({
      manuscript,
      tags,
      template,
      journal: { id, title: id },
      articleType: 'original_article',
    });
}

const rows: string[][] = [];
try {
  for (const file of files) {
    const input = path.join(root, file);
    const bytes = new Uint8Array(fs.readFileSync(input));
    const one = await median(() => convert(bytes, 1));
    const ten = await median(() => convert(bytes, 10));
    const theirs = hasPandoc
      ? await median(
          () => spawnSync('pandoc', [input, '-o', path.join(scratch, 'out.docx')], { stdio: 'ignore' }),
          PANDOC_RUNS,
        )
      : Number.NaN;
    rows.push([
      file.replace(/\.docx$/, ''),
      `${(bytes.length / 1024).toFixed(0)} KB`,
      one.toFixed(0),
      ten.toFixed(0),
      (ten / 10).toFixed(0),
      hasPandoc ? theirs.toFixed(0) : 'n/a',
      hasPandoc ? `${(one / theirs).toFixed(2)}×` : 'n/a',
    ]);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

const header = [
  'manuscript',
  'size',
  '1 journal ms',
  '10 journals ms',
  'per journal ms',
  'pandoc ms',
  'ours/pandoc',
];
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
  `Median of ${RUNS} runs (pandoc ${PANDOC_RUNS}) after ${WARM_UP} warm-up (Node ${process.version}; ${
    hasPandoc ? pandoc.stdout.split('\n')[0] : 'pandoc not installed'
  }); templates: ${templates.map((t) => t.id).join(', ')}\n`,
);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
