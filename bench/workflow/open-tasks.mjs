// Workflow benchmark, step 3: 100 k open tasks in hospital 100001, written with set-based SQL as
// the engine leaves a two-step request whose 申请 is done and whose 审批 waits: per request the
// instance, its two executions, four variables, the completed 申请 task with its comment, the open
// 审批 task, the participants and five history rows (start, flow, 申请, flow, 审批).
//   assignedTasks (70 k): 审批 assigned to one of the fifty users in turn, so wfbench01 has 1,400;
//   candidateTasks (30 k): unassigned, offered to one role and one dept out of candidateGroups (30)
//   each; group 0 is the users' role 流程办理人 and their dept, so wfbench01 may claim about 2 k.
//   Their candidate rows are open (the task waits to be claimed) with the task's time, as the
//   engine writes them.
// Requests are spread over the last 70 days. Needs workflow/setup.mjs first; re-runnable.
// Usage: node workflow/open-tasks.mjs (from bench/)
import pg from 'pg';
import { PROCESS_KEY, ROLE_ALIAS, SIZES, TENANT, benchUrl } from './settings.mjs';

const { assignedTasks, candidateTasks, candidateGroups, users } = SIZES;
const total = assignedTasks + candidateTasks;
/** Ids far above the snowflake range in use (about 1e18 now), one block per table. */
const base = (block) => `(5000000000000000000::bigint + ${block}::bigint * 1000000000000)`;
const ID = { inst: base(1), exec: base(2), variable: base(3), task: base(4), actinst: base(5), comment: base(6) };

async function timed(label, client, text, values) {
  const started = performance.now();
  const result = await client.query(text, values);
  console.log(`${label}: ${result.rowCount ?? ''} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const client = new pg.Client({ connectionString: benchUrl });
await client.connect();
const started = performance.now();
try {
  await client.query(`set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB'`);
  const [def] = (await client.query(`select id, key, version, name from wf_proc_def where tenant_id = $1 and key = $2 order by version desc limit 1`, [TENANT, PROCESS_KEY])).rows;
  const [role] = (await client.query(`select id from blade_role where tenant_id = $1 and role_alias = $2 and is_deleted = 0`, [TENANT, ROLE_ALIAS])).rows;
  const people = (await client.query(`select id::text, real_name, dept_id from blade_user where tenant_id = $1 and account like 'wfbench%' and is_deleted = 0 order by account`, [TENANT])).rows;
  if (!def || !role || people.length !== users) throw new Error('run workflow/setup.mjs first');
  // Temporary tables of this session: the users by number (0 = wfbench01) and the candidate groups.
  await client.query(`create temp table bench_user as select (n - 1) as n, id, name from unnest($1::text[], $2::text[]) with ordinality as u(id, name, n)`, [people.map((p) => p.id), people.map((p) => p.real_name)]);
  await client.query(
    `create temp table bench_group as select g, case when g = 0 then $1 else (7000000000000000000 + g)::text end as role_ref, case when g = 0 then $2 else (7100000000000000000 + g)::text end as dept_ref
     from generate_series(0, ${candidateGroups - 1}) g`,
    [String(role.id), people[0].dept_id],
  );
  for (const [table, column] of [['wf_task_candidate', 'task_id'], ['wf_participant', 'proc_inst_id'], ['wf_comment', 'id'], ['wf_hi_actinst', 'id'], ['wf_task', 'id'], ['wf_variable', 'id'], ['wf_execution', 'id'], ['wf_proc_inst', 'id']]) {
    await client.query(`delete from ${table} where ${column} >= ${base(0)}`);
  }

  // Request i (1 … total): started by user (i * 7) % users, its 申请 done an hour later (the task's
  // time), 审批 assigned to user i % users for the first assignedTasks, offered to groups after that.
  await client.query(`
    create temp table bench_req as
    select i, s.id as starter, s.name as starter_name,
           case when i <= ${assignedTasks} then a.id end as approver,
           case when i > ${assignedTasks} then (i - ${assignedTasks}) % ${candidateGroups} end as role_group,
           case when i > ${assignedTasks} then ((i - ${assignedTasks}) / ${candidateGroups}) % ${candidateGroups} end as dept_group,
           now() - interval '70 days' * (${total} - i)::float8 / ${total} as at
    from generate_series(1, ${total}) i
    join bench_user s on s.n = (i * 7) % ${users}
    join bench_user a on a.n = i % ${users}`);
  const Q = { def: def.id, key: def.key, version: def.version, name: def.name };
  await timed('instances', client, `
    insert into wf_proc_inst (id, tenant_id, proc_def_id, def_key, def_version, def_name, title, start_user_id, start_user_name, start_time, state, rev)
    select ${ID.inst} + i, $1, $2, $3, $4, $5, starter_name || '的' || $6, starter, starter_name, at - interval '1 hour', 'running', 3 from bench_req`, [TENANT, Q.def, Q.key, Q.version, Q.name, Q.name]);
  await timed('executions', client, `
    insert into wf_execution (id, tenant_id, proc_inst_id, parent_id, kind, activity_id, is_active, created_at)
    select ${ID.exec} + 2 * i, $1, ${ID.inst} + i, null, 'process', null, true, at - interval '1 hour' from bench_req
    union all
    select ${ID.exec} + 2 * i + 1, $1, ${ID.inst} + i, ${ID.exec} + 2 * i, 'token', 'approve', true, at - interval '1 hour' from bench_req`, [TENANT]);
  await timed('variables', client, `
    insert into wf_variable (id, tenant_id, proc_inst_id, scope_id, name, value, updated_at)
    select ${ID.variable} + 4 * i + v.k, $1, ${ID.inst} + i, 0, v.name, v.value, at
    from bench_req, lateral (values (0, 'applyUser', to_jsonb(starter)), (1, 'approver', to_jsonb(coalesce(approver, ''))),
                                    (2, 'approverGroups', to_jsonb(case when role_group is null then '' else 'role:' || (select role_ref from bench_group where g = role_group) || ',dept:' || (select dept_ref from bench_group where g = dept_group) end)),
                                    (3, 'pass', 'true'::jsonb)) v(k, name, value)`, [TENANT]);
  await timed('tasks', client, `
    insert into wf_task (id, tenant_id, proc_inst_id, execution_id, proc_def_id, task_def_key, name, assignee, priority, created_at, ended_at, end_reason, outcome, completed_by, rev)
    select ${ID.task} + 2 * i, $1, ${ID.inst} + i, ${ID.exec} + 2 * i + 1, $2::bigint, 'apply', '申请', starter, 50, at - interval '1 hour', at, 'completed', 'pass', starter, 1 from bench_req
    union all
    select ${ID.task} + 2 * i + 1, $1, ${ID.inst} + i, ${ID.exec} + 2 * i + 1, $2::bigint, 'approve', '审批', approver, 50, at, null, null, null, null, 1 from bench_req`, [TENANT, Q.def]);
  await timed('task candidates', client, `
    insert into wf_task_candidate (tenant_id, task_id, kind, ref_id, open, created_at)
    select $1, ${ID.task} + 2 * i + 1, 'role', g.role_ref, true, at from bench_req join bench_group g on g.g = role_group
    union all
    select $1, ${ID.task} + 2 * i + 1, 'dept', g.dept_ref, true, at from bench_req join bench_group g on g.g = dept_group`, [TENANT]);
  await timed('participants', client, `
    insert into wf_participant (tenant_id, proc_inst_id, user_id, role)
    select $1, ${ID.inst} + i, p.user_id, p.role
    from bench_req, lateral (values (starter, 'starter'), (starter, 'assignee'), (starter, 'completer'), (approver, 'assignee')) p(user_id, role)
    where p.user_id is not null
    on conflict do nothing`, [TENANT]);
  await timed('history', client, `
    insert into wf_hi_actinst (id, tenant_id, proc_inst_id, execution_id, activity_id, activity_type, activity_name, task_id, assignee, started_at, ended_at, end_reason)
    select ${ID.actinst} + 5 * i + h.k, $1, ${ID.inst} + i, ${ID.exec} + 2 * i + 1, h.activity_id, h.activity_type, h.activity_name, h.task_id, h.assignee, h.started_at, h.ended_at, h.end_reason
    from bench_req, lateral (values
      (0, 'start', 'startEvent', '发起', null::bigint, null::text, at - interval '1 hour', at - interval '1 hour', 'completed'),
      (1, 'toApply', 'sequenceFlow', null, null, null, at - interval '1 hour', at - interval '1 hour', 'completed'),
      (2, 'apply', 'userTask', '申请', ${ID.task} + 2 * i, starter, at - interval '1 hour', at, 'completed'),
      (3, 'toApprove', 'sequenceFlow', null, null, null, at, at, 'completed'),
      (4, 'approve', 'userTask', '审批', ${ID.task} + 2 * i + 1, approver, at, null, null)) h(k, activity_id, activity_type, activity_name, task_id, assignee, started_at, ended_at, end_reason)`, [TENANT]);
  await timed('comments', client, `
    insert into wf_comment (id, tenant_id, proc_inst_id, task_id, user_id, type, message, created_at)
    select ${ID.comment} + i, $1, ${ID.inst} + i, ${ID.task} + 2 * i, starter, 'pass', '', at from bench_req`, [TENANT]);
  for (const table of ['wf_proc_inst', 'wf_execution', 'wf_variable', 'wf_task', 'wf_task_candidate', 'wf_participant', 'wf_hi_actinst', 'wf_comment']) await client.query(`vacuum analyze ${table}`);
  const { rows } = await client.query(
    `select count(*) filter (where ended_at is null) as open, count(*) filter (where ended_at is null and assignee = $2) as todo from wf_task where tenant_id = $1`,
    [TENANT, people[0].id],
  );
  console.log(`open tasks ${rows[0].open}, assigned to wfbench01 ${rows[0].todo}`);
} finally {
  await client.end();
}
console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
