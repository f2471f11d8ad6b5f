// `npm test` (run by the README's test command, scripts/test-all.sh, after set-up): check, unit, integration on PGlite, integration again on a
// real PostgreSQL server, build, and browser tests. Prints one closing line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findPostgresBin, startPostgresCluster } from './lib/postgres-cluster.mjs';
import { runCaptured } from './lib/run-captured.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(repoRoot, '.galley-test', 'results');

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : null;
if (only?.includes('e2e') && !only.includes('build')) only.push('build');
const wanted = (stage) => !only || only.includes(stage);
const inCi = Boolean(process.env.CI);

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Failed tests, repeated at the very end: CI shows only the tail of a long log. */
const failures = [];

function failedTests(stage, report) {
  const line = (text) => (text ?? '').split('\n').slice(0, 3).join(' | ').slice(0, 400);
  return report.testResults.flatMap((file) => {
    const where = path.relative(repoRoot, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed')
      return [`${stage}: ${where}\n    ${line(file.message)}`];
    return tests.map(
      (test) => `${stage}: ${where} › ${test.fullName}\n    ${line(test.failureMessages?.[0])}`,
    );
  });
}

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
    failures.push(...failedTests(stage, report));
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

/**
 * The build needs no test database and most integration time is spent waiting (child servers, retry delays,
 * PostgreSQL), so with both wanted the build runs beside the PostgreSQL pass, its output held and printed when its
 * own stage comes; no integration test reads the built files.
 */
let earlyBuild;
function startBuildEarly() {
  console.log('\n▶ npm run build (beside the PostgreSQL pass; its output follows at the build stage)');
  earlyBuild = runCaptured('npm', ['run', 'build'], repoRoot);
}
async function finishEarlyBuild() {
  const { ok, output } = await earlyBuild;
  process.stdout.write(output);
  return ok;
}

const failed = [];
const durations = [];
for (const [name, run] of stages) {
  if (!wanted(name)) continue;
  const started = Date.now();
  if (name === 'integration-postgres' && wanted('build')) startBuildEarly();
  const ok = name === 'build' && earlyBuild ? await finishEarlyBuild() : await run();
  if (!ok) failed.push(name);
  durations.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
}
console.log(`\nstage wall times: ${durations.join(', ')}`);
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(`\nstages failed: ${failed.length ? failed.join(', ') : 'none'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed.length > 0 || totals.failed > 0 ? 1 : 0);
