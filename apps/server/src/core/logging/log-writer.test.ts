import { describe, expect, it } from 'vitest';
import { LogWriter, type LogEntry } from './log-writer';

const row = (n: number): LogEntry => ({ table: 'usual', row: { id: BigInt(n), tenantId: '100001', logLevel: 'INFO', logId: `n${n}` } });
const ids = (batches: LogEntry[][]) => batches.flat().map((e) => Number(e.row.id));

describe('log writer', () => {
  it('keeps a bounded buffer while its sink fails: the oldest rows go first, a batch is tried a bounded number of times, and writing resumes', async () => {
    const written: LogEntry[][] = [];
    let down = true;
    const warnings: string[] = [];
    const writer = new LogWriter(
      async (batch) => {
        if (down) throw new Error('database unreachable');
        written.push(batch);
      },
      { batchSize: 2, maxBuffered: 4, maxAttempts: 2, log: { warn: (_, msg) => void warnings.push(msg), info: () => undefined } },
    );
    for (let n = 1; n <= 6; n++) writer.push(row(n));
    // Six rows into room for four: 1 and 2 are dropped.
    expect([writer.pending, writer.dropped]).toEqual([4, 2]);
    await writer.flush();
    await writer.flush();
    // Rows 3 and 4 failed twice and are given up; 5 and 6 wait.
    expect([writer.pending, writer.dropped]).toEqual([2, 4]);
    down = false;
    writer.push(row(7));
    await writer.close();
    expect(ids(written)).toEqual([5, 6, 7]);
    expect(writer.pending).toBe(0);
    expect(warnings).toEqual(['log rows could not be written; retrying']);
  });
});
