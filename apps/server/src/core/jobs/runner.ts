import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { jobs } from '../db/schema';
import { tenantDatabasesOf } from '../tenancy/tenant-databases';
import { withPlatform } from '../tenancy/with-tenant';
import { onWake } from './wake';

export type Job = typeof jobs.$inferSelect;

/** Does the job's work; throws to have it tried again later. Must be safe to run twice. */
export type JobHandler = (job: Job, run: { db: Executor; now: Date }) => Promise<void>;

export interface JobRunnerOptions {
  /** How long a claimed job is held before another node may take it over (a node died mid-job). */
  leaseMs?: number;
  /** Jobs claimed per round. */
  batch?: number;
  /** The wait before attempt n + 1 (n ≥ 1). */
  backoffMs?: (attempts: number) => number;
  log?: { warn: (obj: object, msg: string) => void };
  /** Told each job's outcome once recorded (the metrics count them). */
  onOutcome?: (type: string, outcome: JobOutcome) => void;
}

/** A failure trying again cannot mend (a partner refused the request as such): the job ends DEAD at once. */
export class PermanentJobError extends Error {}

/** DONE; RETRY: failed and booked again; DEAD: failed its last attempt, or failed for good. */
export type JobOutcome = 'DONE' | 'RETRY' | 'DEAD';

const DEFAULT_BACKOFF = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3600_000);

/**
 * Runs due jobs of the registered types. `runDue` does one round and answers how many jobs it
 * ran, so tests drive it step by step with their own clock; `start` polls on a timer for the
 * server. Claiming happens on the platform path (the queue spans tenants); each handler decides
 * the tenant scope its work runs in.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly starters: ((db: Executor) => Promise<unknown>)[] = [];
  private readonly node = randomUUID().slice(0, 8);
  private timer: NodeJS.Timeout | undefined;
  private intervalMs = 0;
  /** A round booked for a job due before the next poll (a timer a few seconds away). */
  private planned: { at: number; handle: NodeJS.Timeout } | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private queued = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly db: Executor,
    private readonly options: JobRunnerOptions = {},
  ) {}

  register(type: string, handler: JobHandler): this {
    this.handlers.set(type, handler);
    return this;
  }

  /** Claims the due jobs of known types, runs each, and records the outcome. */
  async runDue(now: Date = new Date()): Promise<number> {
    let ran = 0;
    // A tenant bound to a data source of its own keeps its jobs there (ADR 0077).
    for (const db of [this.db, ...(tenantDatabasesOf(this.db)?.databases() ?? [])]) {
      const claimed = await this.claim(db, now);
      for (const job of claimed) await this.runOne(db, job, now);
      ran += claimed.length;
    }
    return ran;
  }

  private async claim(db: Executor, now: Date): Promise<Job[]> {
    const types = [...this.handlers.keys()];
    if (types.length === 0) return [];
    const lease = new Date(now.getTime() + (this.options.leaseMs ?? 5 * 60_000));
    return withPlatform(db, { tenantId: '000000' }, async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(isNull(jobs.outcome), lte(jobs.runAt, now), inArray(jobs.type, types), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now))))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(this.options.batch ?? 20)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({ lockedBy: this.node, lockedUntil: lease, attempts: sql`${jobs.attempts} + 1` })
        .where(inArray(jobs.id, due.map((d) => d.id)))
        .returning();
    });
  }

  /** Runs a job claimed on `db`, and records its outcome there; the handler reaches its tenant through the product's handle. */
  private async runOne(db: Executor, job: Job, now: Date): Promise<void> {
    let error: unknown;
    try {
      await this.handlers.get(job.type)!(job, { db: this.db, now });
    } catch (e) {
      error = e;
    }
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.node));
    const dead = error !== undefined && (job.attempts >= job.maxAttempts || error instanceof PermanentJobError);
    await withPlatform(db, { tenantId: '000000' }, async (tx) => {
      if (error === undefined) {
        await tx.update(jobs).set({ outcome: 'DONE', finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError: null }).where(mine);
        return;
      }
      const retryAt = new Date(now.getTime() + (this.options.backoffMs ?? DEFAULT_BACKOFF)(job.attempts));
      const lastError = String((error as Error)?.message ?? error).slice(0, 2000);
      await tx
        .update(jobs)
        .set(dead ? { outcome: 'DEAD', finishedAt: new Date(), lockedBy: null, lockedUntil: null, lastError } : { runAt: retryAt, lockedBy: null, lockedUntil: null, lastError })
        .where(mine);
    });
    if (error !== undefined) this.options.log?.warn({ jobId: String(job.id), type: job.type, attempts: job.attempts, err: error }, 'job failed');
    this.options.onOutcome?.(job.type, error === undefined ? 'DONE' : dead ? 'DEAD' : 'RETRY');
  }

  /** Unfinished jobs of every node: due and unclaimed (queued), and held under a lease now (running). */
  async unfinished(now: Date = new Date()): Promise<{ queued: number; running: number }> {
    const [row] = await withPlatform(this.db, { tenantId: '000000' }, (tx) =>
      tx
        .select({
          queued: sql<number>`count(*) filter (where ${jobs.runAt} <= ${now} and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now}))::int`,
          running: sql<number>`count(*) filter (where ${jobs.lockedUntil} > ${now})::int`,
        })
        .from(jobs)
        .where(isNull(jobs.outcome)),
    );
    return { queued: Number(row?.queued ?? 0), running: Number(row?.running ?? 0) };
  }

  /** Work to do once when polling starts (booking the first run of a daily job). */
  onStart(fn: (db: Executor) => Promise<unknown>): this {
    this.starters.push(fn);
    return this;
  }

  /** Runs the start-up work, then polls every `intervalMs` until stopped; one round at a time. */
  start(intervalMs: number): void {
    this.intervalMs = intervalMs;
    this.running = Promise.all(this.starters.map((fn) => fn(this.db)))
      .then(() => this.planNextDue())
      .catch((err) => this.options.log?.warn({ err }, 'job start-up failed'));
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.unsubscribe = onWake((at) => (at && at.getTime() > Date.now() ? this.planAt(at) : this.kick()));
  }

  /**
   * A round at `at` when that is sooner than the next poll and than any round already booked, so a
   * job due in a few seconds runs on time rather than up to a poll interval late.
   */
  planAt(at: Date): void {
    if (!this.timer) return;
    const wait = at.getTime() - Date.now();
    if (wait >= this.intervalMs || (this.planned && this.planned.at <= at.getTime())) return;
    if (this.planned) clearTimeout(this.planned.handle);
    const handle = setTimeout(() => {
      this.planned = undefined;
      this.kick();
    }, Math.max(0, wait));
    handle.unref();
    this.planned = { at: at.getTime(), handle };
  }

  /**
   * Books a round for the earliest job not yet done, at the later of its time and the end of its
   * lease. After a round at `idleRoundAt` that ran nothing, a job that was already due then is left
   * to the poll: another node is claiming it, and asking again at once would spin. One that fell
   * due after that round's cut-off (a timer firing a moment early) is booked as any other.
   */
  private async planNextDue(idleRoundAt?: Date): Promise<void> {
    const types = [...this.handlers.keys()];
    if (!this.timer || types.length === 0) return;
    const [row] = await withPlatform(this.db, { tenantId: '000000' }, (tx) =>
      tx
        .select({ next: sql<string | null>`min(greatest(${jobs.runAt}, coalesce(${jobs.lockedUntil}, ${jobs.runAt})))` })
        .from(jobs)
        .where(and(isNull(jobs.outcome), inArray(jobs.type, types))),
    );
    if (!row?.next) return;
    const next = new Date(row.next);
    if (idleRoundAt && next.getTime() <= idleRoundAt.getTime()) return;
    this.planAt(next);
  }

  /**
   * A round as soon as the one under way ends: work just committed need not wait for the timer. One
   * round waiting is enough (it claims whatever is due when it starts), so on a busy machine, where
   * a round outlasts the interval, rounds do not pile up behind each other.
   */
  kick(): void {
    if (this.queued) return;
    this.queued = true;
    this.running = this.running
      .then(async () => {
        this.queued = false;
        const roundAt = new Date();
        const ran = await this.runDue(roundAt);
        // The next job may be due before the next poll (booked on another node, or just behind this round's).
        await this.planNextDue(ran === 0 ? roundAt : undefined);
      })
      .catch((err) => this.options.log?.warn({ err }, 'job round failed'));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.planned) clearTimeout(this.planned.handle);
    this.planned = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    await this.running;
  }
}
