// `npm test` (run by the README's test command, scripts/test-all.sh, after set-up): check, unit, integration on PGlite, integration again on a
// real PostgreSQL server, build, and browser tests. Prints one closing line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findPostgresBin, startPostgresCluster } from './lib/postgres-cluster.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(repoRoot, '.galley-test', 'results');

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : null;
if (only?.includes('e2e') && !only.includes('build')) only.push('build');
const wanted = (stage) => !only || only.includes(stage);
const inCi = Boolean(process.env.CI);

const totals = { passed: 0, failed: 0, skipped: 0 };

function sh(command, args, env = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function vitest(stage, project, env = {}) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const output = path.join(resultsDir, `${stage}.json`);
  fs.rmSync(output, { force: true });
  const ok = sh(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) {
      console.error(`${stage}: no test ran`);
      return false;
    }
  }
  return ok;
}

/** @type {Array<[string, () => boolean | Promise<boolean>]>} */
const stages = [
  ['check', () => sh('npm', ['run', 'check'])],
  ['unit', () => vitest('unit', 'unit')],
  ['integration', () => vitest('integration', 'integration', { DATABASE_URL: '' })],
  ['integration-postgres', postgresPass],
  ['build', () => sh('npm', ['run', 'build'])],
  ['e2e', () => vitest('e2e', 'e2e')],
];

async function postgresPass() {
  if (process.env.DATABASE_URL) return vitest('integration-postgres', 'integration');
  if (!findPostgresBin()) {
    const message =
      'PostgreSQL server programs not found (apt-get install postgresql): Postgres pass skipped';
    if (inCi) {
      console.error(message);
      return false;
    }
    console.warn(`⚠ ${message}`);
    return true;
  }
  const cluster = await startPostgresCluster();
  try {
    return vitest('integration-postgres', 'integration', { DATABASE_URL: cluster.url });
  } finally {
    cluster.stop();
  }
}

const failed = [];
for (const [name, run] of stages) {
  if (wanted(name) && !(await run())) failed.push(name);
}
console.log(`\nstages failed: ${failed.length ? failed.join(', ') : 'none'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed.length > 0 || totals.failed > 0 ? 1 : 0);
