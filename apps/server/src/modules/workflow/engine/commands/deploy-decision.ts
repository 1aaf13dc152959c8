import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { nextId } from '../../../../core/db/ids';
import { wfDecisions, wfDeployments } from '../../../../core/db/schema';
import { badRequest } from '../../../../core/http/errors';
import { readDecisions, type DecisionTable } from '../dmn/table';
import type { Actor } from '../runtime/types';

/** A decision as deployed: the next version of its key in the tenant. */
export interface DeployedDecision {
  deploymentId: bigint;
  decisionId: bigint;
  key: string;
  version: number;
  name: string;
}

/** Whether a document is DMN rather than BPMN: its root is DMN 1.3's (or an older DMN's) definitions. */
export const isDecisionXml = (xml: string): boolean => /<(?:\w+:)?definitions\b[^>]*xmlns(?::\w+)?="[^"]*DMN/i.test(xml);

/**
 * Deploys a DMN document: every decision table of it checked first (a refusal names every fault),
 * then each stored as the next version of its key in the caller's tenant, in one deployment.
 */
export async function deployDecisions(tx: Executor, actor: Actor, input: { xml: string; name?: string; category?: string }): Promise<DeployedDecision[]> {
  const tables = await readDecisions(input.xml);
  const deploymentId = nextId();
  const user = /^\d+$/.test(actor.userId) ? BigInt(actor.userId) : null;
  await tx.insert(wfDeployments).values({
    id: deploymentId,
    tenantId: actor.tenantId,
    name: input.name?.trim() || tables[0].name,
    category: input.category ?? null,
    source: 'upload',
    deployedBy: actor.userId,
    createUser: user,
    updateUser: user,
  });
  const out: DeployedDecision[] = [];
  for (const table of tables) {
    // Two deploys of one key at once must not both take the same version number.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wf_decision:${actor.tenantId}:${table.key}`}))`);
    const [{ max }] = await tx
      .select({ max: sql<number | null>`max(${wfDecisions.version})` })
      .from(wfDecisions)
      .where(and(eq(wfDecisions.tenantId, actor.tenantId), eq(wfDecisions.key, table.key)));
    const decisionId = nextId();
    const version = Number(max ?? 0) + 1;
    await tx.insert(wfDecisions).values({ id: decisionId, tenantId: actor.tenantId, deploymentId, key: table.key, version, name: table.name, xml: input.xml, createUser: user });
    out.push({ deploymentId, decisionId, key: table.key, version, name: table.name });
  }
  return out;
}

/** Compiled tables by decision id: deployed decisions never change (bounded, like the process graphs). */
const MAX = 200;
const compiled = new Map<string, Promise<DecisionTable>>();

/**
 * The latest deployed version of a decision key in the tenant, ready to evaluate; a task naming a
 * key nobody deployed is refused naming the task and the key.
 */
export async function latestDecision(tx: Executor, tenantId: string, key: string, task: string, field = 'variables'): Promise<DecisionTable> {
  const [row] = await tx
    .select({ id: wfDecisions.id, xml: wfDecisions.xml })
    .from(wfDecisions)
    .where(and(eq(wfDecisions.tenantId, tenantId), eq(wfDecisions.key, key)))
    .orderBy(desc(wfDecisions.version))
    .limit(1);
  if (!row) throw badRequest('workflow.decision.notFound', { decision: key, task, field });
  return decisionTableOf({ id: row.id, key, xml: row.xml });
}

/** A deployed decision's table, read from its document once (for evaluating and for showing it). */
export function decisionTableOf(row: { id: bigint; key: string; xml: string }): Promise<DecisionTable> {
  const id = String(row.id);
  let entry = compiled.get(id);
  if (!entry) {
    entry = readDecisions(row.xml).then((tables) => tables.find((t) => t.key === row.key)!);
    entry.catch(() => compiled.delete(id));
    compiled.set(id, entry);
    if (compiled.size > MAX) compiled.delete(compiled.keys().next().value!);
  }
  return entry;
}
