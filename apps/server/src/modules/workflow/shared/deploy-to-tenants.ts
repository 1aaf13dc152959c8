import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../core/db/database';
import { tenants } from '../../../core/db/schema';
import { badRequest, forbidden } from '../../../core/http/errors';
import { isPlatformAdmin } from '../../../core/tenancy/context';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { compileBpmn, deploy, type Deployed, type DeployInput } from '../engine';
import { compileDefinitions } from '../engine/model/compile';
import { deployDecisions, isDecisionXml, latestDecision, type DeployedDecision } from '../engine/commands/deploy-decision';
import { readDecisions } from '../engine/dmn/table';
import type { Actor } from '../engine/runtime/types';

/** `tenantIds=a,b` as a list; empty means the caller's own tenant. */
export const tenantList = (text: string | null | undefined): string[] => [...new Set((text ?? '').split(',').map((t) => t.trim()).filter(Boolean))];

/**
 * Runs a deploy in the caller's tenant, or — for the platform administrator — in each of the named
 * tenants, all in one transaction (one refusal deploys nowhere).
 */
async function inTenants<T>(db: Executor, request: FastifyRequest, tenantIds: string[], run: (tx: Executor, actor: Actor) => Promise<T>): Promise<(T & { tenantId: string })[]> {
  const { ctx } = request;
  const userId = String(ctx.userId);
  const others = tenantIds.filter((t) => t !== ctx.tenantId);
  if (!others.length) {
    const deployed = await withTenant(db, ctx, (tx) => run(tx, { tenantId: ctx.tenantId, userId }));
    return [{ ...deployed, tenantId: ctx.tenantId }];
  }
  if (!isPlatformAdmin(ctx)) throw forbidden('workflow.upload.tenant.platformOnly');
  return withPlatform(db, ctx, async (tx) => {
    const known = new Set((await tx.select({ tenantId: tenants.tenantId }).from(tenants).where(and(inArray(tenants.tenantId, tenantIds), eq(tenants.isDeleted, 0)))).map((t) => t.tenantId));
    const unknown = tenantIds.find((t) => !known.has(t));
    if (unknown) throw badRequest('workflow.upload.tenant.unknown', { tenantId: unknown, field: 'tenantIds' });
    const out: (T & { tenantId: string })[] = [];
    for (const tenantId of tenantIds) out.push({ ...(await run(tx, { tenantId, userId })), tenantId });
    return out;
  });
}

/**
 * Deploys one BPMN document to the caller's tenant or the platform's chosen tenants. The XML is
 * checked before any transaction opens, so a broken model never reaches the database.
 */
export async function deployToTenants(db: Executor, request: FastifyRequest, input: DeployInput, tenantIds: string[] = []): Promise<(Deployed & { tenantId: string })[]> {
  const graphs = await compileDefinitions(input.xml);
  // A business-rule task evaluates a decision of the tenant it runs in: one nobody deployed there is refused now, not at its first start.
  const decisions = graphs.flatMap((graph) => [...graph.nodes.values()]).filter((node) => node.decision);
  return inTenants(db, request, tenantIds, async (tx, actor) => {
    for (const node of decisions) await latestDecision(tx, actor.tenantId, node.decision!.key, node.name || node.id, 'files');
    return deploy(tx, actor, input);
  });
}

/** Checks an uploaded document, BPMN or DMN, before anything is deployed. */
export const checkDocument = async (xml: string): Promise<unknown> => (isDecisionXml(xml) ? readDecisions(xml) : compileBpmn(xml));

/**
 * Deploys an uploaded document: a DMN file's decision tables (each as the next version of its key)
 * or a BPMN file's processes, to the same tenants.
 */
export async function deployDocumentToTenants(
  db: Executor,
  request: FastifyRequest,
  input: DeployInput,
  tenantIds: string[] = [],
): Promise<((Deployed | DeployedDecision) & { tenantId: string })[]> {
  if (!isDecisionXml(input.xml)) return deployToTenants(db, request, input, tenantIds);
  await readDecisions(input.xml);
  const deployed = await inTenants(db, request, tenantIds, async (tx, actor) => ({ decisions: await deployDecisions(tx, actor, input) }));
  return deployed.flatMap(({ decisions, tenantId }) => decisions.map((d) => ({ ...d, tenantId })));
}
