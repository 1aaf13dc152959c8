// Workflow benchmark, step 4: with the open tasks of workflow/open-tasks.mjs in place, signs in as
// wfbench01 and times, one request after another over HTTP as the screens ask, 待办 (todoList) and
// 待签 (claimList), pages 1 … 5 of 10 in turn; answers p50/p99 with the indexes on the task tables.
// 抄送 (copyList, empty for this user) is timed too: what any signed-in list costs on the machine
// at that moment (session, grants, the caller's row, one transaction), the floor of the other two.
// Target: p99 ≤ 50 ms.
// Usage: node workflow/lists.mjs [--label after-index] [--samples 200] (from bench/)
import pg from 'pg';
import { PASSWORD, TENANT, account, benchUrl } from './settings.mjs';
import { call, percentile, round, signIn, startServer } from './server.mjs';
import { writeResult } from './result.mjs';

const arg = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const samples = Number(arg('samples', 200));
const WARM_UP = 20;
const TARGET_MS = 50;

async function dataSet() {
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  try {
    const { rows } = await db.query(`select indexdef from pg_indexes where tablename in ('wf_task', 'wf_task_candidate', 'wf_proc_inst') order by tablename, indexname`);
    const [open] = (await db.query(`select count(*)::int as open, count(*) filter (where assignee is null)::int as unassigned from wf_task where tenant_id = $1 and ended_at is null`, [TENANT])).rows;
    const sizes = await db.query(`select relname as table, n_live_tup as rows from pg_stat_user_tables where relname in ('wf_task', 'wf_task_candidate', 'wf_proc_inst', 'wf_participant', 'wf_hi_actinst') order by relname`);
    return { openTasks: open, rows: Object.fromEntries(sizes.rows.map((r) => [r.table, Number(r.rows)])), indexes: rows.map((r) => r.indexdef) };
  } finally {
    await db.end();
  }
}

const server = await startServer();
try {
  const token = await signIn(server.base, TENANT, account(1), PASSWORD);
  const measure = async (title, list, pageSize = 10) => {
    const path = (i) => `/blade-workflow/process/${list}?current=${1 + (i % 5)}&size=10`;
    for (let i = 0; i < WARM_UP; i++) await call(server.base, token, 'GET', path(i));
    const times = [];
    let total;
    for (let i = 0; i < samples; i++) {
      const { data, ms } = await call(server.base, token, 'GET', path(i));
      if (data.records.length !== pageSize) throw new Error(`${list}: a page of ${data.records.length}`);
      total = data.total;
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    const result = { title, example: path(0), samples, total, p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)), maxMs: round(times.at(-1)) };
    result.meetsTarget = result.p99Ms <= TARGET_MS;
    console.log(`${title}: ${total} tasks, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
    return result;
  };
  const results = [
    await measure('待办 todoList as wfbench01', 'todoList'),
    await measure('待签 claimList as wfbench01 (role 流程办理人 or its dept)', 'claimList'),
    await measure('抄送 copyList as wfbench01 (empty: the floor of a signed-in list)', 'copyList', 0),
  ];
  await writeResult('lists', { targetMs: TARGET_MS, ...(await dataSet()), results });
} finally {
  server.stop();
}
