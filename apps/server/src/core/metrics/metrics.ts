import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read at scrape time from parts built after them (the pool, the jobs table, the sockets). */
export interface MetricsSources {
  /** The PostgreSQL pool's connections; absent on the embedded database (one connection in process). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Unfinished jobs across all nodes: due and waiting for a node, and held by a node now. */
  jobs: () => Promise<{ queued: number; running: number }>;
  /** This node's open realtime sockets. */
  sockets: () => number;
}

/** This node's Prometheus metrics; `sources` is filled in once the parts it reads exist. */
export interface Metrics {
  registry: Registry;
  sources: Partial<MetricsSources>;
  /** Counts a job's outcome (from the jobs runner). */
  jobFinished(type: string, outcome: 'DONE' | 'RETRY' | 'DEAD'): void;
}

// Most answers take a few milliseconds; lists, exports and reports reach seconds.
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Request rate, latency per route, errors, the database pool, jobs, sockets and the process's own
 * figures (event-loop lag, memory, CPU, garbage collection) in a registry of this app's own, so
 * several apps in one process (tests) never count into each other.
 */
export function registerMetrics(app: FastifyInstance): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const sources: Partial<MetricsSources> = {};
  const requests = new Counter({ name: 'http_requests_total', help: 'Answered requests', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const errors = new Counter({ name: 'http_request_errors_total', help: 'Requests answered with a server error (5xx)', labelNames: ['method', 'route'], registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being sent',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'jobs_unfinished',
    help: 'Unfinished durable jobs of all nodes: queued (waiting for a node) or running (held by one)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      if (!sources.jobs) return;
      const { queued, running } = await sources.jobs();
      this.set({ state: 'queued' }, queued);
      this.set({ state: 'running' }, running);
    },
  });
  const jobsFinished = new Counter({
    name: 'jobs_finished_total',
    help: "Jobs this node ran, by outcome: DONE, RETRY (failed, tried again later) or DEAD (every attempt failed)",
    labelNames: ['type', 'outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'realtime_sockets',
    help: 'Realtime sockets open on this node',
    registers: [registry],
    collect() {
      if (sources.sockets) this.set(sources.sockets());
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, not its address: one series per route, however many ids are asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    requests.inc({ method, route, status: reply.statusCode });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method, route });
    done();
  });

  return { registry, sources, jobFinished: (type, outcome) => jobsFinished.inc({ type, outcome }) };
}
