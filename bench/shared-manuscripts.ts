// Shared by the manuscript benches (not itself a bench: scripts/bench.mjs runs only *.bench.ts).
import fs from 'node:fs';
import path from 'node:path';

/** The shared dev manuscripts' folder (GALLEY_SHARED_DATA, default ../shared/data) and its .docx files, sorted. */
export function sharedManuscripts(): { root: string; files: string[] } {
  const root = path.resolve(
    import.meta.dirname,
    '..',
    process.env.GALLEY_SHARED_DATA ?? '../shared/data',
    'manuscripts',
  );
  if (!fs.existsSync(root)) throw new Error(`Shared data not found: ${root}. Set GALLEY_SHARED_DATA.`);
  const files = fs
    .readdirSync(root)
    .filter((name) => name.endsWith('.docx'))
    .sort();
  return { root, files };
}

/** Median milliseconds of `runs` runs after `warmUp` unmeasured ones. */
export async function medianMs(task: () => unknown, runs: number, warmUp: number): Promise<number> {
  for (let run = 0; run < warmUp; run++) await task();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** The largest shared dev manuscript (by file size): the one the acceptance figures are measured on. */
export function largestManuscript(): string {
  const { root, files } = sharedManuscripts();
  const largest = files
    .map((file) => path.join(root, file))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  if (!largest) throw new Error(`No .docx in ${root}`);
  return largest;
}
