// `npm run bench`: builds if needed, then runs every bench/*.bench.ts and prints its figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
if (
  !fs.existsSync(path.join(repoRoot, 'apps/server/dist/main.js')) ||
  !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))
) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: repoRoot });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const benches = fs
  .readdirSync(path.join(repoRoot, 'bench'))
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();
let failed = false;
for (const bench of benches) {
  console.log(`\n=== bench/${bench} ===`);
  const result = spawnSync('npx', ['tsx', path.join('bench', bench)], { stdio: 'inherit', cwd: repoRoot });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
