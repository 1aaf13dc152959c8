// Workflow benchmark, step 2: fifty users at once, over HTTP. Each starts `roundsPerUser` requests
// of the two-step process, completes its own 申请 task and approves the requests of the user before
// it (wfbench01 approves wfbench50's), taking the task ids from its 待办 list as the screen does.
// Answers completions per second over the whole run, the latency of completeTask, startProcess
// and todoList under that load, and the CPU the server and its PostgreSQL backends spent per
// completion (steadier than the rest on a shared machine). Needs workflow/setup.mjs first.
// --approver self: each user approves its own requests, so no task waits for someone else and no
// message is sent (the engine without the message centre's share).
// --analyze: ANALYZE the bench database first, as autovacuum does on a server that has been running
// (on this machine's PostgreSQL it is off, and never-analyzed tables got plans that scan every
// instance of the tenant: docs/performance.md, "Workflow").
// --statements: also counts the statements the server sends during the run (workflow/statements.mjs)
// and answers them per completion, per route, with the ten most frequent texts.
// Usage: node workflow/completions.mjs [--rounds 20] [--approver next|self] [--analyze] [--statements] [--label two-step] (from bench/)
import pg from 'pg';
import { PASSWORD, PROCESS_KEY, SIZES, TENANT, account, benchUrl } from './settings.mjs';
import { call, percentile, round, signIn, startServer } from './server.mjs';
import { writeResult } from './result.mjs';
import { cpuNow } from './cpu.mjs';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const arg = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const rounds = Number(arg('rounds', SIZES.roundsPerUser));
const users = SIZES.users;
const selfApproval = arg('approver', 'next') === 'self';
const analyze = process.argv.includes('--analyze');
const statementsFile = process.argv.includes('--statements') ? join(tmpdir(), `wf-statements-${process.pid}.json`) : undefined;
if (statementsFile) {
  process.env.STATEMENTS_OUT = statementsFile;
  process.env.BENCH_SERVER_NODE_ARGS = `${process.env.BENCH_SERVER_NODE_ARGS ?? ''} --import ${join(import.meta.dirname, 'statements.mjs')}`;
}

const db = new pg.Client({ connectionString: benchUrl });
await db.connect();
const ids = new Map((await db.query(`select account, id from blade_user where tenant_id = $1 and account like 'wfbench%' and is_deleted = 0`, [TENANT])).rows.map((r) => [r.account, String(r.id)]));
const [def] = (await db.query(`select id from wf_proc_def where tenant_id = $1 and key = $2 order by version desc limit 1`, [TENANT, PROCESS_KEY])).rows;
const doneBefore = Number((await db.query(`select count(*) from wf_task where tenant_id = $1 and ended_at is not null`, [TENANT])).rows[0].count);
const openBefore = Number((await db.query(`select count(*) from wf_task where tenant_id = $1 and ended_at is null`, [TENANT])).rows[0].count);
if (analyze) await db.query('analyze');
const [{ autovacuum }] = (await db.query('show autovacuum')).rows;
await db.end();
if (ids.size !== users || !def) throw new Error('run workflow/setup.mjs first');
// The users complete whatever their 待办 holds: after open-tasks.mjs that is 70 k other tasks.
if (openBefore > users) throw new Error(`${openBefore} open tasks left from an earlier step: run workflow/setup.mjs first`);

const server = await startServer();
const { base } = server;

/** The server's statement counts so far, by route (after it wrote them on SIGUSR2). */
async function statementsNow() {
  rmSync(statementsFile, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  while (!existsSync(statementsFile)) await new Promise((r) => setTimeout(r, 10));
  return JSON.parse(readFileSync(statementsFile, 'utf8'));
}

/** What was sent between two counts, per completion: all in, by route, and the most frequent texts. */
function statementsPer(before, after, completions) {
  const per = (n) => Math.round((n / completions) * 100) / 100;
  const byRoute = {};
  const texts = {};
  let total = 0;
  for (const [route, e] of Object.entries(after)) {
    const b = before[route] ?? { requests: 0, statements: 0, texts: {} };
    const n = e.statements - b.statements;
    if (!n) continue;
    total += n;
    byRoute[route] = { requests: e.requests - b.requests, statementsPerCompletion: per(n) };
    for (const [text, c] of Object.entries(e.texts)) texts[text] = (texts[text] ?? 0) + c - (b.texts[text] ?? 0);
  }
  const top = Object.entries(texts).sort((a, b) => b[1] - a[1]).slice(0, 10).map(([text, n]) => ({ perCompletion: per(n), text }));
  return { perCompletion: per(total), byRoute, top };
}

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

  const statementsBefore = statementsFile && (await statementsNow());
  const started = performance.now();
  const cpuBefore = cpuNow();
  const counts = await Promise.all(tokens.map((token, i) => user(i + 1, token)));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuNow();
  const statementsAfter = statementsFile && (await statementsNow());
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
    analyzedFirst: analyze,
    autovacuum,
    ...(statementsFile ? { statements: statementsPer(statementsBefore, statementsAfter, completions) } : {}),
    latency: Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, summary(v)])),
  };
  console.log(JSON.stringify(result, null, 2));
  await writeResult('completions', result);
} finally {
  server.stop();
}
