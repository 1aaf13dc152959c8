import { describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, useServer } from '../../../test/harness';
import { enqueueJob } from '../jobs/enqueue';
import { JobRunner } from '../jobs/runner';
import { withTenant } from '../tenancy/with-tenant';
import { listenMetrics } from './expose';

const TOKEN = 'scrape-secret-1';
const server = useServer({ METRICS_TOKEN: TOKEN });

/** The value of one series in Prometheus' text format, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('Prometheus metrics', () => {
  const scrape = async () => {
    const res = await server().app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('/api/metrics answers only the bearer of METRICS_TOKEN', async () => {
    const { app } = server();
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');
  });

  it('counts requests per route pattern and status, times them, and counts server errors', async () => {
    const { app, call, login } = server();
    const token = await login(HOSPITAL_ADMIN);
    const before = await scrape();
    const route = '/api/blade-system/dict/dictionary';
    const count = (text: string) => sample(text, 'http_requests_total', { method: 'GET', route, status: '200' }) ?? 0;
    for (const code of ['sex', 'yes_no']) expect((await call('GET', `${route}?code=${code}`, { token })).status).toBe(200);
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    app.readiness.shuttingDown = true;
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    } finally {
      app.readiness.shuttingDown = false;
    }
    const after = await scrape();
    // Two addresses with different codes are one series: the route's pattern.
    expect(count(after) - count(before)).toBe(2);
    expect(sample(after, 'http_request_duration_seconds_count', { method: 'GET', route })).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'http_request_errors_total', { method: 'GET', route: '/api/health/ready' })).toBe(1);
    // The process's own figures: event-loop lag among them.
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('shows the queued jobs of every node and counts the outcomes of the jobs this node ran', async () => {
    const { app, database } = server();
    const queued = async () => sample(await scrape(), 'jobs_unfinished', { state: 'queued' })!;
    const type = 'test.metrics.job';
    let fail = true;
    // A runner of this one type (the app's would also run the seeded jobs that are due), counting into the app's metrics.
    const runner = new JobRunner(database.db, { onOutcome: app.metrics!.jobFinished }).register(type, async () => {
      if (fail) throw new Error('provider down');
    });
    const start = await queued();
    await withTenant(database.db, { tenantId: '100001' }, (tx) => enqueueJob(tx, { tenantId: '100001', type, maxAttempts: 3 }));
    expect(await queued()).toBe(start + 1);
    await runner.runDue();
    const failed = await scrape();
    expect(sample(failed, 'jobs_finished_total', { type, outcome: 'RETRY' })).toBe(1);
    // Booked again a minute later: no longer due.
    expect(sample(failed, 'jobs_unfinished', { state: 'queued' })).toBe(start);
    fail = false;
    await runner.runDue(new Date(Date.now() + 3600_000));
    const done = await scrape();
    expect(sample(done, 'jobs_finished_total', { type, outcome: 'DONE' })).toBe(1);
    expect(sample(done, 'realtime_sockets')).toBe(0);
    // The pool's connections where there is a pool (PostgreSQL); the embedded database has none.
    if (database.kind === 'postgres') expect(sample(done, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    else expect(sample(done, 'db_pool_connections', { state: 'total' })).toBeUndefined();
  });

  it('serves /metrics without a token on a port of its own, and nothing else there', async () => {
    const { app } = server();
    const metricsServer = await listenMetrics(app.metrics!.registry, 0, '127.0.0.1');
    try {
      const { port } = metricsServer.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/api/metrics`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => metricsServer.close(resolve));
    }
  });
});
