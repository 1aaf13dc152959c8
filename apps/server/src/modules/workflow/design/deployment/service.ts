import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfDeployments, wfProcDefs, wfProcInsts } from '../../../../core/db/schema';
import { readPaging } from '../../../../core/crud/filters';
import { conflict, notFound } from '../../../../core/http/errors';
import { setDefinitionSuspended, type Actor } from '../../engine';
import { categoryNames } from '../../shared/names';
import { mayStartSql, scopeDenied, type Starter } from '../scope/service';

export interface DefinitionFilter {
  category?: string;
  name?: string;
  key?: string;
  /** Only definitions that may be started (not suspended). */
  startable?: boolean;
  /** Only definitions whose model's start scope lets this user start them. */
  startableBy?: Starter;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Filters of the definition lists, from a query. */
export const definitionFilter = (q: Record<string, unknown>): DefinitionFilter => ({
  category: text(q.category) ?? text(q.categoryId),
  name: text(q.name),
  key: text(q.key) ?? text(q.processDefinitionKey),
});

/**
 * The latest version of each key whose deployment is live (BladeX's deployment list and the
 * startable list), newest deployment first, with category names.
 */
export async function latestDefinitions(tx: Executor, tenantId: string, filter: DefinitionFilter, query: Record<string, unknown>) {
  const { current, size } = readPaging(query);
  const live = and(eq(wfDeployments.tenantId, wfProcDefs.tenantId), eq(wfDeployments.id, wfProcDefs.deploymentId), eq(wfDeployments.isDeleted, 0));
  const newer = sql`not exists (select 1 from wf_proc_def d2 join wf_deployment p2 on p2.id = d2.deployment_id and p2.tenant_id = d2.tenant_id and p2.is_deleted = 0
    where d2.tenant_id = ${wfProcDefs.tenantId} and d2.key = ${wfProcDefs.key} and d2.version > ${wfProcDefs.version})`;
  const parts: (SQL | undefined)[] = [eq(wfProcDefs.tenantId, tenantId), newer];
  if (filter.category) parts.push(eq(wfProcDefs.category, filter.category));
  if (filter.name) parts.push(ilike(wfProcDefs.name, `%${filter.name.replace(/[\\%_]/g, '\\$&')}%`));
  if (filter.key) parts.push(eq(wfProcDefs.key, filter.key));
  if (filter.startable) parts.push(eq(wfProcDefs.suspended, false));
  if (filter.startableBy) parts.push(mayStartSql(filter.startableBy));
  const where = and(...parts);
  const [{ total }] = await tx.select({ total: count() }).from(wfProcDefs).innerJoin(wfDeployments, live).where(where);
  const rows = await tx
    .select({
      id: wfProcDefs.id,
      deploymentId: wfProcDefs.deploymentId,
      key: wfProcDefs.key,
      name: wfProcDefs.name,
      version: wfProcDefs.version,
      category: wfProcDefs.category,
      suspended: wfProcDefs.suspended,
      formKey: wfProcDefs.startFormKey,
      tenantId: wfProcDefs.tenantId,
      deploymentName: wfDeployments.name,
      source: wfDeployments.source,
      deployTime: wfDeployments.createTime,
    })
    .from(wfProcDefs)
    .innerJoin(wfDeployments, live)
    .where(where)
    .orderBy(desc(wfDeployments.createTime), desc(wfProcDefs.id))
    .limit(size)
    .offset((current - 1) * size);
  const names = await categoryNames(tx, tenantId, rows.map((r) => r.category));
  const records = rows.map((r) => ({
    ...r,
    processDefinitionId: r.id,
    processDefinitionKey: r.key,
    categoryName: r.category ? (names.get(r.category) ?? null) : null,
    // Flowable's suspension state: 1 active, 2 suspended.
    suspensionState: r.suspended ? 2 : 1,
  }));
  return { records, total: Number(total), current, size };
}

/** A definition of a live deployment, for starting and for the detail pages. */
export async function liveDefinition(tx: Executor, tenantId: string, procDefId: bigint) {
  const [row] = await tx
    .select({ def: wfProcDefs, deleted: wfDeployments.isDeleted })
    .from(wfProcDefs)
    .innerJoin(wfDeployments, and(eq(wfDeployments.tenantId, wfProcDefs.tenantId), eq(wfDeployments.id, wfProcDefs.deploymentId)))
    .where(and(eq(wfProcDefs.tenantId, tenantId), eq(wfProcDefs.id, procDefId)));
  if (!row) throw notFound();
  return row;
}

/**
 * A definition the caller is about to start, read with its deployment's state and whether its
 * start scope lets them (liveDefinition and assertMayStart in one statement): unknown 404,
 * deleted 409, outside the scope 403.
 */
export async function startableDefinition(tx: Executor, who: Starter & { tenantId: string }, procDefId: bigint) {
  const [row] = await tx
    .select({
      id: wfProcDefs.id,
      tenantId: wfProcDefs.tenantId,
      key: wfProcDefs.key,
      version: wfProcDefs.version,
      name: wfProcDefs.name,
      category: wfProcDefs.category,
      suspended: wfProcDefs.suspended,
      startFormKey: wfProcDefs.startFormKey,
      deleted: wfDeployments.isDeleted,
      mayStart: sql<boolean>`${mayStartSql(who)}`,
    })
    .from(wfProcDefs)
    .innerJoin(wfDeployments, and(eq(wfDeployments.tenantId, wfProcDefs.tenantId), eq(wfDeployments.id, wfProcDefs.deploymentId)))
    .where(and(eq(wfProcDefs.tenantId, who.tenantId), eq(wfProcDefs.id, procDefId)));
  if (!row) throw notFound();
  if (row.deleted) throw conflict('workflow.definition.deleted');
  if (!row.mayStart) throw scopeDenied(row.name);
  return row;
}

/**
 * Deleting a deployment hides it from every list and stops new starts; ended processes keep
 * their history and diagram. A deployment with running or suspended processes is refused (409)
 * rather than killing them, as Flowable's cascade would.
 */
export async function removeDeployments(tx: Executor, actor: Actor, deploymentIds: bigint[]): Promise<void> {
  const found = await tx
    .select({ id: wfDeployments.id })
    .from(wfDeployments)
    .where(and(eq(wfDeployments.tenantId, actor.tenantId), inArray(wfDeployments.id, deploymentIds), eq(wfDeployments.isDeleted, 0)));
  if (found.length !== deploymentIds.length) throw notFound();
  const [{ running }] = await tx
    .select({ running: count() })
    .from(wfProcInsts)
    .innerJoin(wfProcDefs, and(eq(wfProcDefs.tenantId, wfProcInsts.tenantId), eq(wfProcDefs.id, wfProcInsts.procDefId)))
    .where(and(eq(wfProcInsts.tenantId, actor.tenantId), inArray(wfProcDefs.deploymentId, deploymentIds), inArray(wfProcInsts.state, ['running', 'suspended'])));
  if (Number(running) > 0) throw conflict('workflow.deployment.running', { count: Number(running) });
  await tx.update(wfDeployments).set({ isDeleted: 1, updateTime: new Date(), version: sql`${wfDeployments.version} + 1` }).where(and(eq(wfDeployments.tenantId, actor.tenantId), inArray(wfDeployments.id, deploymentIds)));
  await tx.update(wfProcDefs).set({ suspended: true }).where(and(eq(wfProcDefs.tenantId, actor.tenantId), inArray(wfProcDefs.deploymentId, deploymentIds)));
}

/** Suspend or activate a definition; its running processes follow (Flowable's `true`). */
export async function changeDefinitionState(tx: Executor, actor: Actor, procDefId: bigint, state: 'active' | 'suspend'): Promise<void> {
  const { deleted } = await liveDefinition(tx, actor.tenantId, procDefId);
  if (deleted) throw notFound();
  await setDefinitionSuspended(tx, actor, procDefId, state === 'suspend', { includeInstances: true });
}

/** Files a deployment's definitions (and their future processes) under another category. */
export async function changeDeploymentCategory(tx: Executor, tenantId: string, deploymentIds: bigint[], category: string): Promise<void> {
  const updated = await tx
    .update(wfDeployments)
    .set({ category, updateTime: new Date(), version: sql`${wfDeployments.version} + 1` })
    .where(and(eq(wfDeployments.tenantId, tenantId), inArray(wfDeployments.id, deploymentIds), eq(wfDeployments.isDeleted, 0)))
    .returning({ id: wfDeployments.id });
  if (updated.length !== deploymentIds.length) throw notFound();
  await tx.update(wfProcDefs).set({ category }).where(and(eq(wfProcDefs.tenantId, tenantId), inArray(wfProcDefs.deploymentId, deploymentIds)));
}
