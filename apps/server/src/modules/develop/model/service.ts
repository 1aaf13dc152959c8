import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ModelPrototypeField, ModelSubmit } from '@beree/contracts';
import { findRow, removeRows, submitRow } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { codeDefinitions, modelPrototypes, models } from '../../../core/db/schema';
import { badRequest, conflict } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import type { PrototypeDraft } from './prototype-defaults';
import { modelResource as r } from './resource';

export type ModelRow = typeof models.$inferSelect;
export type PrototypeRow = typeof modelPrototypes.$inferSelect;

export const findModel = (tx: Executor, id: bigint) => findRow(tx, r, id) as Promise<ModelRow>;

/**
 * Adds or changes a model. `fields` are given when the model is new or now reads another table
 * (or another source): its fields are then built anew from that table; otherwise they stay.
 */
export async function submitModel(tx: Executor, ctx: RequestContext, input: ModelSubmit, fields: PrototypeDraft[] | undefined): Promise<ModelRow> {
  const { row } = await submitRow(tx, r, ctx, input);
  const model = row as ModelRow;
  if (fields) {
    // A field of another table means nothing to this one: the old ones go for good.
    await tx.delete(modelPrototypes).where(eq(modelPrototypes.modelId, model.id));
    const now = new Date();
    if (fields.length)
      await tx.insert(modelPrototypes).values(
        fields.map((field) => ({ ...field, id: nextId(), modelId: model.id, createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null, createTime: now, updateTime: now })),
      );
  }
  return model;
}

/** Removes models no code definition uses (as its model or its sub-table's); their fields go with them. */
export async function removeModels(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  const [used] = await tx
    .select({ code: codeDefinitions.codeName, modelId: codeDefinitions.modelId, subModelId: codeDefinitions.subModelId })
    .from(codeDefinitions)
    .where(and(eq(codeDefinitions.isDeleted, 0), or(inArray(codeDefinitions.modelId, ids), inArray(codeDefinitions.subModelId, ids))))
    .limit(1);
  if (used) {
    const modelId = ids.includes(used.modelId) ? used.modelId : used.subModelId!;
    const [model] = await tx.select({ name: models.modelName }).from(models).where(eq(models.id, modelId));
    throw badRequest('model.remove.inUse', { field: 'ids', code: used.code, model: model?.name ?? String(modelId) });
  }
  await removeRows(tx, r, ctx, ids);
  await tx
    .update(modelPrototypes)
    .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date() })
    .where(and(inArray(modelPrototypes.modelId, ids), eq(modelPrototypes.isDeleted, 0)));
}

/** A model's fields in their order; 404 for a model that does not exist. */
export async function listPrototypes(tx: Executor, modelId: bigint): Promise<PrototypeRow[]> {
  await findModel(tx, modelId);
  return tx
    .select()
    .from(modelPrototypes)
    .where(and(eq(modelPrototypes.modelId, modelId), eq(modelPrototypes.isDeleted, 0)))
    .orderBy(asc(modelPrototypes.sort), asc(modelPrototypes.id));
}

/**
 * 模型配置 saved: the edited settings of one model's fields, all or none. Every id must be a
 * field of one and the same model; a field changed by someone else since it was read is a 409.
 */
export async function savePrototypes(tx: Executor, ctx: RequestContext, fields: ModelPrototypeField[]): Promise<PrototypeRow[]> {
  const ids = fields.map((f) => BigInt(f.id));
  const stored = await tx
    .select({ id: modelPrototypes.id, modelId: modelPrototypes.modelId })
    .from(modelPrototypes)
    .where(and(inArray(modelPrototypes.id, ids), eq(modelPrototypes.isDeleted, 0)));
  const byId = new Map(stored.map((row) => [row.id, row.modelId]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0) throw badRequest('model.prototype.notFound', { field: `${missing}.id` });
  const modelIds = new Set(stored.map((row) => row.modelId));
  if (modelIds.size > 1) throw badRequest('model.prototype.oneModel', { field: 'modelId' });
  const [modelId] = modelIds;
  // The model row is locked so that two editors save one after the other, never interleaved.
  await tx.select({ id: models.id }).from(models).where(and(eq(models.id, modelId), eq(models.isDeleted, 0))).for('update');
  const now = new Date();
  for (const [index, field] of fields.entries()) {
    const [updated] = await tx
      .update(modelPrototypes)
      .set({
        jdbcComment: field.jdbcComment ?? null,
        propertyName: field.propertyName,
        propertyType: field.propertyType,
        isList: field.isList,
        isForm: field.isForm,
        ...(field.isRow === undefined ? {} : { isRow: field.isRow }),
        isRequired: field.isRequired,
        isQuery: field.isQuery,
        queryType: field.queryType,
        componentType: field.componentType,
        dictCode: field.dictCode?.trim() || null,
        ...(field.sort === undefined ? {} : { sort: field.sort }),
        updateUser: ctx.userId,
        updateTime: now,
        version: sql`${modelPrototypes.version} + 1`,
      })
      .where(and(eq(modelPrototypes.id, ids[index]), field.version == null ? undefined : eq(modelPrototypes.version, field.version)))
      .returning({ id: modelPrototypes.id });
    if (!updated) throw conflict('record.stale', { field: `${index}.version` });
  }
  return listPrototypes(tx, modelId);
}
