import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useServer } from '../../../test/harness';

const server = useServer();

describe('health probes', () => {
  it('live answers while the process runs; ready checks the database and the migrations', async () => {
    const { app } = server();
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'UP' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'x-request-id': 'probe-1' } });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'UP', checks: { database: 'UP', migrations: 'UP' } });
    expect(ready.headers['x-request-id']).toBe('probe-1');
  });

  it('ready answers 503 naming the migrations when the database is behind this build', async () => {
    const { app, database } = server();
    const result = await database.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`);
    const [last] = (result as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'DOWN', failed: 'migrations' });
      expect(res.json().checks.migrations).toMatch(/^\d+ of \d+ migrations applied$/);
    } finally {
      await database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`);
    }
  });

  it('ready answers 503 while the node shuts down, and its answers close the connection', async () => {
    const { app } = server();
    app.readiness.shuttingDown = true;
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'DOWN', failed: 'shutdown' });
      expect(res.headers.connection).toBe('close');
    } finally {
      app.readiness.shuttingDown = false;
    }
  });
});
