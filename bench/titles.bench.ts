// Title recommender figures (issue 19): index load time (parse the JSON file + ready the postings), then the local
// engine's recommendations for each of the 500 held-out PubMed abstracts with the index already loaded — median and
// 95th percentile, wall and CPU time. The target is a median ≤ 300 ms. Printed, never asserted. Builds the index
// from the build set first when the local data folder (.galley/titles) has none. Reads the shared real data (GALLEY_SHARED_DATA).
import fs from 'node:fs';
// Relative imports: the new workspace is linked into node_modules by the next `npm install`.
import { loadTitleIndex } from '../packages/titles/src/index/load-title-index.ts';
import { recommendTitles } from '../packages/titles/src/recommend-titles.ts';
import { DEFAULT_INDEX_PATH, writeTitleIndex } from '../scripts/titles/build-title-index.ts';
import { readTitledAbstracts } from '../scripts/titles/read-titled-abstracts.ts';
import { splitHeldOut } from '../scripts/titles/split-held-out.ts';

if (!fs.existsSync(DEFAULT_INDEX_PATH)) writeTitleIndex();
const { heldOut } = splitHeldOut(readTitledAbstracts());

const loads: number[] = [];
let index = loadTitleIndex(fs.readFileSync(DEFAULT_INDEX_PATH));
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  index = loadTitleIndex(fs.readFileSync(DEFAULT_INDEX_PATH));
  loads.push(performance.now() - start);
}

for (const record of heldOut.slice(0, 20)) recommendTitles({ abstract: record.abstract }, index);
const wall: number[] = [];
const cpu: number[] = [];
for (const record of heldOut) {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  recommendTitles({ abstract: record.abstract, journal: { maxTitleWords: 20 } }, index);
  const used = process.cpuUsage(startCpu);
  wall.push(performance.now() - start);
  cpu.push((used.user + used.system) / 1000);
}

const at = (times: number[], share: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
const bytes = fs.statSync(DEFAULT_INDEX_PATH).size;
console.log(`Title index: ${(bytes / 1024).toFixed(0)} KiB, ${index.documents} papers`);
console.log(`  load (read + parse + postings), median of 5: ${at(loads, 0.5).toFixed(1)} ms`);
console.log(`Recommendations for one abstract, ${heldOut.length} held-out abstracts (index loaded):`);
console.log(
  `  wall median ${at(wall, 0.5).toFixed(2)} ms, p95 ${at(wall, 0.95).toFixed(2)} ms, max ${at(wall, 1).toFixed(2)} ms`,
);
console.log(
  `  CPU  median ${at(cpu, 0.5).toFixed(2)} ms, p95 ${at(cpu, 0.95).toFixed(2)} ms (target: median ≤ 300 ms)`,
);
