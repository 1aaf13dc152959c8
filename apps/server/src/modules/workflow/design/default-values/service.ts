import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { WfDefaultValueSubmit } from '@beree/contracts';
import { removeRows, submitRow } from '../../../../core/crud/service';
import type { Executor } from '../../../../core/db/database';
import { wfFormDefaultValues, wfForms } from '../../../../core/db/schema';
import { conflict } from '../../../../core/http/errors';
import type { RequestContext } from '../../../../core/tenancy/context';
import { checkDefaultValue } from './evaluate';
import { wfDefaultValueResource } from './resource';

export async function submitDefaultValue(tx: Executor, ctx: RequestContext, input: WfDefaultValueSubmit) {
  checkDefaultValue(input.kind, input.fieldType, input.content.trim());
  return (await submitRow(tx, wfDefaultValueResource, ctx, input as unknown as Record<string, unknown>)).row;
}

/** listType: every default value that fits fields of a type (the designer's picker), in order. */
export function defaultValuesOfType(tx: Executor, tenantId: string, fieldType?: string) {
  return tx
    .select()
    .from(wfFormDefaultValues)
    .where(and(eq(wfFormDefaultValues.tenantId, tenantId), eq(wfFormDefaultValues.isDeleted, 0), fieldType ? eq(wfFormDefaultValues.fieldType, fieldType) : undefined))
    .orderBy(asc(wfFormDefaultValues.sort), asc(wfFormDefaultValues.id));
}

/** Deleting refuses a default value that a live form's field still uses (409 naming both). */
export async function removeDefaultValues(tx: Executor, ctx: RequestContext, ids: bigint[]) {
  const rows = await tx
    .select({ id: wfFormDefaultValues.id, name: wfFormDefaultValues.name })
    .from(wfFormDefaultValues)
    .where(and(eq(wfFormDefaultValues.tenantId, ctx.tenantId), inArray(wfFormDefaultValues.id, ids), eq(wfFormDefaultValues.isDeleted, 0)));
  for (const row of rows) {
    const uses = sql`${wfForms.content} @> ${JSON.stringify({ fields: [{ defaultValueId: String(row.id) }] })}::jsonb`;
    const [form] = await tx.select({ name: wfForms.name }).from(wfForms).where(and(eq(wfForms.tenantId, ctx.tenantId), eq(wfForms.isDeleted, 0), uses)).limit(1);
    if (form) throw conflict('workflow.defaultValue.inUse', { name: row.name, form: form.name });
  }
  await removeRows(tx, wfDefaultValueResource, ctx, ids);
}
