import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { EDITABLE_PLAN_STATUSES, message, shanghaiToday, sumAmounts, type PlanStatus, type PlanSubmit } from '@beree/contracts';
import { buildFilters } from '../../../core/crud/filters';
import { pageRows } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { hospitalDepartments, indents, planHistory, planLines, plans } from '../../../core/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { nextDocumentNo } from '../document/document-no';
import { resolveCatalogLines } from '../indent/lines';
import { isHospital, ownParty } from '../party/party';
import { planFilters, sortable } from './resource';
import { checkR33 } from './rules';

export type PlanRow = typeof plans.$inferSelect;

const live = eq(plans.isDeleted, 0);

/** A plan as the screen shows it, with its line count and how many orders approving it made. */
const shown = () => ({
  ...getTableColumns(plans),
  // Spelled out: inside a select list the outer column would be written unqualified.
  lineCount: sql<number>`(select count(*)::int from scm_plan_line l where l.plan_id = scm_plan.id)`.as('line_count'),
  orderCount: sql<number>`(select count(*)::int from scm_indent o where o.plan_id = scm_plan.id and o.is_deleted = 0)`.as('order_count'),
});

/** The row, locked for the rest of the transaction; 404 when the caller may not see it. */
export async function lockPlan(tx: Executor, id: bigint): Promise<PlanRow> {
  const [row] = await tx.select().from(plans).where(and(eq(plans.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The hospital's plans (row-level security), filtered and paged. */
export async function listPlans(tx: Executor, query: Record<string, unknown>) {
  const where: SQL | undefined = and(live, buildFilters(query, planFilters));
  const columns = shown();
  return pageRows<{ [K in keyof typeof columns]: unknown }>(tx, { table: plans, columns, query, where, sortable });
}

/** A plan with its lines in order, the orders it was split into and its history. */
export async function planDetail(tx: Executor, id: bigint) {
  const [row] = await tx.select(shown()).from(plans).where(and(eq(plans.id, id), live));
  if (!row) throw notFound();
  const lines = await tx.select().from(planLines).where(eq(planLines.planId, id)).orderBy(asc(planLines.lineNo));
  const orders = await tx
    .select({ id: indents.id, indentNo: indents.indentNo, supplierTenantId: indents.supplierTenantId, supplierName: indents.supplierName, indentStatus: indents.indentStatus, totalAmount: indents.totalAmount })
    .from(indents)
    .where(and(eq(indents.planId, id), eq(indents.isDeleted, 0)))
    .orderBy(asc(indents.indentNo));
  const history = await tx.select().from(planHistory).where(eq(planHistory.planId, id)).orderBy(asc(planHistory.createTime), asc(planHistory.id));
  return { ...row, lines, indents: orders, history };
}

const statusText = (ctx: RequestContext, status: string) => message(`plan.status.${status}`, ctx.lang);

/** A plan the hospital may still change: SAVED, or REJECTED (saving it makes it SAVED again). */
export function assertEditable(ctx: RequestContext, row: PlanRow, field = 'planStatus'): void {
  if (!EDITABLE_PLAN_STATUSES.includes(row.planStatus as PlanStatus)) throw badRequest('plan.edit.notAllowed', { field, planNo: row.planNo, status: statusText(ctx, row.planStatus) });
}

/** Writes one step of a plan's history. */
export async function writePlanHistory(tx: Executor, ctx: RequestContext, planId: bigint, step: { action: string; fromStatus: string | null; toStatus: string; reason?: string | null }): Promise<void> {
  await tx.insert(planHistory).values({ id: nextId(), tenantId: ctx.tenantId, planId, ...step, reason: step.reason ?? null, userId: ctx.userId, userName: ctx.userName?.slice(0, 64) || null });
}

/**
 * The hospital drafts a plan (no id) or changes its SAVED or REJECTED one: a department of its own,
 * one open MONTH plan per department and period (R33), a reason for a TEMPORARY plan (the schema),
 * and lines from its catalog (R1, R8, R32) priced from it.
 */
export async function submitPlan(tx: Executor, ctx: RequestContext, input: PlanSubmit): Promise<bigint> {
  const me = await ownParty(tx, ctx.tenantId);
  if (!isHospital(me)) throw forbidden('plan.hospitalOnly');
  const existing = input.id ? await lockPlan(tx, BigInt(input.id)) : undefined;
  if (existing) {
    assertEditable(ctx, existing);
    if (input.version != null && input.version !== existing.version) throw conflict('record.stale');
  }
  const [department] = await tx
    .select({ id: hospitalDepartments.id, name: hospitalDepartments.name })
    .from(hospitalDepartments)
    .where(and(eq(hospitalDepartments.id, BigInt(input.departmentId)), eq(hospitalDepartments.isDeleted, 0)));
  if (!department) throw badRequest('plan.department.notFound', { field: 'departmentId' });
  const planPeriod = input.planPeriod ?? null;
  await checkR33(tx, { id: existing?.id, planType: input.planType, planPeriod, departmentId: department.id, departmentName: department.name });
  const lines = input.lines
    ? await resolveCatalogLines(tx, ctx.tenantId, input.lines, { prefix: 'plan', lang: ctx.lang, hospital: me, date: shanghaiToday(), action: 'plan.action.save' })
    : undefined;

  const values = {
    planType: input.planType,
    planPeriod,
    departmentId: department.id,
    departmentName: department.name,
    reason: input.reason?.trim() || null,
    remark: input.remark?.trim() || null,
  };
  const id = existing?.id ?? nextId();
  if (existing) {
    await tx.update(plans).set({ ...values, planStatus: 'SAVED', updateUser: ctx.userId, updateTime: new Date(), version: sql`${plans.version} + 1` }).where(eq(plans.id, id));
    if (existing.planStatus !== 'SAVED') await writePlanHistory(tx, ctx, id, { action: 'save', fromStatus: existing.planStatus, toStatus: 'SAVED' });
  } else {
    const planNo = await nextDocumentNo(tx, 'PP', me.tenantId);
    await tx.insert(plans).values({ ...values, id, tenantId: me.tenantId, planNo, planStatus: 'SAVED', createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null });
  }
  if (lines && input.lines) {
    await tx.delete(planLines).where(eq(planLines.planId, id));
    if (lines.length) {
      await tx.insert(planLines).values(
        lines.map((line, index) => ({
          id: nextId(),
          tenantId: me.tenantId,
          planId: id,
          lineNo: index + 1,
          catalogItemId: line.catalogItemId,
          supplierTenantId: line.supplierTenantId,
          supplierName: line.supplierName,
          skuId: line.skuId,
          productName: line.productName,
          specification: line.specification,
          model: line.model,
          unit: line.unit,
          registrationNo: line.registrationNo,
          manufacturerName: line.manufacturerName,
          udiDi: line.udiDi,
          qty: line.qty,
          unitPrice: line.unitPrice,
          taxRate: line.taxRate,
          bidStatus: line.bidStatus,
          amount: line.amount,
          requiredDate: input.lines![index].requiredDate ?? null,
          remark: input.lines![index].remark?.trim() || null,
        })),
      );
    }
    await tx.update(plans).set({ totalAmount: sumAmounts(lines.map((l) => l.amount)) }).where(eq(plans.id, id));
  }
  return id;
}

/** The hospital deletes its SAVED plans; the number stays taken (R35). */
export async function removePlans(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  const rows = ids.length ? await tx.select().from(plans).where(and(inArray(plans.id, ids), live)).for('update') : [];
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound();
    if (row.planStatus !== 'SAVED') throw badRequest('plan.edit.notAllowed', { field: 'ids', planNo: row.planNo, status: statusText(ctx, row.planStatus) });
    await tx.update(plans).set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${plans.version} + 1` }).where(eq(plans.id, id));
  }
}
