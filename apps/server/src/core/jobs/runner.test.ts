import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useServer } from '../../../test/harness';
import { jobs } from '../db/schema';
import { withPlatform, withTenant } from '../tenancy/with-tenant';
import { enqueueJob } from './enqueue';
import { JobRunner } from './runner';
import { nextDailyRun, scheduleDaily } from './schedule';

const server = useServer();
let seq = 0;
const type = () => `test.job.${++seq}`;
const row = async (db: Parameters<typeof withPlatform>[0], jobType: string) =>
  withPlatform(db, { tenantId: '000000' }, (tx) => tx.select().from(jobs).where(eq(jobs.type, jobType)));

describe('durable jobs', () => {
  it('runs a job enqueued in a tenant once it is due, and only then', async () => {
    const { db } = server().database;
    const t = type();
    const seen: unknown[] = [];
    const runner = new JobRunner(db).register(t, async (job) => void seen.push(job.payload));
    const at = new Date('2026-12-01T01:00:00Z');
    await withTenant(db, { tenantId: '100001' }, (tx) => enqueueJob(tx, { tenantId: '100001', type: t, payload: { n: 1 }, runAt: at }));
    expect(await runner.runDue(new Date(at.getTime() - 1000))).toBe(0);
    expect(await runner.runDue(at)).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await runner.runDue(new Date(at.getTime() + 3600_000))).toBe(0);
    expect((await row(db, t))[0]).toMatchObject({ outcome: 'DONE', attempts: 1, lockedBy: null });
  });

  it('makes a job once per key, however often it is asked for', async () => {
    const { db } = server().database;
    const t = type();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await withTenant(db, { tenantId: '100001' }, (tx) => enqueueJob(tx, { tenantId: '100001', type: t, dedupeKey: 'cert-42@30' })));
    expect(made).toEqual([true, false, false]);
    // The same key in another tenant is that tenant's own job.
    expect(await withTenant(db, { tenantId: '200001' }, (tx) => enqueueJob(tx, { tenantId: '200001', type: t, dedupeKey: 'cert-42@30' }))).toBe(true);
    expect(await row(db, t)).toHaveLength(2);
  });

  it('is made only with the change that asks for it: a rolled-back transaction leaves no job', async () => {
    const { db } = server().database;
    const t = type();
    await expect(
      withTenant(db, { tenantId: '100001' }, async (tx) => {
        await enqueueJob(tx, { tenantId: '100001', type: t });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await row(db, t)).toHaveLength(0);
  });

  it('tries a failing job again later, backing off, and gives up after its attempts', async () => {
    const { db } = server().database;
    const t = type();
    let calls = 0;
    const runner = new JobRunner(db, { backoffMs: (n) => n * 1000 }).register(t, async () => {
      calls++;
      throw new Error(`partner down ${calls}`);
    });
    const start = new Date('2026-12-01T00:00:00Z');
    await withTenant(db, { tenantId: '100001' }, (tx) => enqueueJob(tx, { tenantId: '100001', type: t, runAt: start, maxAttempts: 3 }));
    expect(await runner.runDue(start)).toBe(1);
    expect((await row(db, t))[0]).toMatchObject({ outcome: null, attempts: 1, lastError: 'partner down 1', runAt: new Date(start.getTime() + 1000) });
    expect(await runner.runDue(new Date(start.getTime() + 500))).toBe(0);
    expect(await runner.runDue(new Date(start.getTime() + 1000))).toBe(1);
    expect(await runner.runDue(new Date(start.getTime() + 3000))).toBe(1);
    expect((await row(db, t))[0]).toMatchObject({ outcome: 'DEAD', attempts: 3, lastError: 'partner down 3' });
    expect(await runner.runDue(new Date(start.getTime() + 3600_000))).toBe(0);
    expect(calls).toBe(3);
  });

  it('takes over a job whose node died while holding it, once its lease has run out', async () => {
    const { db } = server().database;
    const t = type();
    const start = new Date('2026-12-01T00:00:00Z');
    await withTenant(db, { tenantId: '100001' }, (tx) => enqueueJob(tx, { tenantId: '100001', type: t, runAt: start }));
    // A node claims it and dies before finishing: the row stays locked until the lease ends.
    await withPlatform(db, { tenantId: '000000' }, (tx) =>
      tx.update(jobs).set({ lockedBy: 'dead-node', lockedUntil: new Date(start.getTime() + 60_000), attempts: 1 }).where(and(eq(jobs.type, t))),
    );
    const runner = new JobRunner(db).register(t, async () => undefined);
    expect(await runner.runDue(new Date(start.getTime() + 30_000))).toBe(0);
    expect(await runner.runDue(new Date(start.getTime() + 60_000))).toBe(1);
    expect((await row(db, t))[0]).toMatchObject({ outcome: 'DONE', attempts: 2 });
  });

  it('keeps one round waiting behind the one under way, however often it is kicked', async () => {
    const { db } = server().database;
    const t = type();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let rounds = 0;
    // Counts the rounds it runs; the job of the first round holds it until released.
    class CountingRunner extends JobRunner {
      override runDue(now?: Date) {
        rounds++;
        return super.runDue(now);
      }
    }
    const runner = new CountingRunner(db).register(t, () => held);
    await withTenant(db, { tenantId: '100001' }, (tx) => enqueueJob(tx, { tenantId: '100001', type: t }));
    runner.kick();
    await expect.poll(async () => (await row(db, t))[0].lockedBy).not.toBeNull();
    for (let i = 0; i < 10; i++) runner.kick();
    release();
    await runner.stop();
    expect(rounds).toBe(2);
    expect((await row(db, t))[0].outcome).toBe('DONE');
  });

  it('runs a job due before the next poll at its time, woken by the enqueue, and one booked before the runner started', async () => {
    const { db } = server().database;
    const t = type();
    const ran: unknown[] = [];
    let done!: () => void;
    const both = new Promise<void>((resolve) => (done = resolve));
    const runner = new JobRunner(db).register(t, async (job) => {
      ran.push(job.payload);
      if (ran.length === 2) done();
    });
    // Booked before the runner polls: found at start and run when due, not at the next poll an hour on.
    await withTenant(db, { tenantId: '100001' }, (tx) => enqueueJob(tx, { tenantId: '100001', type: t, payload: { n: 1 }, runAt: new Date(Date.now() + 300) }));
    runner.start(3600_000);
    try {
      await withTenant(db, { tenantId: '100001' }, (tx) => enqueueJob(tx, { tenantId: '100001', type: t, payload: { n: 2 }, runAt: new Date(Date.now() + 400), wake: true }));
      await both;
      expect(ran).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
    } finally {
      await runner.stop();
    }
  });

  it('runs a daily job at its wall-clock time in the zone and books the next day', async () => {
    const { db } = server().database;
    const t = type();
    // 09:00 in Shanghai is 01:00 UTC.
    expect(nextDailyRun(new Date('2026-12-01T00:30:00Z'), '09:00', 'Asia/Shanghai')).toEqual(new Date('2026-12-01T01:00:00Z'));
    expect(nextDailyRun(new Date('2026-12-01T01:00:00Z'), '09:00', 'Asia/Shanghai')).toEqual(new Date('2026-12-02T01:00:00Z'));
    const runs: Date[] = [];
    const runner = new JobRunner(db);
    const daily = scheduleDaily(runner, { type: t, at: '09:00', timeZone: 'Asia/Shanghai', handler: async (job) => void runs.push(job.runAt) });
    await daily.ensure(db, new Date('2026-12-01T00:30:00Z'));
    await daily.ensure(db, new Date('2026-12-01T00:40:00Z'));
    expect(await runner.runDue(new Date('2026-12-01T01:00:00Z'))).toBe(1);
    expect(await runner.runDue(new Date('2026-12-01T12:00:00Z'))).toBe(0);
    expect(await runner.runDue(new Date('2026-12-02T01:00:00Z'))).toBe(1);
    expect(runs).toEqual([new Date('2026-12-01T01:00:00Z'), new Date('2026-12-02T01:00:00Z')]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('durable jobs on several nodes', () => {
  it('never runs one job on two nodes at once', async () => {
    // Two runners on the pool's separate connections claim side by side, as two nodes would.
    const { db } = server().database;
    const t = type();
    const at = new Date('2026-12-01T00:00:00Z');
    for (let i = 0; i < 20; i++) await withTenant(db, { tenantId: '100001' }, (tx) => enqueueJob(tx, { tenantId: '100001', type: t, runAt: at }));
    const ran: string[] = [];
    const handler = async (job: { id: bigint }) => {
      ran.push(String(job.id));
      await new Promise((resolve) => setImmediate(resolve));
    };
    const a = new JobRunner(db, { batch: 3 }).register(t, handler);
    const b = new JobRunner(db, { batch: 3 }).register(t, handler);
    while ((await Promise.all([a.runDue(at), b.runDue(at)])).some((n) => n > 0));
    expect(ran).toHaveLength(20);
    expect(new Set(ran).size).toBe(20);
  });
});
