import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstall, runStep } from './ensure-install.mjs';

// npm test: every suite, each timed; a table of durations and one summary line at the end.
// With TEST_DATABASE_URL the server suite runs a second time on PostgreSQL.
ensureInstall();
const plain = { FORCE_COLOR: '0' };
const reports = mkdtempSync(join(tmpdir(), 'beree-test-reports-'));
const steps = [];

/** Runs a step and records its time and, from the suite's JSON report, its test counts. */
function step(name, command, env = {}, counts = undefined) {
  const { ok, seconds } = runStep(command, env);
  const tests = counts?.();
  steps.push({ name, ok, seconds, tests });
  return ok;
}

const vitestCounts = (file) => () => {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((f) =>
    f.assertionResults.filter((t) => t.status === 'failed').map((t) => `${f.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}`),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, failures };
};
/** The titles of the failed tests in a Playwright JSON report's nested suites. */
function playwrightFailures(suites = [], titles = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => [...titles, suite.title, spec.title].filter(Boolean).join(' › ')),
    ...playwrightFailures(suite.suites, [...titles, suite.title]),
  ]);
}
const vitest = (workspace, name, env) => {
  // The report's file name must survive the shell: `server (PGlite)` would not.
  const file = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return step(name, `npm test -w ${workspace} -- --reporter=default --reporter=json --outputFile.json=${file}`, { ...plain, ...env }, vitestCounts(file));
};

step('typecheck', 'npm run typecheck');
// The migrated and seeded PGlite snapshot, made once for the server (PGlite), web and browser
// suites instead of once by each; a suite run on its own makes its own.
const snapshotFile = join(reports, 'seeded.tar');
if (step('snapshot', `cd apps/server && node --import tsx test/make-snapshot.ts ${snapshotFile}`)) process.env.TEST_SNAPSHOT_FILE = snapshotFile;
vitest('@beree/contracts', 'contracts');
// The OpenAPI walks with bad input run once, in the PostgreSQL run, when there is one (test/openapi-fuzz-walk.ts).
vitest('@beree/server', 'server (PGlite)', { TEST_DATABASE_URL: '', ...(process.env.TEST_DATABASE_URL ? { TEST_POSTGRES_RUN_FOLLOWS: '1' } : {}) });
if (process.env.TEST_DATABASE_URL) vitest('@beree/server', 'server (PostgreSQL)');
else console.log('\nTEST_DATABASE_URL is not set: the server suite ran on PGlite only.');
// The cluster recipe (nginx, two compiled nodes, PostgreSQL, Redis): skips itself with its reason without TEST_DATABASE_URL or nginx.
step('cluster', 'node --test cluster/', plain);
// The deploy recipes (Dockerfile, compose.yaml, Kubernetes manifests) against their schemas and the server's settings.
step('deploy', 'node --test deploy/', plain);
vitest('@beree/web', 'web');
const built = step('build', 'npm run build -w @beree/web');
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('\nChromium is missing (/usr/bin/chromium): install it with `apt-get install chromium` to run the browser tests.');
  steps.push({ name: 'browser', ok: false, seconds: 0 });
} else if (built) {
  const file = join(reports, 'browser.json');
  step('browser', 'npm test -w @beree/e2e -- --reporter=list,json', { ...plain, PLAYWRIGHT_JSON_OUTPUT_NAME: file }, () => {
    if (!existsSync(file)) return undefined;
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures: playwrightFailures(suites) };
  });
}
rmSync(reports, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\nSuite durations:');
for (const s of steps) {
  const counts = s.tests ? `  ${s.tests.passed} passed, ${s.tests.failed} failed${s.tests.skipped ? `, ${s.tests.skipped} skipped` : ''}` : '';
  console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name.padEnd(22)} ${String(Math.round(s.seconds)).padStart(5)} s${counts}`);
  if (s.tests) for (const key of Object.keys(total)) total[key] += s.tests[key];
  // A step that failed without a report of failed tests (typecheck, build, a crash) counts as one failure.
  else if (!s.ok) total.failed += 1;
  if (s.tests && !s.ok && s.tests.failed === 0) total.failed += 1;
}
const seconds = steps.reduce((sum, s) => sum + s.seconds, 0);
console.log(`  total ${Math.round(seconds)} s`);
// Named again last, so that a log cut to its tail still says which tests failed.
const failures = steps.flatMap((s) => (s.tests?.failures ?? []).map((title) => `  ${s.name}: ${title}`));
if (failures.length) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
