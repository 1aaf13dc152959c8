import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/database';
import { useServer } from '../../../test/harness';
import { registerErrorHandler } from './error-handler';

/**
 * Two transactions that lock two rows in opposite orders: PostgreSQL ends one with a deadlock
 * (40P01) and rolls it back whole. Answers the error of the one that lost.
 */
async function deadlock(db: Executor): Promise<unknown> {
  await db.execute(sql`create table if not exists deadlock_probe (id int primary key, n int not null)`);
  await db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0) on conflict do nothing`);
  let firstLocked!: () => void;
  let secondLocked!: () => void;
  const first = new Promise<void>((resolve) => (firstLocked = resolve));
  const second = new Promise<void>((resolve) => (secondLocked = resolve));
  const crossing = (mine: number, theirs: number, locked: () => void, other: Promise<void>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${mine}`);
      locked();
      await other;
      await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${theirs}`);
    });
  const outcomes = await Promise.allSettled([crossing(1, 2, firstLocked, second), crossing(2, 1, secondLocked, first)]);
  return outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')?.reason;
}

// A deadlock needs two connections: PostgreSQL only (PGlite serves one at a time).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a transaction the database rolled back to break a deadlock', () => {
  // Inside the block, so the PGlite run (which skips it) starts no server for it.
  const server = useServer();

  it('answers 409 asking to try again, in the caller’s language, never 500', async () => {
    const { db } = server().database;
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/crossing', async () => {
      throw await deadlock(db);
    });
    try {
      const zh = await app.inject({ method: 'POST', url: '/crossing' });
      expect(zh.statusCode).toBe(409);
      expect(zh.json()).toMatchObject({ code: 409, success: false, msg: '数据正被其他操作同时修改，本次未保存，请重试' });
      const en = await app.inject({ method: 'POST', url: '/crossing', headers: { 'accept-language': 'en' } });
      expect(en.json().msg).toBe('Another change was being made to the same data at the same moment; nothing was saved, please try again');
      // One of the two went through whole; the loser left nothing.
      const rows = (await db.execute(sql`select sum(n)::int as n from deadlock_probe`)) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0].n).toBe(4);
    } finally {
      await app.close();
    }
  });
});
