import { and, eq, inArray } from 'drizzle-orm';
import type { WfFormContent } from '@beree/contracts';
import type { Executor } from '../../../../core/db/database';
import { depts, wfFormDefaultValues, wfForms } from '../../../../core/db/schema';
import type { Actor } from '../../engine';
import { defaultContext, defaultValueOf } from '../default-values/evaluate';

/**
 * A form by key as the handling and start pages render it, with each field's default resolved
 * for the person filling it in (fixed values as given, expressions evaluated for them).
 */
export async function formWithDefaults(tx: Executor, actor: Actor & { account: string }, formKey: string | null | undefined) {
  if (!formKey) return { form: null, defaultValues: {} };
  const [form] = await tx
    .select({ id: wfForms.id, formKey: wfForms.formKey, name: wfForms.name, formVersion: wfForms.formVersion, content: wfForms.content })
    .from(wfForms)
    .where(and(eq(wfForms.tenantId, actor.tenantId), eq(wfForms.formKey, formKey), eq(wfForms.isDeleted, 0)));
  if (!form) return { form: null, defaultValues: {} };
  return { form, defaultValues: await resolveDefaults(tx, actor, form.content) };
}

async function resolveDefaults(tx: Executor, actor: Actor & { account: string }, content: WfFormContent): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  const ids = content.fields.map((f) => f.defaultValueId).filter((id): id is string => !!id);
  const rows = ids.length
    ? await tx.select().from(wfFormDefaultValues).where(and(eq(wfFormDefaultValues.tenantId, actor.tenantId), inArray(wfFormDefaultValues.id, ids.map(BigInt)), eq(wfFormDefaultValues.isDeleted, 0)))
    : [];
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  const deptId = actor.depts?.[0] ?? '';
  const [dept] = deptId ? await tx.select({ name: depts.deptName }).from(depts).where(and(eq(depts.tenantId, actor.tenantId), eq(depts.id, BigInt(deptId)))) : [];
  const context = defaultContext({ userId: actor.userId, userName: actor.userName ?? '', account: actor.account, deptId, deptName: dept?.name ?? '', postId: actor.posts?.[0] ?? '', tenantId: actor.tenantId });
  for (const field of content.fields) {
    const saved = field.defaultValueId ? byId.get(field.defaultValueId) : undefined;
    if (saved) values[field.key] = defaultValueOf(saved, context);
    else if (field.defaultValue !== undefined && field.defaultValue !== null) values[field.key] = field.defaultValue;
  }
  return values;
}
