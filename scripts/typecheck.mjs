// Typechecks every workspace project (each tsconfig is standalone: packages resolve to their TS sources).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/contracts',
  'packages/references',
  'packages/manuscript',
  'packages/pubmed',
  'packages/journals',
  'apps/server',
  'apps/cli',
  'apps/web',
  'e2e',
  'bench',
  'scripts',
  'scripts/refs',
  'scripts/pubmed',
  'scripts/journals',
  'scripts/manuscript',
].filter((dir) => existsSync(`${dir}/tsconfig.json`));
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed: ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
