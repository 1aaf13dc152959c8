import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WfFormContent, WfFormSubmit } from '@beree/contracts';
import { findRow, submitRow } from '../../../../core/crud/service';
import type { Executor } from '../../../../core/db/database';
import { nextId } from '../../../../core/db/ids';
import { wfFormDefaultValues, wfFormHistory, wfForms } from '../../../../core/db/schema';
import { badRequest, notFound } from '../../../../core/http/errors';
import type { RequestContext } from '../../../../core/tenancy/context';
import { checkCategory } from '../category/service';
import { wfFormResource } from './resource';

type FormRow = typeof wfForms.$inferSelect;

/** JSON with object keys sorted, so that content read back from jsonb compares with content sent. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Fields naming a saved default value must name a live one of the tenant that fits their type. */
async function checkDefaults(tx: Executor, tenantId: string, content: WfFormContent): Promise<void> {
  const wanted = content.fields.filter((f) => f.defaultValueId);
  if (!wanted.length) return;
  const rows = await tx
    .select({ id: wfFormDefaultValues.id, name: wfFormDefaultValues.name, fieldType: wfFormDefaultValues.fieldType })
    .from(wfFormDefaultValues)
    .where(and(eq(wfFormDefaultValues.tenantId, tenantId), inArray(wfFormDefaultValues.id, wanted.map((f) => BigInt(f.defaultValueId!))), eq(wfFormDefaultValues.isDeleted, 0)));
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  content.fields.forEach((f, i) => {
    if (!f.defaultValueId) return;
    const hit = byId.get(f.defaultValueId);
    const field = `content.fields.${i}.defaultValueId`;
    if (!hit) throw badRequest('workflow.form.defaultValue.unknown', { key: f.key, field });
    if (hit.fieldType !== f.type) throw badRequest('workflow.form.defaultValue.type', { key: f.key, type: f.type, name: hit.name, fits: hit.fieldType, field });
  });
}

/** Writes a new version of the form's content and keeps it in form-history. */
async function newVersion(tx: Executor, ctx: RequestContext, form: FormRow, content: WfFormContent, bump: boolean) {
  let saved = form;
  if (bump)
    [saved] = await tx
      .update(wfForms)
      .set({ content, formVersion: sql`${wfForms.formVersion} + 1` })
      .where(and(eq(wfForms.tenantId, ctx.tenantId), eq(wfForms.id, form.id)))
      .returning();
  await tx.insert(wfFormHistory).values({ id: nextId(), tenantId: ctx.tenantId, formId: form.id, formVersion: saved.formVersion, name: saved.name, content, createUser: ctx.userId });
  return saved;
}

/** Saves a form; a new form is version 1, and each change of content makes the next version. */
export async function submitForm(tx: Executor, ctx: RequestContext, input: WfFormSubmit) {
  await checkCategory(tx, ctx.tenantId, input.categoryId);
  await checkDefaults(tx, ctx.tenantId, input.content);
  const before = input.id ? ((await findRow(tx, wfFormResource, BigInt(input.id))) as FormRow) : undefined;
  const { row, created } = await submitRow(tx, wfFormResource, ctx, input as unknown as Record<string, unknown>);
  const form = row as FormRow;
  if (created) return newVersion(tx, ctx, form, input.content, false);
  // submitRow wrote the content; a change of it puts the version number up.
  if (before && canonical(before.content) !== canonical(input.content)) return newVersion(tx, ctx, form, input.content, true);
  return form;
}

/** form-history: the versions of a form, newest first. */
export async function formVersions(tx: Executor, tenantId: string, formId: bigint) {
  await findRow(tx, wfFormResource, formId);
  return tx.select().from(wfFormHistory).where(and(eq(wfFormHistory.tenantId, tenantId), eq(wfFormHistory.formId, formId))).orderBy(desc(wfFormHistory.formVersion));
}

export async function formVersion(tx: Executor, tenantId: string, id: bigint) {
  const [row] = await tx.select().from(wfFormHistory).where(and(eq(wfFormHistory.tenantId, tenantId), eq(wfFormHistory.id, id)));
  if (!row) throw notFound('workflow.formHistory.unknown');
  await findRow(tx, wfFormResource, row.formId);
  return row;
}

/** Makes an earlier version's content current again, as the next version (nothing is rewritten). */
export async function restoreFormVersion(tx: Executor, ctx: RequestContext, historyId: bigint) {
  const old = await formVersion(tx, ctx.tenantId, historyId);
  const form = (await findRow(tx, wfFormResource, old.formId)) as FormRow;
  await checkDefaults(tx, ctx.tenantId, old.content);
  const [touched] = await tx
    .update(wfForms)
    .set({ updateUser: ctx.userId, updateTime: new Date(), version: sql`${wfForms.version} + 1` })
    .where(eq(wfForms.id, form.id))
    .returning();
  return newVersion(tx, ctx, touched, old.content, true);
}
