// Workflow benchmark, step 2: fifty users at once, over HTTP. Each starts `roundsPerUser` requests
// of the two-step process, completes its own 申请 task and approves the requests of the user before
// it (wfbench01 approves wfbench50's), taking the task ids from its 待办 list as the screen does.
// Answers completions per second over the whole run, the latency of completeTask, startProcess
// and todoList under that load, and the CPU the server and its PostgreSQL backends spent per
// completion (steadier than the rest on a shared machine). Needs workflow/setup.mjs first.
// --approver self: each user approves its own requests, so no task waits for someone else and no
// message is sent (the engine without the message centre's share).
// Usage: node workflow/completions.mjs [--rounds 20] [--approver next|self] [--label two-step] (from bench/)
import pg from 'pg';
import { PASSWORD, PROCESS_KEY, SIZES, TENANT, account, benchUrl } from './settings.mjs';
import { call, percentile, round, signIn, startServer } from './server.mjs';
import { writeResult } from './result.mjs';
import { cpuNow } from './cpu.mjs';

const arg = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const rounds = Number(arg('rounds', SIZES.roundsPerUser));
const users = SIZES.users;
const selfApproval = arg('approver', 'next') === 'self';

const db = new pg.Client({ connectionString: benchUrl });
await db.connect();
const ids = new Map((await db.query(`select account, id from blade_user where tenant_id = $1 and account like 'wfbench%' and is_deleted = 0`, [TENANT])).rows.map((r) => [r.account, String(r.id)]));
const [def] = (await db.query(`select id from wf_proc_def where tenant_id = $1 and key = $2 order by version desc limit 1`, [TENANT, PROCESS_KEY])).rows;
const doneBefore = Number((await db.query(`select count(*) from wf_task where tenant_id = $1 and ended_at is not null`, [TENANT])).rows[0].count);
const openBefore = Number((await db.query(`select count(*) from wf_task where tenant_id = $1 and ended_at is null`, [TENANT])).rows[0].count);
await db.end();
if (ids.size !== users || !def) throw new Error('run workflow/setup.mjs first');
// The users complete whatever their 待办 holds: after open-tasks.mjs that is 70 k other tasks.
if (openBefore > users) throw new Error(`${openBefore} open tasks left from an earlier step: run workflow/setup.mjs first`);

const server = await startServer();
const { base } = server;
const timings = { completeTask: [], startProcess: [], todoList: [] };

/** Completes what is in the user's 待办 now; answers how many. */
async function drain(token) {
  const { data, ms } = await call(base, token, 'GET', '/blade-workflow/process/todoList?current=1&size=50');
  timings.todoList.push(ms);
  for (const task of data.records) {
    const done = await call(base, token, 'POST', '/blade-workflow/process/completeTask', { taskId: task.taskId, pass: true, comment: '同意' });
    timings.completeTask.push(done.ms);
  }
  return data.records.length;
}

async function user(n, token) {
  const approver = ids.get(account(selfApproval ? n : (n % users) + 1));
  let completed = 0;
  for (let r = 0; r < rounds; r++) {
    const started = await call(base, token, 'POST', '/blade-workflow/process/startProcess', { processDefinitionId: String(def.id), title: `${account(n)} 申请 ${r + 1}`, variables: { approver, approverGroups: '' } });
    timings.startProcess.push(started.ms);
    completed += await drain(token);
  }
  // The rest of the predecessor's requests still come in: its own 申请 and the approvals make 2 × rounds.
  while (completed < 2 * rounds) {
    const got = await drain(token);
    completed += got;
    if (!got) await new Promise((r) => setTimeout(r, 20));
  }
  return completed;
}

try {
  const tokens = [];
  for (let n = 1; n <= users; n++) tokens.push(await signIn(base, TENANT, account(n), PASSWORD));
  // Warm-up: one request through both steps, so the first timed ones do not pay for compiling the definition.
  await call(base, tokens[0], 'POST', '/blade-workflow/process/startProcess', { processDefinitionId: String(def.id), variables: { approver: ids.get(account(1)), approverGroups: '' } });
  await drain(tokens[0]);
  await drain(tokens[0]);
  for (const list of Object.values(timings)) list.length = 0;

  const started = performance.now();
  const cpuBefore = cpuNow();
  const counts = await Promise.all(tokens.map((token, i) => user(i + 1, token)));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuNow();
  const completions = counts.reduce((a, b) => a + b, 0);
  const summary = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { calls: sorted.length, p50Ms: round(percentile(sorted, 50)), p90Ms: round(percentile(sorted, 90)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1)) };
  };
  const result = {
    users,
    roundsPerUser: rounds,
    approver: selfApproval ? 'self' : 'next',
    processesCompleted: completions / 2,
    completions,
    seconds: round(seconds),
    completionsPerSecond: round(completions / seconds),
    // Starts, lists and the messages the runner sends for new tasks included: what a completion costs all in.
    cpuMsPerCompletion: {
      server: round((cpuAfter.serverMs - cpuBefore.serverMs) / completions),
      serverInKernel: round((cpuAfter.serverSystemMs - cpuBefore.serverSystemMs) / completions),
      postgres: round((cpuAfter.postgresMs - cpuBefore.postgresMs) / completions),
    },
    tasksCompletedBefore: doneBefore,
    latency: Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, summary(v)])),
  };
  console.log(JSON.stringify(result, null, 2));
  await writeResult('completions', result);
} finally {
  server.stop();
}
