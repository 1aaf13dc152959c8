import type { apiLogs, errorLogs, usualLogs } from '../db/schema';

/** A row for one of the three logs. */
export type LogEntry =
  | { table: 'api'; row: typeof apiLogs.$inferInsert }
  | { table: 'usual'; row: typeof usualLogs.$inferInsert }
  | { table: 'error'; row: typeof errorLogs.$inferInsert };

/** Writes one batch (rows of several tables and tenants); throws when it could not. */
export type LogSink = (batch: LogEntry[]) => Promise<void>;

export interface LogWriterOptions {
  /** Rows written at once; reaching it also starts a write before the timer. */
  batchSize?: number;
  /** Rows held at most; past it the oldest are dropped (and counted). */
  maxBuffered?: number;
  /** How often the buffer is written (milliseconds). */
  intervalMs?: number;
  /** Tries per batch before it is dropped. */
  maxAttempts?: number;
  log?: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
}

/**
 * The in-process buffer of log rows. Requests only push (never wait, never fail); a timer and a
 * full batch write them in the background, one batch at a time. A batch that cannot be written is
 * tried again a bounded number of times, then dropped; the buffer is bounded, dropping its oldest
 * rows when writes keep failing. A failing sink is reported once, and again once it recovers.
 */
export class LogWriter {
  private buffer: { entry: LogEntry; attempts: number }[] = [];
  private writing: Promise<void> = Promise.resolve();
  private scheduled = false;
  private timer: NodeJS.Timeout | undefined;
  private failing = false;
  /** Rows given up on: dropped from a full buffer or after their last try. */
  dropped = 0;

  private readonly batchSize: number;
  private readonly maxBuffered: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly sink: LogSink,
    private readonly options: LogWriterOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.maxBuffered = options.maxBuffered ?? 10_000;
    this.maxAttempts = options.maxAttempts ?? 3;
  }

  get pending(): number {
    return this.buffer.length;
  }

  push(entry: LogEntry): void {
    if (this.buffer.length >= this.maxBuffered) {
      this.buffer.shift();
      this.dropped++;
    }
    this.buffer.push({ entry, attempts: 0 });
    if (this.buffer.length >= this.batchSize) this.schedule();
  }

  /** Writes the rows buffered by now (batch by batch); never throws. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.drain());
    return this.writing;
  }

  start(): this {
    this.timer = setInterval(() => void this.flush(), this.options.intervalMs ?? 1000);
    this.timer.unref();
    return this;
  }

  /** Stops the timer and writes what is left (on app close). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /** One pass over what is buffered now; a failed batch goes back to the front and ends the pass. */
  private async drain(): Promise<void> {
    let rounds = Math.ceil(this.buffer.length / this.batchSize);
    while (rounds-- > 0 && this.buffer.length > 0) {
      const batch = this.buffer.splice(0, this.batchSize);
      try {
        await this.sink(batch.map((b) => b.entry));
        if (this.failing) this.options.log?.info({ dropped: this.dropped }, 'log rows are written again');
        this.failing = false;
      } catch (err) {
        if (!this.failing) this.options.log?.warn({ err, rows: batch.length }, 'log rows could not be written; retrying');
        this.failing = true;
        const retry = batch.filter((b) => ++b.attempts < this.maxAttempts);
        this.dropped += batch.length - retry.length;
        const room = Math.max(0, this.maxBuffered - this.buffer.length);
        this.dropped += Math.max(0, retry.length - room);
        this.buffer.unshift(...retry.slice(Math.max(0, retry.length - room)));
        return;
      }
    }
  }
}
