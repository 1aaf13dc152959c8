// Memory and start of an idle server. Starts the compiled server on a fresh embedded database (or,
// with --postgres, a fresh database on 127.0.0.1:5432) and reads its resident memory (VmRSS of
// /proc/<pid>/status) once it answers, after a walk through every list the menus lead to (every
// GET …/list, …/page and …/tree of /api/openapi.json that takes no path parameter, as the
// platform administrator and as the administrator of hospital 100001), and after that walk and a
// full garbage collection (asked for over the inspector, with the heap's breakdown). Then starts it
// again on the same database and times the restart. Writes bench/results/<date>-memory[-postgres].json.
// Usage: npm run bench:memory -w @beree/bench [-- --postgres] [--label before] [--source [--source-dir d]]
// (--source runs src/main.ts through tsx instead of the build, of apps/server or of the server folder d.)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { compiledServer } from './compiled-server.mjs';
import { basic } from './client.mjs';

if (typeof WebSocket === 'undefined') throw new Error('Run with node --experimental-websocket (npm run bench:memory does).');
const postgres = process.argv.includes('--postgres');
const source = process.argv.includes('--source');
const arg = (name) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const label = arg('label');
const sourceDir = resolve(arg('source-dir') ?? join(import.meta.dirname, '../apps/server'));
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const md5 = (s) => createHash('md5').update(s).digest('hex');
const MB = 1024;
const port = 19_500 + Math.floor(Math.random() * 200);
const inspectorPort = port + 1000;
const base = `http://127.0.0.1:${port}`;

/** VmRSS and VmHWM (the peak) of a process, in MB. */
function residentMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)[1]);
  return { rssMB: Math.round(kB('VmRSS') / MB), peakMB: Math.round(kB('VmHWM') / MB) };
}

const load = () => loadavg().map((n) => Math.round(n * 100) / 100);

// Built (when stale) once, before any start is timed.
const server = source ? { args: ['--import', 'tsx', 'src/main.ts'], env: {}, cwd: sourceDir } : compiledServer();

/** Starts the server and resolves once /api/health answers, with the seconds that took. */
async function startServer(env) {
  const started = performance.now();
  // --inspect-port only names the port: the inspector opens on SIGUSR1, for the settle.
  const child = spawn(process.execPath, [`--inspect-port=127.0.0.1:${inspectorPort}`, ...server.args], {
    cwd: server.cwd,
    env: { ...process.env, ...server.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', TOKEN_RATE_LIMIT: '1000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    // Polling the port is the only way to learn that a child process listens.
    await new Promise((r) => setTimeout(r, 100));
  }
  const stopped = new Promise((r) => child.once('exit', r));
  return { child, readySeconds: (performance.now() - started) / 1000, stop: () => (child.kill('SIGTERM'), stopped) };
}

async function signIn(tenantId) {
  const path = `/api/blade-auth/oauth/token?tenantId=${tenantId}&username=admin&password=${md5('admin')}&grant_type=password&scope=all&type=account`;
  const answer = await (await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: basic } })).json();
  if (!answer.access_token) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  return answer.access_token;
}

/**
 * The list calls of the API: every GET …/list, …/page or …/tree without a path parameter. Read from
 * a server of their own (no demo data), since the OpenAPI document stays in the memory of the
 * server that made it (about 16 MB) and a user's walk never asks for it.
 */
async function listCalls(env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'beree-memory-api-'));
  const server = await startServer({ ...env, DATA_DIR: dataDir, SEED_DEMO: 'false' });
  try {
    const api = await (await fetch(`${base}/api/openapi.json`)).json();
    return Object.entries(api.paths)
      .filter(([path, ops]) => ops.get && !path.includes('{') && /(list|page|tree)$/i.test(path))
      .map(([path]) => path);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What the shell loads, then every list, first page of ten, as each administrator; answers the count per HTTP status. */
async function walk(lists) {
  const statuses = {};
  for (const tenantId of ['000000', '100001']) {
    const token = await signIn(tenantId);
    const headers = { authorization: basic, 'blade-auth': `bearer ${token}` };
    for (const path of ['/api/blade-system/menu/routes', '/api/blade-system/menu/buttons', '/api/blade-system/user/info', ...lists.map((p) => `${p}?current=1&size=10`)]) {
      const res = await fetch(`${base}${path}`, { headers });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }
  return { lists: lists.length, statuses };
}

/** Opens the inspector (SIGUSR1), runs a full garbage collection and answers process.memoryUsage() in MB. */
async function settle(pid) {
  process.kill(pid, 'SIGUSR1');
  let targets;
  for (let i = 0; !targets; i++) {
    targets = await fetch(`http://127.0.0.1:${inspectorPort}/json/list`).then((r) => r.json(), () => undefined);
    if (!targets && i > 100) throw new Error('the inspector did not open');
    if (!targets) await new Promise((r) => setTimeout(r, 100));
  }
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ((socket.onopen = resolve), (socket.onerror = reject)));
  let id = 0;
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const mine = ++id;
      socket.addEventListener('message', function answer(event) {
        const message = JSON.parse(event.data);
        if (message.id !== mine) return;
        socket.removeEventListener('message', answer);
        resolve(message.result);
      });
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  await send('HeapProfiler.collectGarbage');
  const usage = await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
  socket.close();
  return Object.fromEntries(Object.entries(JSON.parse(usage.result.value)).map(([k, v]) => [`${k}MB`, Math.round(v / MB / MB)]));
}

/** How long the server is left alone after the walk: V8's memory reducer collects once allocation stops. */
const IDLE_SECONDS = 30;

/** Lets the server sit without requests for `seconds` and answers its memory then, with the lowest seen on the way. */
async function idleFor(pid, seconds) {
  let lowestMB = Infinity;
  for (let i = 0; i < seconds; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    lowestMB = Math.min(lowestMB, residentMemory(pid).rssMB);
  }
  return { seconds, ...residentMemory(pid), lowestMB };
}

const dataDir = mkdtempSync(join(tmpdir(), 'beree-memory-'));
const database = `beree_memory_${process.pid}`;
const env = { DATA_DIR: dataDir };
let admin;
if (postgres) {
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.query(`CREATE DATABASE ${database}_api`);
  env.DATABASE_URL = adminUrl.replace(/\/[^/]*$/, `/${database}`);
}
try {
  const lists = await listCalls(postgres ? { DATABASE_URL: env.DATABASE_URL.replace(/\/[^/]*$/, `/${database}_api`) } : {});
  const loadBefore = load();
  const first = await startServer(env);
  const afterStart = residentMemory(first.child.pid);
  const idleAfterStart = await idleFor(first.child.pid, IDLE_SECONDS);
  const walkStarted = performance.now();
  const walked = await walk(lists);
  walked.seconds = Math.round((performance.now() - walkStarted) / 100) / 10;
  const afterWalk = residentMemory(first.child.pid);
  const idleAfterWalk = await idleFor(first.child.pid, IDLE_SECONDS);
  const heap = await settle(first.child.pid);
  const afterSettle = residentMemory(first.child.pid);
  await first.stop();
  const second = await startServer(env);
  const afterRestart = residentMemory(second.child.pid);
  await second.stop();
  const report = {
    when: new Date().toISOString(),
    node: process.version,
    database: postgres ? 'postgresql' : 'pglite',
    server: source ? 'src/main.ts through tsx' : 'dist/main.js',
    label,
    loadAverage: { before: loadBefore, after: load() },
    firstStart: { readySeconds: Math.round(first.readySeconds * 10) / 10, ...afterStart },
    idleAfterStart,
    walk: { ...walked, ...afterWalk },
    idleAfterWalk,
    settled: { ...afterSettle, ...heap },
    restart: { readySeconds: Math.round(second.readySeconds * 10) / 10, ...afterRestart },
  };
  const file = join(import.meta.dirname, 'results', `${report.when.slice(0, 10)}-memory${postgres ? '-postgres' : ''}${label ? `-${label}` : ''}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  console.log(JSON.stringify(report, null, 2));
  console.log(`written to ${file}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (admin) {
    for (const name of [database, `${database}_api`]) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
