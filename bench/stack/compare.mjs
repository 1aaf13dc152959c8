// Our server and the bare stack (Fastify + pg, bare-server.mjs) side by side in one run, on one
// fresh PostgreSQL database with the demo: the floor of a signed-in request (one connection, one
// request after another) and the lists under load (20 connections), ours and bare in turn. With
// --pglite our server runs the same again on the embedded database. Besides requests per second it
// records each server's CPU time per answered request, which the machine's other load moves far less.
// Usage: npm run bench:stack -w @beree/bench [-- --duration 10 --connections 20 --label x --pglite --server <apps/server of another checkout>]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { compiledServer } from '../compiled-server.mjs';
import { CALLS } from './statements.mjs';
import { basic } from '../client.mjs';

const arg = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 20));
const label = arg('label', 'run');
const withPglite = process.argv.includes('--pglite');
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_stack';
const md5 = (s) => createHash('md5').update(s).digest('hex');
// --server <dir>: another checkout's apps/server (the code before a change, measured in the same run of the machine).
const otherServer = arg('server') && resolve(arg('server'));
const children = [];

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function waitFor(base, child) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${base}: exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (i > 600) throw new Error(`${base} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function start(command, args, env, cwd) {
  const port = 19_400 + Math.floor(Math.random() * 500);
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  return { base: `http://127.0.0.1:${port}`, child };
}

/** Our server as production runs it (migrating and seeding an empty database on its first start). */
async function startOurs(env) {
  // This checkout's server runs compiled, as production does; another checkout's from its sources.
  const command = otherServer ? { args: ['--import', 'tsx', 'src/main.ts'], env: {}, cwd: otherServer } : compiledServer();
  const server = start(process.execPath, command.args, { ...command.env, HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'beree-stack-')), LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env }, command.cwd);
  await waitFor(server.base, server.child);
  return server;
}

async function signIn(base) {
  const path = `/api/blade-auth/oauth/token?tenantId=100001&username=admin&password=${md5('admin')}&grant_type=password&scope=all&type=account`;
  const answer = await (await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: basic } })).json();
  if (!answer.access_token) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  const headers = { authorization: basic, 'blade-auth': `bearer ${answer.access_token}` };
  const me = await (await fetch(`${base}/api/blade-auth/oauth/user-info`, { headers })).json();
  return { headers, userId: String(me.data.user_id) };
}

/** CPU time (user + system) a process has used, in ms: a figure the machine's other load moves far less than throughput. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}
const TICKS = 100;

/** Runs autocannon; with `pid`, also the server's CPU per answered request. */
async function cannon(url, { pid, ...opts }) {
  const before = pid && cpuMs(pid);
  const r = await new Promise((done, fail) => autocannon({ url, duration, ...opts }, (err, result) => (err ? fail(err) : done(result))));
  const answer = { requestsPerSecond: r.requests.average, latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max }, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors };
  if (pid) answer.serverCpuMsPerRequest = Math.round(((cpuMs(pid) - before) / r.requests.total) * 1000) / 1000;
  return answer;
}

const FLOOR = { 'user-info': '/api/blade-auth/oauth/user-info', 'empty list (抄送 copyList)': '/api/blade-workflow/process/copyList?current=1&size=10' };

async function measureOurs({ base, child }, headers) {
  const floor = {};
  for (const [name, path] of Object.entries(FLOOR)) floor[name] = await cannon(`${base}${path}`, { connections: 1, headers, pid: child.pid });
  const lists = {};
  for (const [name, call] of Object.entries(CALLS)) lists[name] = await cannon(`${base}${call.path}`, { connections, headers, pid: child.pid });
  return { floor, lists };
}

try {
  await admin('DROP DATABASE IF EXISTS bench_stack');
  await admin('CREATE DATABASE bench_stack');
  const ours = await startOurs({ DATABASE_URL: databaseUrl });
  const { headers, userId } = await signIn(ours.base);
  const bare = start(process.execPath, ['bare-server.mjs'], { DATABASE_URL: databaseUrl, TENANT: '100001', USER_ID: userId }, import.meta.dirname);
  await waitFor(bare.base, bare.child);
  // Warm both (JIT, connections, plans) before anything counts.
  for (const call of Object.values(CALLS)) {
    await cannon(`${ours.base}${call.path}`, { connections, headers, duration: 2 });
    await cannon(`${bare.base}${call.path.split('?')[0]}`, { connections, duration: 2 });
  }
  const loadBefore = loadavg();
  const postgres = await measureOurs(ours, headers);
  const comparison = {};
  for (const [name, call] of Object.entries(CALLS)) {
    const bareRun = await cannon(`${bare.base}${call.path.split('?')[0]}`, { connections, pid: bare.child.pid });
    const ours = postgres.lists[name];
    comparison[name] = {
      ours,
      bare: bareRun,
      ratio: Math.round((ours.requestsPerSecond / bareRun.requestsPerSecond) * 100) / 100,
      cpuRatio: Math.round((bareRun.serverCpuMsPerRequest / ours.serverCpuMsPerRequest) * 100) / 100,
    };
  }
  ours.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');

  let pglite;
  if (withPglite) {
    const embedded = await startOurs({});
    const session = await signIn(embedded.base);
    for (const call of Object.values(CALLS)) await cannon(`${embedded.base}${call.path}`, { connections, headers: session.headers, duration: 2 });
    const run = await measureOurs(embedded, session.headers);
    pglite = { ...run, ratioToPostgres: Object.fromEntries(Object.keys(CALLS).map((name) => [name, Math.round((run.lists[name].requestsPerSecond / postgres.lists[name].requestsPerSecond) * 100) / 100])) };
    embedded.child.kill('SIGTERM');
  }

  const [{ server_version: postgresVersion }] = (await admin('show server_version')).rows;
  const report = {
    when: new Date().toISOString(),
    label,
    machine: { cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), loadAverageBefore: loadBefore.map((l) => Math.round(l * 10) / 10), loadAverageAfter: loadavg().map((l) => Math.round(l * 10) / 10), node: process.version, postgres: postgresVersion },
    durationSeconds: duration,
    connections,
    floor: postgres.floor,
    lists: comparison,
    pglite,
  };
  const file = join(import.meta.dirname, '..', 'results', `${report.when.slice(0, 10)}-stack-${label}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  console.table(Object.fromEntries(Object.entries(postgres.floor).map(([k, v]) => [k, { p50: v.latencyMs.p50, p99: v.latencyMs.p99, 'req/s': v.requestsPerSecond, 'cpu ms/req': v.serverCpuMsPerRequest }])));
  console.table(
    Object.fromEntries(
      Object.entries(comparison).map(([k, v]) => [
        k,
        { 'ours req/s': v.ours.requestsPerSecond, 'bare req/s': v.bare.requestsPerSecond, ratio: v.ratio, 'ours p99': v.ours.latencyMs.p99, 'bare p99': v.bare.latencyMs.p99, 'ours cpu ms/req': v.ours.serverCpuMsPerRequest, 'bare cpu ms/req': v.bare.serverCpuMsPerRequest, 'cpu ratio': v.cpuRatio },
      ]),
    ),
  );
  if (pglite) console.table(Object.fromEntries(Object.entries(pglite.lists).map(([k, v]) => [k, { 'req/s': v.requestsPerSecond, p99: v.latencyMs.p99, 'of PostgreSQL': pglite.ratioToPostgres[k] }])));
  console.log(`written to ${file}`);
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
