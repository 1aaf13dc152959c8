import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { nextId } from '../../../../core/db/ids';
import { wfDeployments, wfEventSubscriptions, wfProcDefs } from '../../../../core/db/schema';
import { compileDefinitions } from '../model/compile';
import type { ProcessGraph } from '../model/graph';
import { InvalidModelError, type Problem } from '../model/problems';
import { serviceHandler } from '../runtime/handlers';
import type { Actor } from '../runtime/types';
import { messageStartHolder } from './correlate';
import { bookTimerStarts } from './timer-start';

export interface DeployInput {
  xml: string;
  /** Defaults to the process name. */
  name?: string;
  category?: string;
  source?: 'upload' | 'model';
}

export interface Deployed {
  deploymentId: bigint;
  procDefId: bigint;
  key: string;
  version: number;
  name: string;
}

/**
 * Deploys a BPMN document: validated and compiled first (a refusal names every element that
 * cannot run), then each executable process of it stored as the next version of its key in the
 * caller's tenant, all in one deployment (a collaboration of several pools deploys one definition
 * per executable pool, ADR 0073). The answer is the first process's, with every process listed.
 */
export async function deploy(tx: Executor, actor: Actor, input: DeployInput): Promise<Deployed & { processes: Deployed[] }> {
  const graphs = await compileDefinitions(input.xml);
  // A service task naming no handler of this product would fail at every start: refuse it here.
  const unknown: Problem[] = graphs
    .flatMap((graph) => [...graph.nodes.values()])
    .filter((node) => node.kind === 'serviceTask' && node.handler !== undefined && !serviceHandler(node.handler))
    .map((node) => ({ elementId: node.id, elementName: node.name ?? '', reason: 'unknownHandler', detail: node.handler }));
  if (unknown.length) throw new InvalidModelError(unknown);
  const deploymentId = nextId();
  const name = input.name?.trim() || graphs[0].name;
  const user = /^\d+$/.test(actor.userId) ? BigInt(actor.userId) : null;
  await tx.insert(wfDeployments).values({
    id: deploymentId,
    tenantId: actor.tenantId,
    name,
    category: input.category ?? null,
    source: input.source ?? 'upload',
    deployedBy: actor.userId,
    createUser: user,
    updateUser: user,
  });
  const processes: Deployed[] = [];
  for (const graph of graphs) processes.push(await deployProcess(tx, actor, input, graph, deploymentId, user));
  return { ...processes[0], processes };
}

async function deployProcess(tx: Executor, actor: Actor, input: DeployInput, graph: ProcessGraph, deploymentId: bigint, user: bigint | null): Promise<Deployed> {
  // Two deploys of one key at once must not both take the same version number.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wf_proc_def:${actor.tenantId}:${graph.key}`}))`);
  const [{ max }] = await tx
    .select({ max: sql<number | null>`max(${wfProcDefs.version})` })
    .from(wfProcDefs)
    .where(and(eq(wfProcDefs.tenantId, actor.tenantId), eq(wfProcDefs.key, graph.key)));
  const version = Number(max ?? 0) + 1;
  // A message starts one process: a name another key of the tenant starts with is refused.
  const eventStarts = graph.eventStarts.map((id) => graph.nodes.get(id)!);
  const taken: Problem[] = [];
  for (const start of eventStarts) {
    if (start.event?.kind !== 'message') continue;
    const holder = await messageStartHolder(tx, actor.tenantId, start.event.name, graph.key);
    if (holder) taken.push({ elementId: start.id, elementName: start.name, reason: 'messageStartTaken', detail: `${start.event.name} (${holder})` });
  }
  if (taken.length) throw new InvalidModelError(taken);
  const procDefId = nextId();
  const start = graph.nodes.get(graph.startId)!;
  await tx.insert(wfProcDefs).values({
    id: procDefId,
    tenantId: actor.tenantId,
    deploymentId,
    key: graph.key,
    version,
    name: graph.name,
    category: input.category ?? null,
    xml: input.xml,
    startFormKey: start.formKey ?? null,
    createUser: user,
  });
  // The definition's message and signal start events wait from now on (commands/correlate).
  if (eventStarts.length) {
    await tx.insert(wfEventSubscriptions).values(
      eventStarts.map((start) => ({ id: nextId(), tenantId: actor.tenantId, kind: start.event!.kind, eventName: start.event!.name, procDefId, nodeId: start.id })),
    );
  }
  // Timer start events replace the earlier versions' (commands/timer-start).
  await bookTimerStarts(tx, actor, graph, procDefId);
  return { deploymentId, procDefId, key: graph.key, version, name: graph.name };
}
