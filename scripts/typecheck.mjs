// Typechecks every workspace project (each tsconfig is standalone: packages resolve to their TS sources).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { runCaptured } from './lib/run-captured.mjs';

const projects = [
  'packages/contracts',
  'packages/references',
  'packages/manuscript',
  'packages/pubmed',
  'packages/journals',
  'packages/titles',
  'packages/llm',
  'apps/server',
  'apps/cli',
  'apps/web',
  'apps/paddle-simulator',
  'e2e',
  'bench',
  'scripts',
  'scripts/refs',
  'scripts/pubmed',
  'scripts/journals',
  'scripts/manuscript',
  'scripts/titles',
].filter((dir) => existsSync(`${dir}/tsconfig.json`));
// One project per core, at most four (each tsc is single-threaded; CI has two cores), taken in the order above;
// each project's output is printed whole when it ends, never interleaved.
const parallel = Math.max(1, Math.min(availableParallelism(), 4));
let failed = false;
const queue = [...projects];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const { ok, output } = await runCaptured('npx', ['tsc', '-p', project]);
    if (output) process.stdout.write(output);
    if (!ok) {
      console.error(`typecheck failed: ${project}`);
      failed = true;
    }
  }
}
await Promise.all(Array.from({ length: parallel }, worker));
process.exit(failed ? 1 : 0);
