import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../config/server-root';
import type { Database } from '../db/database';

/** How many migrations this build carries (the journal bundled with it). */
function bundledMigrations(): number {
  const journal = JSON.parse(readFileSync(join(SERVER_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** Whether this node may take traffic; set false once it starts shutting down. */
export class Readiness {
  shuttingDown = false;
}

/** While shutting down, answers on kept-alive connections close them so the client reconnects elsewhere. */
export function closeConnectionsWhenDraining(app: FastifyInstance, readiness: Readiness) {
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.shuttingDown) reply.header('connection', 'close');
  });
}

export type HealthCheck = { name: string; run: () => Promise<string | undefined> };

/**
 * `/api/health/live` says the process answers (a liveness probe restarts it when it does not);
 * `/api/health/ready` says a proxy may send it requests: the database answers, its migrations are
 * the ones this build carries, extra checks (Redis) pass, and the node is not shutting down.
 * A failed check answers 503 naming it, so an operator sees why a node was taken out.
 */
export function registerHealth(app: FastifyInstance, database: Database, readiness: Readiness, extra: HealthCheck[] = []) {
  const expected = bundledMigrations();
  const checks: HealthCheck[] = [
    {
      name: 'database',
      run: async () => {
        await database.db.execute(sql`select 1`);
        return undefined;
      },
    },
    {
      name: 'migrations',
      run: async () => {
        const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
        const applied = Number(rows[0]?.n ?? 0);
        return applied === expected ? undefined : `${applied} of ${expected} migrations applied`;
      },
    },
    ...extra,
  ];

  app.get('/api/health/live', { schema: { tags: ['health'] }, config: { public: true } }, async () => ({ status: 'UP' }));

  app.get('/api/health/ready', { schema: { tags: ['health'] }, config: { public: true } }, async (_request, reply) => {
    if (readiness.shuttingDown) return reply.code(503).send({ status: 'DOWN', failed: 'shutdown', checks: { shutdown: 'shutting down' } });
    const results: Record<string, string> = {};
    let failed: string | undefined;
    for (const check of checks) {
      const problem = await check.run().catch((err: unknown) => (err instanceof Error ? err.message : String(err)));
      results[check.name] = problem ?? 'UP';
      if (problem && !failed) failed = check.name;
    }
    if (failed) return reply.code(503).send({ status: 'DOWN', failed, checks: results });
    return { status: 'UP', checks: results };
  });
}
