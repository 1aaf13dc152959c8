// Load benchmark: starts the server on a fresh embedded database, then runs autocannon against
// the token endpoint and the parameter list. Usage: npm run bench -w @beree/bench [-- --duration 10]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { compiledServer } from './compiled-server.mjs';
import { basic } from './client.mjs';

const duration = Number(process.argv[process.argv.indexOf('--duration') + 1]) || 10;
const port = 18_500 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;
const md5 = (s) => createHash('md5').update(s).digest('hex');

const compiled = compiledServer();
const server = spawn(process.execPath, compiled.args, {
  cwd: compiled.cwd,
  // The per-IP sign-in limit is lifted: this measures what the server can do, not the limiter.
  env: { ...process.env, ...compiled.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'beree-bench-')), LOG_LEVEL: 'warn', NODE_ENV: 'production', TOKEN_RATE_LIMIT: '1000000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const tokenPath = `/api/blade-auth/oauth/token?tenantId=100001&username=admin&password=${md5('admin')}&grant_type=password&scope=all&type=account`;

function cannon(title, opts) {
  return new Promise((done, fail) => {
    const { path, ...rest } = opts;
    autocannon({ url: `${base}${path}`, duration, ...rest }, (err, result) => (err ? fail(err) : done({ title, result })));
  });
}

const summary = ({ title, result }) => ({
  title,
  connections: result.connections,
  durationSeconds: result.duration,
  requests: result.requests.total,
  requestsPerSecond: result.requests.average,
  latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  non2xx: result.non2xx,
  errors: result.errors,
});

try {
  await waitForHealth();
  const login = await (await fetch(`${base}${tokenPath}`, { method: 'POST', headers: { authorization: basic } })).json();
  if (!login.access_token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  const results = [];
  results.push(summary(await cannon('POST /api/blade-auth/oauth/token (password grant)', { connections: 4, method: 'POST', path: tokenPath, headers: { authorization: basic } })));
  results.push(
    summary(
      await cannon('GET /api/blade-system/param/list?current=1&size=10', {
        connections: 10,
        path: '/api/blade-system/param/list?current=1&size=10',
        headers: { authorization: basic, 'blade-auth': `bearer ${login.access_token}` },
      }),
    ),
  );
  const report = { when: new Date().toISOString(), node: process.version, database: 'pglite', results };
  const file = join('results', `${report.when.slice(0, 10)}-auth-and-params.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  console.table(results.map((r) => ({ title: r.title, 'req/s': r.requestsPerSecond, p50: r.latencyMs.p50, p99: r.latencyMs.p99, non2xx: r.non2xx })));
  console.log(`written to bench/${file}`);
} finally {
  server.kill('SIGTERM');
}
