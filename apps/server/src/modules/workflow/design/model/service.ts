import { and, desc, eq, sql } from 'drizzle-orm';
import type { WfModelSubmit } from '@beree/contracts';
import { findRow, submitRow } from '../../../../core/crud/service';
import type { Executor } from '../../../../core/db/database';
import { nextId } from '../../../../core/db/ids';
import { wfModelHistory, wfModels } from '../../../../core/db/schema';
import { badRequest } from '../../../../core/http/errors';
import type { RequestContext } from '../../../../core/tenancy/context';
import { compileBpmn, InvalidModelError } from '../../engine';
import { categoryNames } from '../../shared/names';
import { checkCategory } from '../category/service';
import { wfModelResource } from './resource';

type ModelRow = typeof wfModels.$inferSelect;

/** Rows for the wire: with the category's name, without the XML in lists (detail has it). */
export async function withCategoryNames(tx: Executor, tenantId: string, rows: ModelRow[], keepXml = false) {
  const names = await categoryNames(tx, tenantId, rows.map((r) => (r.categoryId ? String(r.categoryId) : null)));
  return rows.map(({ xml, ...r }) => ({ ...r, ...(keepXml ? { xml } : { hasXml: !!xml }), categoryName: r.categoryId ? (names.get(String(r.categoryId)) ?? null) : null }));
}

export async function modelDetail(tx: Executor, tenantId: string, id: bigint) {
  const row = (await findRow(tx, wfModelResource, id)) as ModelRow;
  return (await withCategoryNames(tx, tenantId, [row], true))[0];
}

/**
 * Saves a model. With XML, the design must name the model's key as its process id (what deploy
 * publishes) and every saved design becomes a revision in model-history.
 */
export async function submitModel(tx: Executor, ctx: RequestContext, input: WfModelSubmit) {
  await checkCategory(tx, ctx.tenantId, input.categoryId);
  const xml = input.xml?.trim() ? input.xml : undefined;
  // A draft that does not compile yet is kept; deploy names its problems.
  if (xml) await checkKey(xml, input.modelKey).catch((error) => {
    if (!(error instanceof InvalidModelError)) throw error;
  });
  const { row } = await submitRow(tx, wfModelResource, ctx, input as unknown as Record<string, unknown>);
  const model = row as ModelRow;
  if (xml && xml !== model.xml) {
    const [saved] = await tx
      .update(wfModels)
      .set({ xml, modelVersion: sql`${wfModels.modelVersion} + 1` })
      .where(eq(wfModels.id, model.id))
      .returning();
    await tx.insert(wfModelHistory).values({ id: nextId(), tenantId: ctx.tenantId, modelId: model.id, modelVersion: saved.modelVersion, name: saved.name, xml, createUser: ctx.userId });
  }
  return modelDetail(tx, ctx.tenantId, model.id);
}

/** The diagram's process id must be the model key: deploy versions definitions by it. */
export async function checkKey(xml: string, modelKey: string): Promise<void> {
  const graph = await compileBpmn(xml);
  if (graph.key !== modelKey) throw badRequest('workflow.model.key.mismatch', { found: graph.key, key: modelKey, field: 'xml' });
}

export async function modelHistory(tx: Executor, tenantId: string, modelId: bigint) {
  await findRow(tx, wfModelResource, modelId);
  return tx
    .select()
    .from(wfModelHistory)
    .where(and(eq(wfModelHistory.tenantId, tenantId), eq(wfModelHistory.modelId, modelId)))
    .orderBy(desc(wfModelHistory.modelVersion));
}

export async function changeModelCategory(tx: Executor, ctx: RequestContext, ids: bigint[], categoryId: string) {
  await checkCategory(tx, ctx.tenantId, categoryId);
  for (const id of ids) await findRow(tx, wfModelResource, id);
  for (const id of ids)
    await tx
      .update(wfModels)
      .set({ categoryId: BigInt(categoryId), updateUser: ctx.userId, updateTime: new Date(), version: sql`${wfModels.version} + 1` })
      .where(and(eq(wfModels.tenantId, ctx.tenantId), eq(wfModels.id, id)));
}
