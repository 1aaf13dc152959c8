// Capacity of one node against two behind nginx (docs/scaling.md): starts the cluster of
// scripts/cluster.mjs (nginx, two compiled nodes, PostgreSQL, Redis), signs in through nginx and
// runs autocannon on the same signed-in reads, first against node A alone, then through nginx
// (both nodes, round-robin); writes bench/results/<date>-cluster-<label>.json with the load
// average around each run. Usage: npm run bench:cluster -w @beree/bench [-- --duration 10 --connections 20 --label x]
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from '../scripts/cluster.mjs';
import { basic } from './client.mjs';

const arg = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 20));
const label = arg('label', 'run');
const md5 = (s) => createHash('md5').update(s).digest('hex');
const load = () => loadavg().map((n) => Math.round(n * 100) / 100);

/** The reads a signed-in clerk's screens send most: who am I, and a first page of a list. */
const CALLS = ['/api/blade-auth/oauth/user-info', '/api/blade-system/param/list?current=1&size=10'];

function cannon(url, headers) {
  return new Promise((done, fail) => autocannon({ url, duration, connections, headers }, (err, result) => (err ? fail(err) : done(result))));
}

const cluster = await startCluster({ port: 18_090, database: 'beree_bench_cluster', basePort: 18_190, quiet: true });
try {
  const tokenPath = `/api/blade-auth/oauth/token?tenantId=100001&username=admin&password=${md5('admin')}&grant_type=password&scope=all&type=account`;
  const login = await (await fetch(`${cluster.address}${tokenPath}`, { method: 'POST', headers: { authorization: basic } })).json();
  if (!login.access_token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  const headers = { authorization: basic, 'blade-auth': `bearer ${login.access_token}` };
  const targets = [
    { title: 'one node, direct', base: `http://127.0.0.1:${cluster.nodes[0].port}` },
    { title: 'two nodes behind nginx', base: cluster.address },
  ];
  const results = [];
  for (const path of CALLS) {
    for (const target of targets) {
      const before = load();
      const r = await cannon(`${target.base}${path}`, headers);
      results.push({
        call: `GET ${path}`,
        target: target.title,
        connections,
        requestsPerSecond: r.requests.average,
        latencyMs: { p50: r.latency.p50, p99: r.latency.p99 },
        non2xx: r.non2xx,
        errors: r.errors,
        loadAverage: { before, after: load() },
      });
    }
  }
  const report = { when: new Date().toISOString(), node: process.version, label, durationSeconds: duration, results };
  const file = join(import.meta.dirname, 'results', `${report.when.slice(0, 10)}-cluster-${label}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  console.table(results.map((r) => ({ call: r.call, target: r.target, 'req/s': r.requestsPerSecond, p50: r.latencyMs.p50, p99: r.latencyMs.p99, non2xx: r.non2xx, load: `${r.loadAverage.before[0]} → ${r.loadAverage.after[0]}` })));
  console.log(`written to ${file}`);
} finally {
  await cluster.stop();
}
