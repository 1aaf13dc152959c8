import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfDecisions, wfDeployments, wfProcDefs } from '../../../../core/db/schema';
import { escapeLike, readPaging } from '../../../../core/crud/filters';
import { totalOf } from '../../../../core/crud/page-total';
import { conflict, notFound } from '../../../../core/http/errors';
import { decisionTableOf } from '../../engine/commands/deploy-decision';
import { definitionGraph } from '../../engine/runtime/open';

export interface DecisionFilter {
  key?: string;
  name?: string;
}

/** No newer version of the same key in the tenant: the version business-rule tasks evaluate. */
const latest = sql`not exists (select 1 from wf_decision d2 where d2.tenant_id = ${wfDecisions.tenantId} and d2.key = ${wfDecisions.key} and d2.version > ${wfDecisions.version})`;

const columns = {
  id: wfDecisions.id,
  tenantId: wfDecisions.tenantId,
  deploymentId: wfDecisions.deploymentId,
  key: wfDecisions.key,
  name: wfDecisions.name,
  version: wfDecisions.version,
  deployTime: wfDecisions.createTime,
  xml: wfDecisions.xml,
};

type Row = { id: bigint; key: string; xml: string; [k: string]: unknown };

/** A row as the pages show it: the hit policy read from its table, the document itself left out. */
async function shown(row: Row) {
  const { xml: _xml, ...rest } = row;
  const table = await decisionTableOf(row);
  return { ...rest, hitPolicy: table.hitPolicy, aggregation: table.aggregation ?? null };
}

/**
 * The latest version of each decision key deployed in the tenant (the one business-rule tasks
 * evaluate), newest first; key matches exactly, name contains.
 */
export async function latestDecisions(tx: Executor, tenantId: string, filter: DecisionFilter, query: Record<string, unknown>) {
  const { current, size } = readPaging(query);
  const parts: (SQL | undefined)[] = [eq(wfDecisions.tenantId, tenantId), latest];
  if (filter.key) parts.push(eq(wfDecisions.key, filter.key));
  if (filter.name) parts.push(ilike(wfDecisions.name, `%${escapeLike(filter.name)}%`));
  const where = and(...parts);
  const offset = (current - 1) * size;
  const rows = await tx.select(columns).from(wfDecisions).where(where).orderBy(desc(wfDecisions.createTime), desc(wfDecisions.id)).limit(size).offset(offset);
  const total = await totalOf({ limit: size, offset }, rows.length, async () => Number((await tx.select({ total: count() }).from(wfDecisions).where(where))[0].total));
  return { records: await Promise.all(rows.map(shown)), total, current, size };
}

async function decisionRow(tx: Executor, tenantId: string, id: bigint) {
  const [row] = await tx.select(columns).from(wfDecisions).where(and(eq(wfDecisions.tenantId, tenantId), eq(wfDecisions.id, id)));
  if (!row) throw notFound();
  return row;
}

/** A deployed decision with its table: inputs, outputs and rules as deployed. */
export async function decisionDetail(tx: Executor, tenantId: string, id: bigint) {
  const row = await decisionRow(tx, tenantId, id);
  const table = await decisionTableOf(row);
  return { ...(await shown(row)), inputs: table.inputs, outputs: table.outputs, rules: table.rules };
}

/**
 * The first live process whose latest version has a business-rule task evaluating this key, by
 * name: such a process would fail at that task without the decision.
 */
async function processUsing(tx: Executor, tenantId: string, key: string): Promise<string | undefined> {
  const newer = sql`not exists (select 1 from wf_proc_def d2 join wf_deployment p2 on p2.id = d2.deployment_id and p2.tenant_id = d2.tenant_id and p2.is_deleted = 0
    where d2.tenant_id = ${wfProcDefs.tenantId} and d2.key = ${wfProcDefs.key} and d2.version > ${wfProcDefs.version})`;
  // The document naming the key is a cheap first sieve; the compiled graph says whether a task evaluates it.
  const candidates = await tx
    .select({ id: wfProcDefs.id, name: wfProcDefs.name })
    .from(wfProcDefs)
    .innerJoin(wfDeployments, and(eq(wfDeployments.tenantId, wfProcDefs.tenantId), eq(wfDeployments.id, wfProcDefs.deploymentId), eq(wfDeployments.isDeleted, 0)))
    .where(and(eq(wfProcDefs.tenantId, tenantId), newer, sql`strpos(${wfProcDefs.xml}, ${key}) > 0`))
    .orderBy(wfProcDefs.name);
  for (const candidate of candidates) {
    const graph = await definitionGraph(tx, tenantId, candidate.id);
    if ([...graph.nodes.values()].some((node) => node.decision?.key === key)) return candidate.name;
  }
  return undefined;
}

/**
 * Removes decisions: every version of each one's key (a task evaluates the latest, so removing one
 * version would silently bring back the one before). Refused, naming the process, while the latest
 * version of a live process evaluates the key. Deployments left with nothing in them are deleted too.
 */
export async function removeDecisions(tx: Executor, tenantId: string, ids: bigint[]): Promise<void> {
  const rows = await tx.select({ key: wfDecisions.key }).from(wfDecisions).where(and(eq(wfDecisions.tenantId, tenantId), inArray(wfDecisions.id, ids)));
  if (rows.length !== new Set(ids.map(String)).size) throw notFound();
  const keys = [...new Set(rows.map((r) => r.key))];
  for (const key of keys) {
    // Serialises with a deploy of the same key (deploy-decision.ts takes the same lock).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wf_decision:${tenantId}:${key}`}))`);
    const process = await processUsing(tx, tenantId, key);
    if (process) throw conflict('workflow.decision.inUse', { decision: key, process });
  }
  const removed = await tx
    .delete(wfDecisions)
    .where(and(eq(wfDecisions.tenantId, tenantId), inArray(wfDecisions.key, keys)))
    .returning({ deploymentId: wfDecisions.deploymentId });
  const deployments = [...new Set(removed.map((r) => r.deploymentId))];
  await tx
    .update(wfDeployments)
    .set({ isDeleted: 1, updateTime: new Date(), version: sql`${wfDeployments.version} + 1` })
    .where(
      and(
        eq(wfDeployments.tenantId, tenantId),
        inArray(wfDeployments.id, deployments),
        sql`not exists (select 1 from wf_decision d where d.tenant_id = ${wfDeployments.tenantId} and d.deployment_id = ${wfDeployments.id})`,
        sql`not exists (select 1 from wf_proc_def p where p.tenant_id = ${wfDeployments.tenantId} and p.deployment_id = ${wfDeployments.id})`,
      ),
    );
}
