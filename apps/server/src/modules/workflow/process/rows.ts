import type { Executor } from '../../../core/db/database';
import type { wfProcInsts } from '../../../core/db/schema';
import type { TaskListRow } from '../engine';
import { categoryNames, userNames } from '../shared/names';

type Instance = typeof wfProcInsts.$inferSelect;

/** BladeX's status of an instance: todo while it runs, finished, or how it ended otherwise. */
export const instanceStatus = (state: string | null) => (state === 'running' || state === 'suspended' ? 'todo' : state === 'completed' ? 'finished' : state);

/** Task rows as the lists send them, with names of the people and the category. */
export async function taskRows(tx: Executor, tenantId: string, rows: TaskListRow[]) {
  const users = await userNames(tx, tenantId, rows.flatMap((r) => [r.assignee, r.owner, r.startUserId]));
  const categories = await categoryNames(tx, tenantId, rows.map((r) => r.category));
  return rows.map((r) => ({
    taskId: r.taskId,
    taskName: r.taskName,
    taskDefinitionKey: r.taskDefKey,
    formKey: r.formKey,
    assignee: r.assignee,
    assigneeName: r.assignee ? (users.get(r.assignee) ?? r.assignee) : null,
    owner: r.owner,
    delegation: r.delegation,
    createTime: r.createdAt,
    claimTime: r.claimTime,
    endTime: r.endedAt,
    outcome: r.outcome,
    processInstanceId: r.procInstId,
    processDefinitionKey: r.defKey,
    processDefinitionName: r.defName,
    title: r.title,
    category: r.category,
    categoryName: r.category ? (categories.get(r.category) ?? null) : null,
    businessKey: r.businessKey,
    startUserId: r.startUserId,
    startUsername: r.startUserName ?? (r.startUserId ? users.get(r.startUserId) : null) ?? null,
    startTime: r.startTime,
    processState: r.state,
    processIsFinished: r.state !== 'running' && r.state !== 'suspended',
    status: instanceStatus(r.state),
  }));
}

/** Instance rows as the sent, done and monitor lists send them. */
export async function instanceRows(tx: Executor, tenantId: string, rows: Instance[]) {
  const categories = await categoryNames(tx, tenantId, rows.map((r) => r.category));
  return rows.map((r) => ({
    processInstanceId: r.id,
    processDefinitionId: r.procDefId,
    processDefinitionKey: r.defKey,
    processDefinitionName: r.defName,
    processDefinitionVersion: r.defVersion,
    title: r.title,
    category: r.category,
    categoryName: r.category ? (categories.get(r.category) ?? null) : null,
    businessKey: r.businessKey,
    startUserId: r.startUserId,
    startUsername: r.startUserName,
    startTime: r.startTime,
    endTime: r.endTime,
    processState: r.state,
    suspensionState: r.state === 'suspended' ? 2 : 1,
    processIsFinished: r.state !== 'running' && r.state !== 'suspended',
    status: instanceStatus(r.state),
    endReason: r.endReason,
  }));
}
