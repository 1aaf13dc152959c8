import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Executor } from '../src/core/db/database';
import { wfExecutions, wfProcInsts, wfTasks, wfVariables } from '../src/core/db/schema';
import { withTenant } from '../src/core/tenancy/with-tenant';
import { completeTask, deploy, startProcess, type Actor } from '../src/modules/workflow/engine';
import { freshDatabase } from './database';

export const TENANT = '100001';

/** A user of the demo hospital tenant; user ids are the wire strings the engine keeps. */
export const user = (userId: string, extra: Partial<Actor> = {}): Actor => ({ tenantId: TENANT, userId, roles: [], depts: [], posts: [], ...extra });

/** One fresh seeded database per test file. */
export function useDatabase(): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('database not opened');
    return database;
  };
}

/** Runs fn as a request of the actor's tenant would: one transaction under row-level security. */
export function as<T>(db: Database, actor: Actor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return withTenant(db.db, { tenantId: actor.tenantId, userId: actor.userId }, fn);
}

/** A BPMN document around process elements, with the namespaces Flowable exports use. */
export function bpmn(body: string, id = 'proc', name = 'Process'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${id}" name="${name}" isExecutable="true">${body}</process>
</definitions>`;
}

/** A sequence flow, with a condition when given. */
export const flow = (id: string, from: string, to: string, condition?: string) =>
  condition
    ? `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><conditionExpression xsi:type="tFormalExpression"><![CDATA[${condition}]]></conditionExpression></sequenceFlow>`
    : `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"/>`;

/** Deploys a model and starts one instance of it as the given user. */
export async function deployAndStart(db: Database, starter: Actor, xml: string, variables: Record<string, unknown> = {}) {
  const def = await as(db, starter, (tx) => deploy(tx, starter, { xml }));
  const instance = await as(db, starter, (tx) => startProcess(tx, starter, { procDefId: def.procDefId, variables }));
  return { def, instance };
}

/** The engine's commands and reads of called instances, as `starter` (completions as the actor given) on the file's database. */
export function engineAs(db: () => Database, starter: Actor) {
  return {
    deployXml: (xml: string) => as(db(), starter, (tx) => deploy(tx, starter, { xml })),
    start: (key: string, variables: Record<string, unknown> = {}) => as(db(), starter, (tx) => startProcess(tx, starter, { key, variables })),
    complete: (actor: Actor, taskId: bigint, variables?: Record<string, unknown>) => as(db(), actor, (tx) => completeTask(tx, actor, taskId, { variables })),
    /** The instances an instance called, oldest first. */
    childrenOf: (id: bigint) => as(db(), starter, (tx) => tx.select().from(wfProcInsts).where(eq(wfProcInsts.parentInstId, id)).orderBy(wfProcInsts.id)),
    variable: (id: bigint, name: string) =>
      as(db(), starter, (tx) => tx.select({ value: wfVariables.value }).from(wfVariables).where(and(eq(wfVariables.procInstId, id), eq(wfVariables.name, name))).then((r) => r[0]?.value)),
  };
}

/** The instance's active tasks, oldest first. */
export function activeTasks(db: Database, actor: Actor, instanceId: bigint) {
  return as(db, actor, (tx) =>
    tx
      .select()
      .from(wfTasks)
      .where(and(eq(wfTasks.procInstId, instanceId), isNull(wfTasks.endedAt)))
      .orderBy(asc(wfTasks.id)),
  );
}

/** The instance's executions (tokens and scopes) still alive. */
export function executions(db: Database, actor: Actor, instanceId: bigint) {
  return as(db, actor, (tx) => tx.select().from(wfExecutions).where(eq(wfExecutions.procInstId, instanceId)).orderBy(asc(wfExecutions.id)));
}

/** The one active task at a node (fails the test when there is not exactly one). */
export async function taskAt(db: Database, actor: Actor, instanceId: bigint, nodeId: string) {
  const tasks = (await activeTasks(db, actor, instanceId)).filter((t) => t.taskDefKey === nodeId);
  if (tasks.length !== 1) throw new Error(`expected one task at ${nodeId}, found ${tasks.length}`);
  return tasks[0];
}
