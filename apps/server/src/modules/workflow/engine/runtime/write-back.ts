import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { nextId } from '../../../../core/db/ids';
import { jsonInserts } from '../../../../core/db/json-insert';
import { executeRepeated } from '../../../../core/db/repeated-statement';
import { wfComments, wfExecutions, wfHiActinsts, wfParticipants, wfProcInsts, wfTaskCandidates, wfTasks, wfVariables } from '../../../../core/db/schema';
import { varKey, type InstanceState } from './state';
import type { TaskRow } from './types';

/** The fields of a row that differ from what the database holds. */
function changes<T extends object>(saved: T, current: T, fields: readonly (keyof T)[]): Partial<T> | null {
  const out: Partial<T> = {};
  let any = false;
  for (const f of fields) {
    const a = saved[f];
    const b = current[f];
    const same = a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
    if (!same) {
      out[f] = b;
      any = true;
    }
  }
  return any ? out : null;
}

const INSTANCE_FIELDS = ['state', 'endTime', 'endActivityId', 'endReason', 'rev'] as const;
const EXEC_FIELDS = ['parentId', 'kind', 'activityId', 'isActive'] as const;
const TASK_FIELDS = ['assignee', 'owner', 'delegation', 'claimTime', 'endedAt', 'endReason', 'outcome', 'completedBy', 'rev'] as const;
const VISIT_FIELDS = ['assignee', 'endedAt', 'endReason'] as const;

/** A task waits in its candidates' 待签 while it is active and nobody holds it. */
const claimable = (t: Pick<TaskRow, 'endedAt' | 'assignee'>) => !t.endedAt && !t.assignee;

/**
 * Writes what a command changed of its instance as one statement: each table's new rows in one
 * INSERT (their values as one JSON parameter), each changed row in one UPDATE, the removed ones in one DELETE, all as parts of a single
 * WITH. The rows are disjoint (a row inserted here is never also updated here), which a
 * statement of several data-modifying parts requires; under the instance lock nothing else writes
 * them meanwhile.
 */
export async function writeBack(s: InstanceState): Promise<void> {
  const { tx, saved, tenantId } = s;
  const instanceId = s.instance.id;
  const parts: SQL[] = [];

  if (!saved.instance) parts.push(...jsonInserts(wfProcInsts, [s.instance]));
  else {
    const patch = changes(saved.instance, s.instance, INSTANCE_FIELDS);
    if (patch) parts.push(tx.update(wfProcInsts).set(patch).where(eq(wfProcInsts.id, instanceId)).getSQL());
  }

  const newExecs = [...s.executions.values()].filter((e) => !saved.executions.has(e.id));
  if (newExecs.length) parts.push(...jsonInserts(wfExecutions, newExecs));
  const goneExecs = [...saved.executions.keys()].filter((id) => !s.executions.has(id));
  if (goneExecs.length) parts.push(tx.delete(wfExecutions).where(inArray(wfExecutions.id, goneExecs)).getSQL());
  for (const [id, before] of saved.executions) {
    const now = s.executions.get(id);
    const patch = now && changes(before, now, EXEC_FIELDS);
    if (patch) parts.push(tx.update(wfExecutions).set(patch).where(eq(wfExecutions.id, id)).getSQL());
  }

  const upserts: (typeof wfVariables.$inferInsert)[] = [];
  const current = new Set<string>();
  for (const [scopeId, vars] of s.variables) {
    for (const [name, value] of vars) {
      const key = varKey(scopeId, name);
      current.add(key);
      if (s.setVariables.has(key)) upserts.push({ id: nextId(), tenantId, procInstId: instanceId, scopeId, name, value, updatedAt: s.now });
    }
  }
  if (upserts.length)
    parts.push(...jsonInserts(wfVariables, upserts, sql`on conflict (tenant_id, proc_inst_id, scope_id, name) do update set value = excluded.value, updated_at = excluded.updated_at`));
  const goneVars = [...saved.variables].filter((key) => !current.has(key)).map((key) => key.split('\u0000') as [string, string]);
  if (goneVars.length) {
    const pairs = sql.join(goneVars.map(([scope, name]) => sql`(${BigInt(scope)}::bigint, ${name})`), sql`, `);
    parts.push(tx.delete(wfVariables).where(and(eq(wfVariables.tenantId, tenantId), eq(wfVariables.procInstId, instanceId), sql`(${wfVariables.scopeId}, ${wfVariables.name}) in (${pairs})`)).getSQL());
  }

  const newTasks = [...s.tasks.values()].filter((t) => !saved.tasks.has(t.id));
  if (newTasks.length) parts.push(...jsonInserts(wfTasks, newTasks));
  const candidatesNow = new Map<boolean, bigint[]>([
    [true, []],
    [false, []],
  ]);
  for (const [id, before] of saved.tasks) {
    const now = s.tasks.get(id)!;
    const patch = changes(before, now, TASK_FIELDS);
    if (!patch) continue;
    parts.push(tx.update(wfTasks).set(patch).where(eq(wfTasks.id, id)).getSQL());
    if (claimable(before) !== claimable(now)) candidatesNow.get(claimable(now))!.push(id);
  }
  // A new task's candidate rows are open unless it was claimed or ended in the same step.
  const added = s.added.candidates.map((c) => ({ ...c, open: claimable(s.tasks.get(c.taskId) ?? { endedAt: null, assignee: null }) }));
  if (added.length) parts.push(...jsonInserts(wfTaskCandidates, added));
  for (const [open, ids] of candidatesNow) {
    if (ids.length) parts.push(tx.update(wfTaskCandidates).set({ open }).where(and(eq(wfTaskCandidates.tenantId, tenantId), inArray(wfTaskCandidates.taskId, ids))).getSQL());
  }

  const newVisits = [...s.visits.values()].filter((v) => !saved.visits.has(v.id));
  if (newVisits.length) parts.push(...jsonInserts(wfHiActinsts, newVisits));
  // Visits closed together share their values: one UPDATE for each such group.
  const closing = new Map<string, { patch: Partial<typeof wfHiActinsts.$inferSelect>; ids: bigint[] }>();
  for (const [id, before] of saved.visits) {
    const patch = changes(before, s.visits.get(id)!, VISIT_FIELDS);
    if (!patch) continue;
    const key = JSON.stringify(patch);
    const group = closing.get(key) ?? closing.set(key, { patch, ids: [] }).get(key)!;
    group.ids.push(id);
  }
  for (const { patch, ids } of closing.values()) parts.push(tx.update(wfHiActinsts).set(patch).where(and(eq(wfHiActinsts.tenantId, tenantId), inArray(wfHiActinsts.id, ids))).getSQL());

  if (s.added.comments.length) parts.push(...jsonInserts(wfComments, s.added.comments));
  if (s.added.participants.size) parts.push(...jsonInserts(wfParticipants, [...s.added.participants.values()], sql`on conflict do nothing`));

  if (!parts.length) return;
  // Named once its text repeats: PostgreSQL then plans a step's write once per connection.
  if (parts.length === 1) await executeRepeated(tx, parts[0]);
  else await executeRepeated(tx, sql`with ${sql.join(parts.slice(0, -1).map((part, i) => sql`${sql.raw(`w${i}`)} as (${part})`), sql`, `)} ${parts.at(-1)}`);
}
