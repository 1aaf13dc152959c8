// Scale measurements (domain model §8 hot queries): starts the server on bench_scm (made by
// generate.mjs), signs in as the admin of hospital 100001 and times, one request after another
// over HTTP as a user would, the delivery list by state and ship-date range, the shared
// certificate list by stateFlag, the settlement list by month, a supplier's monthly statement,
// indent-count and certification-count; answers p50/p99 and writes
// bench/results/<date>-scale-<label>.json. Targets: lists p99 ≤ 50 ms, counts ≤ 50 ms,
// settlement list and statement ≤ 100 ms.
// Usage: npm run bench:scale:measure -w @beree/bench [-- --label after-indexes --samples 300]
//   --only delivery,certificate-share times only the reads whose title holds one of the words (and the floor).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { compiledServer } from '../compiled-server.mjs';
import { HOSPITAL, SIZES, benchUrl } from './settings.mjs';
import { basic } from '../client.mjs';

const arg = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const label = arg('label', 'run');
const samples = Number(arg('samples', 300));
const only = arg('only', '').split(',').filter(Boolean);
const WARM_UP = 20;
const TARGET_MS = 50;
/** The settlement list and statement sum a month of lines: their target is looser. */
const SETTLEMENT_TARGET_MS = 100;
const port = 19_700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
const md5 = (s) => createHash('md5').update(s).digest('hex');

const compiled = compiledServer();
const server = spawn(process.execPath, compiled.args, {
  cwd: compiled.cwd,
  env: { ...process.env, ...compiled.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: benchUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'beree-scale-')), LOG_LEVEL: 'warn', NODE_ENV: 'production', TOKEN_RATE_LIMIT: '1000000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function signIn(tenantId) {
  const path = `/api/blade-auth/oauth/token?tenantId=${tenantId}&username=admin&password=${md5('admin')}&grant_type=password&scope=all&type=account`;
  const answer = await (await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: basic } })).json();
  if (!answer.access_token) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  return answer.access_token;
}

/** One GET as the signed-in user: the milliseconds to the whole answer, and its data (anything but 200 fails). */
async function get(token, path) {
  const started = performance.now();
  const res = await fetch(`${base}/api${path}`, { headers: { authorization: basic, 'blade-auth': `bearer ${token}` } });
  const answer = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return { ms, data: answer.data };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

/** Times `samples` requests of pathAt(i) after a warm-up; checks each answer with accept. */
async function measure(token, title, pathAt, accept, targetMs = TARGET_MS) {
  if (only.length && !title.startsWith('floor') && !only.some((word) => title.includes(word))) return undefined;
  for (let i = 0; i < WARM_UP; i++) await get(token, pathAt(i));
  const times = [];
  let example;
  for (let i = 0; i < samples; i++) {
    const { ms, data } = await get(token, pathAt(i));
    accept(data);
    example ??= data;
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const result = { title, example: pathAt(0), samples, p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)), maxMs: round(times.at(-1)) };
  result.targetMs = targetMs;
  result.meetsTarget = result.p99Ms <= targetMs;
  result.answer = Array.isArray(example.records) ? { total: example.total, records: example.records.length } : example;
  console.log(`${title}: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
  return result;
}

/** One calendar month of the last year, the i-th cycling from the newest back. */
function month(i) {
  const end = new Date(Date.now() - (i % 12) * 30 * 86_400_000);
  const start = new Date(end.getTime() - 30 * 86_400_000);
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
}

/** A calendar month `YYYY-MM` of the last year, the i-th cycling from the current one back. */
function calendarMonth(i) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (i % 12), 1)).toISOString().slice(0, 7);
}

/** The indexes on the measured tables, so a result says what it was measured with. */
async function indexes() {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select indexdef from pg_indexes where tablename in ('scm_delivery', 'scm_indent', 'scm_indent_line', 'scm_certificate', 'scm_certificate_share') order by tablename, indexname`);
    const sizes = await client.query(`select relname as table, n_live_tup as rows from pg_stat_user_tables where relname in ('scm_delivery', 'scm_delivery_line', 'scm_indent', 'scm_indent_line', 'scm_certificate', 'scm_certificate_share') order by relname`);
    return { indexes: rows.map((r) => r.indexdef), rows: Object.fromEntries(sizes.rows.map((r) => [r.table, Number(r.rows)])) };
  } finally {
    await client.end();
  }
}

try {
  await waitForHealth();
  const token = await signIn(HOSPITAL);
  const page = (data) => {
    if (!Array.isArray(data.records) || data.records.length === 0) throw new Error('empty page');
  };
  const results = [];
  // The floor: what any signed-in request costs on the machine at that moment (sign-in check, tenant, one small read).
  results.push(await measure(token, 'floor: oauth/user-info', () => '/blade-auth/oauth/user-info', () => {}));
  results.push(
    await measure(token, 'delivery list: deliveryStatus_equal=RECEIVED, shipDate one month (the hospital screen)', (i) => {
      const [from, to] = month(i);
      return `/beree-scm/delivery/list?current=1&size=20&deliveryStatus_equal=RECEIVED&shipDate_datege=${from}&shipDate_datele=${to}`;
    }, page),
  );
  results.push(
    await measure(token, 'delivery list: hospitalTenantId_equal + deliveryStatus_equal=RECEIVED + shipDate one month', (i) => {
      const [from, to] = month(i);
      return `/beree-scm/delivery/list?current=1&size=20&hospitalTenantId_equal=${HOSPITAL}&deliveryStatus_equal=RECEIVED&shipDate_datege=${from}&shipDate_datele=${to}`;
    }, page),
  );
  results.push(
    await measure(token, 'delivery list: deliveryStatus_equal=RECEIVED + createTime one month', (i) => {
      const [from, to] = month(i);
      return `/beree-scm/delivery/list?current=1&size=20&deliveryStatus_equal=RECEIVED&createTime_datege=${from}&createTime_datele=${to}`;
    }, page),
  );
  results.push(await measure(token, 'delivery list: deliveryStatus_equal=APPROVED (to receive), no date', () => '/beree-scm/delivery/list?current=1&size=20&deliveryStatus_equal=APPROVED', page));
  results.push(
    await measure(token, 'certificate-share list: stateFlag (OVERDUE / EXPIRING_SOON alternately)', (i) => `/beree-scm/certificate-share/list?current=1&size=20&stateFlag=${i % 2 ? 'EXPIRING_SOON' : 'OVERDUE'}`, page),
  );
  results.push(
    await measure(token, 'settlement list: one receipt month (page of 20, totals per note)', (i) => {
      const m = calendarMonth(i);
      return `/beree-scm/settlement/list?current=1&size=20&monthFrom=${m}&monthTo=${m}`;
    }, page, SETTLEMENT_TARGET_MS),
  );
  results.push(
    await measure(token, "settlement statement: one supplier's month", (i) => `/beree-scm/settlement/statement?month=${calendarMonth(i)}&supplierTenantId=${600_001 + (i % SIZES.suppliers)}`, (data) => {
      if (!Array.isArray(data.groups) || data.groups.length === 0) throw new Error(`statement: ${JSON.stringify(data).slice(0, 200)}`);
    }, SETTLEMENT_TARGET_MS),
  );
  results.push(
    await measure(token, 'home-page-statistics/indent-count', () => '/beree-scm/home-page-statistics/indent-count', (data) => {
      if (data.party !== 'hospital') throw new Error(`indent-count: ${JSON.stringify(data)}`);
    }),
  );
  results.push(
    await measure(token, 'home-page-statistics/certification-count', () => '/beree-scm/home-page-statistics/certification-count', (data) => {
      if (!data.shared || data.shared.total < SIZES.suppliers * SIZES.certsPerSupplier) throw new Error(`certification-count: ${JSON.stringify(data)}`);
    }),
  );
  const measured = results.filter(Boolean);
  const report = { when: new Date().toISOString(), label, node: process.version, database: 'postgresql', targetMs: TARGET_MS, dataSet: SIZES, ...(await indexes()), results: measured };
  const file = join(import.meta.dirname, '..', 'results', `${report.when.slice(0, 10)}-scale-${label}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  console.table(measured.map((r) => ({ title: r.title, p50: r.p50Ms, p99: r.p99Ms, ok: r.meetsTarget })));
  console.log(`written to ${file}`);
} finally {
  server.kill('SIGTERM');
}
