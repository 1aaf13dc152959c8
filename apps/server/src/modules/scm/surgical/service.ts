import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { EDITABLE_SURGICAL_STATUSES, maskPatientName, message, PERMISSIONS, shanghaiToday, sumAmounts, type Lang, type SurgicalStatus, type SurgicalSubmit } from '@beree/contracts';
import { buildFilters } from '../../../core/crud/filters';
import { pageRows } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { hospitalDepartments, surgicalHistory, surgicalLines, surgicalOrders, surgicalUnits } from '../../../core/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { escapeText } from '../../desk/rich-text';
import { nextDocumentNo } from '../document/document-no';
import { resolveCatalogLines, type ResolvedLine } from '../indent/lines';
import { checkR1 } from '../indent/rules';
import { notifyParty } from '../party/notify';
import { findParty, isHospital, isSupplier, ownParty } from '../party/party';
import { sortable, surgicalFilters } from './resource';

export type SurgicalRow = typeof surgicalOrders.$inferSelect;

const live = eq(surgicalOrders.isDeleted, 0);

const shown = () => ({
  ...getTableColumns(surgicalOrders),
  lineCount: sql<number>`(select count(*)::int from scm_surgical_line l where l.surgical_order_id = scm_surgical_order.id)`.as('line_count'),
});

/** The row, locked for the rest of the transaction; 404 when the caller may not see it. */
export async function lockSurgical(tx: Executor, id: bigint): Promise<SurgicalRow> {
  const [row] = await tx.select().from(surgicalOrders).where(and(eq(surgicalOrders.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The orders the caller is a party to (row-level security), filtered and paged; the patient's name masked. */
export async function listSurgical(tx: Executor, query: Record<string, unknown>) {
  const where: SQL | undefined = and(live, buildFilters(query, surgicalFilters));
  const columns = shown();
  const page = await pageRows<SurgicalRow & { lineCount: number }>(tx, { table: surgicalOrders, columns, query, where, sortable });
  return { ...page, records: page.records.map((r) => ({ ...r, patientName: maskPatientName(r.patientName) })) };
}

/**
 * An order with its lines (each with its units) and its history, oldest first. The patient's name
 * is the hospital's to read in full; the dealer sees it masked.
 */
export async function surgicalDetail(tx: Executor, ctx: RequestContext, id: bigint) {
  const [row] = await tx.select(shown()).from(surgicalOrders).where(and(eq(surgicalOrders.id, id), live));
  if (!row) throw notFound();
  const lines = await tx.select().from(surgicalLines).where(eq(surgicalLines.surgicalOrderId, id)).orderBy(asc(surgicalLines.lineNo));
  const units = await tx.select().from(surgicalUnits).where(eq(surgicalUnits.surgicalOrderId, id)).orderBy(asc(surgicalUnits.id));
  const history = await tx.select().from(surgicalHistory).where(eq(surgicalHistory.surgicalOrderId, id)).orderBy(asc(surgicalHistory.createTime), asc(surgicalHistory.id));
  const patientName = row.hospitalTenantId === ctx.tenantId ? row.patientName : maskPatientName(row.patientName);
  return { ...row, patientName, lines: lines.map((l) => ({ ...l, units: units.filter((u) => u.surgicalLineId === l.id) })), history };
}

/** Writes one step of an order's history, as the acting party. */
export async function writeSurgicalHistory(
  tx: Executor,
  ctx: RequestContext,
  row: SurgicalRow,
  step: { action: string; fromStatus: string | null; toStatus: string; overriddenWarnings?: string | null },
): Promise<void> {
  await tx.insert(surgicalHistory).values({
    id: nextId(),
    tenantId: ctx.tenantId,
    hospitalTenantId: row.hospitalTenantId,
    supplierTenantId: row.supplierTenantId,
    surgicalOrderId: row.id,
    action: step.action,
    fromStatus: step.fromStatus,
    toStatus: step.toStatus,
    overriddenWarnings: step.overriddenWarnings?.slice(0, 2000) ?? null,
    userId: ctx.userId,
    userName: ctx.userName?.slice(0, 64) || null,
  });
}

/** Tells the other party what the caller did to the order they share, in the language of record (zh). */
export async function tellOtherParty(tx: Executor, bus: RealtimeBus, ctx: RequestContext, row: SurgicalRow, actionKey: string): Promise<void> {
  const lang: Lang = 'zh';
  const hospitalActs = row.hospitalTenantId === ctx.tenantId;
  const vars = { party: hospitalActs ? row.hospitalName : row.supplierName, surgicalOrderNo: row.surgicalOrderNo, surgeryName: row.surgeryName, surgeryDateTime: row.surgeryDateTime, action: message(actionKey, lang) };
  await notifyParty(tx, bus, ctx, hospitalActs ? row.supplierTenantId : row.hospitalTenantId, {
    event: 'surgical.changed',
    vars,
    menuCode: PERMISSIONS.surgical.menu,
    title: message('surgical.notice.title', lang, vars),
    content: `<p>${escapeText(message('surgical.notice.content', lang, vars))}</p>`,
    bizType: 'SURGICAL',
    bizId: String(row.id),
  });
}

/** The booking hospital's own order, still CONFIRM (the kit not yet released). */
function assertEditable(ctx: RequestContext, row: SurgicalRow, field: string): void {
  if (row.hospitalTenantId !== ctx.tenantId) throw forbidden('surgical.party.hospital');
  if (!EDITABLE_SURGICAL_STATUSES.includes(row.surgicalStatus as SurgicalStatus)) {
    throw badRequest('surgical.edit.notAllowed', { field, surgicalOrderNo: row.surgicalOrderNo, status: message(`surgical.status.${row.surgicalStatus}`, ctx.lang) });
  }
}

/** Replaces an order's kit with resolved catalog lines; answers the planned amount. */
async function writeLines(tx: Executor, row: Pick<SurgicalRow, 'id' | 'hospitalTenantId' | 'supplierTenantId'>, lines: (ResolvedLine & { remark?: string | null })[]): Promise<string> {
  await tx.delete(surgicalLines).where(eq(surgicalLines.surgicalOrderId, row.id));
  await tx.insert(surgicalLines).values(
    lines.map((l, index) => ({
      id: nextId(),
      tenantId: row.hospitalTenantId,
      hospitalTenantId: row.hospitalTenantId,
      supplierTenantId: row.supplierTenantId,
      surgicalOrderId: row.id,
      lineNo: index + 1,
      catalogItemId: l.catalogItemId,
      hospitalItemCode: l.hospitalItemCode,
      skuId: l.skuId,
      productName: l.productName,
      specification: l.specification,
      model: l.model,
      unit: l.unit,
      registrationNo: l.registrationNo,
      manufacturerName: l.manufacturerName,
      udiDi: l.udiDi,
      plannedQty: l.qty,
      unitPrice: l.unitPrice,
      taxRate: l.taxRate,
      remark: l.remark ?? null,
    })),
  );
  return sumAmounts(lines.map((l) => l.amount));
}

/**
 * The hospital books an operation (no id) or changes its booking while still CONFIRM: a dealer it
 * has an APPROVED relation with (R1), one of its surgical departments, and the kit from its
 * catalog with that dealer (R32), nothing stopped (R8), priced from the catalog. A booking is the
 * request the dealer now prepares the kit for, so it is CONFIRM at once and the dealer is told.
 */
export async function submitSurgical(tx: Executor, bus: RealtimeBus, ctx: RequestContext, input: SurgicalSubmit): Promise<bigint> {
  const me = await ownParty(tx, ctx.tenantId);
  if (!isHospital(me)) throw forbidden('surgical.hospitalOnly');
  const supplier = await findParty(tx, input.supplierTenantId);
  if (!supplier || !isSupplier(supplier)) throw badRequest('surgical.supplier.notFound', { field: 'supplierTenantId' });
  const existing = input.id ? await lockSurgical(tx, BigInt(input.id)) : undefined;
  if (existing) {
    assertEditable(ctx, existing, 'id');
    if (input.version != null && input.version !== existing.version) throw conflict('record.stale');
  }
  const parties = { hospitalTenantId: me.tenantId, hospitalName: me.name, supplierTenantId: supplier.tenantId, supplierName: supplier.name };
  await checkR1(tx, ctx.lang, parties, { prefix: 'surgical', action: 'surgical.action.save', field: 'supplierTenantId' });
  const [department] = await tx
    .select({ id: hospitalDepartments.id, name: hospitalDepartments.name })
    .from(hospitalDepartments)
    .where(and(eq(hospitalDepartments.id, BigInt(input.departmentId)), eq(hospitalDepartments.tenantId, me.tenantId), eq(hospitalDepartments.isDeleted, 0)));
  if (!department) throw badRequest('surgical.department.notFound', { field: 'departmentId' });
  if (input.lines ? input.lines.length === 0 : !existing || existing.supplierTenantId !== supplier.tenantId) throw badRequest('surgical.lines.required', { field: 'lines' });
  const lines = input.lines
    ? await resolveCatalogLines(tx, ctx.tenantId, input.lines, { prefix: 'surgical', lang: ctx.lang, hospital: { tenantId: me.tenantId, name: me.name }, supplier: { tenantId: supplier.tenantId, name: supplier.name }, date: shanghaiToday(), action: 'surgical.action.save' })
    : undefined;

  const values = {
    supplierTenantId: supplier.tenantId,
    supplierName: supplier.name,
    hospitalName: me.name,
    departmentId: department.id,
    departmentName: department.name,
    surgeryDateTime: input.surgeryDateTime.replace('T', ' ').slice(0, 16),
    operatingRoom: input.operatingRoom ?? null,
    tableNo: input.tableNo ?? null,
    surgeryName: input.surgeryName,
    surgeonName: input.surgeonName,
    surgeonStaffNo: input.surgeonStaffNo ?? null,
    patientInpatientNo: input.patientInpatientNo,
    patientName: input.patientName,
    patientGender: input.patientGender ?? null,
    patientAge: input.patientAge ?? null,
    bedNo: input.bedNo ?? null,
    kitType: input.kitType ?? null,
    remark: input.remark ?? null,
  };
  const id = existing?.id ?? nextId();
  if (existing) {
    await tx.update(surgicalOrders).set({ ...values, updateUser: ctx.userId, updateTime: new Date(), version: sql`${surgicalOrders.version} + 1` }).where(eq(surgicalOrders.id, id));
  } else {
    const surgicalOrderNo = await nextDocumentNo(tx, 'SO', me.tenantId);
    await tx.insert(surgicalOrders).values({ ...values, id, tenantId: me.tenantId, hospitalTenantId: me.tenantId, surgicalOrderNo, surgicalStatus: 'CONFIRM', createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null });
  }
  if (lines) {
    const planned = await writeLines(tx, { id, ...parties }, lines.map((l, i) => ({ ...l, remark: input.lines![i]?.remark })));
    await tx.update(surgicalOrders).set({ plannedAmount: planned }).where(eq(surgicalOrders.id, id));
  }
  if (!existing) {
    const [row] = await tx.select().from(surgicalOrders).where(eq(surgicalOrders.id, id));
    await writeSurgicalHistory(tx, ctx, row, { action: 'save', fromStatus: null, toStatus: 'CONFIRM' });
    await tellOtherParty(tx, bus, ctx, row, 'surgical.notice.booked');
  }
  return id;
}

/** The hospital deletes bookings whose kit was not released; the number stays taken (R35). */
export async function removeSurgical(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  for (const id of ids) {
    const row = await lockSurgical(tx, id);
    assertEditable(ctx, row, 'ids');
    await tx.update(surgicalOrders).set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${surgicalOrders.version} + 1` }).where(eq(surgicalOrders.id, id));
  }
}
