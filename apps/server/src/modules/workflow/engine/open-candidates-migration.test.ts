import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Migration 0029 adds wf_task_candidate.open and created_at: the rows already there must come out
 * open exactly when their task still waits to be claimed, with their task's creation time. Runs the migrations before it on an empty database,
 * writes tasks in every state, then runs it.
 */
const migrations = readMigrationFiles({ migrationsFolder: fileURLToPath(new URL('../../../../drizzle', import.meta.url)) });
const OPEN_CANDIDATES = 29;
const db = new PGlite();
afterAll(() => db.close());

const run = async (index: number) => {
  for (const statement of migrations[index].sql) if (statement.trim()) await db.exec(statement);
};

describe('migration 0029_workflow_open_candidates', () => {
  it('opens the candidate rows of active unassigned tasks and only those, with their task’s creation time', async () => {
    for (let i = 0; i < OPEN_CANDIDATES; i++) await run(i);
    const task = (id: number, assignee: string | null, ended: boolean) =>
      db.query(
        `insert into wf_task (id, tenant_id, proc_inst_id, execution_id, proc_def_id, task_def_key, name, assignee, created_at, ended_at)
         values ($1, '100001', 1, 1, 1, 'review', 'review', $2, $3, ${ended ? 'now()' : 'null'})`,
        [id, assignee, `2026-01-0${id + 1}T00:00:00Z`],
      );
    await task(1, null, false); // waits to be claimed
    await task(2, 'u1', false); // claimed or assigned
    await task(3, null, true); // ended unclaimed (withdrawn, say)
    await task(4, 'u1', true); // completed
    for (const id of [1, 2, 3, 4]) {
      await db.query(`insert into wf_task_candidate (tenant_id, task_id, kind, ref_id) values ('100001', $1, 'role', 'clerk'), ('100001', $1, 'dept', '10')`, [id]);
    }
    // Another tenant's task with the same id waits too: the backfill matches tasks within a tenant.
    await db.query(`insert into wf_task_candidate (tenant_id, task_id, kind, ref_id) values ('100002', 2, 'role', 'clerk')`);
    await run(OPEN_CANDIDATES);
    const { rows } = await db.query<{ tenant_id: string; task_id: string; open: boolean; day: string }>(
      `select tenant_id, task_id::text, bool_and(open) as open, to_char(min(created_at) at time zone 'UTC', 'MM-DD') as day
       from wf_task_candidate where tenant_id = '100001' group by tenant_id, task_id order by task_id`,
    );
    expect(rows).toEqual([
      { tenant_id: '100001', task_id: '1', open: true, day: '01-02' },
      { tenant_id: '100001', task_id: '2', open: false, day: '01-03' },
      { tenant_id: '100001', task_id: '3', open: false, day: '01-04' },
      { tenant_id: '100001', task_id: '4', open: false, day: '01-05' },
    ]);
    const [stray] = (await db.query<{ open: boolean }>(`select open from wf_task_candidate where tenant_id = '100002'`)).rows;
    expect(stray.open).toBe(false);
  });
});
