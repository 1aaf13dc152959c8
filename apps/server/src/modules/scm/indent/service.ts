import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { EDITABLE_INDENT_STATUSES, message, shanghaiToday, sumAmounts, type IndentStatus, type IndentSubmit } from '@beree/contracts';
import { listedSource } from '../../../core/crud/export';
import { pageRows } from '../../../core/crud/service';
import { listing as filteredListing } from '../../../core/crud/listing';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { indentHistory, indentLines, indents, receivingAddresses } from '../../../core/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { findParty, isHospital, isSupplier, ownParty } from '../party/party';
import { resolveCatalogLines, type ResolvedLine } from './lines';
import { dateFilters, indentFilters, sortable } from './resource';
import { checkR1 } from './rules';
import { nextDocumentNo } from '../document/document-no';
import { lineKinds } from '../document/line-kinds';

export type IndentRow = typeof indents.$inferSelect;

const live = eq(indents.isDeleted, 0);

/** An order as both screens show it, with its line count and whether it holds implants or high-value items. */
const shown = () => ({
  ...getTableColumns(indents),
  // Spelled out: inside a select list the outer column would be written unqualified.
  lineCount: sql<number>`(select count(*)::int from scm_indent_line l where l.indent_id = scm_indent.id)`.as('line_count'),
  ...lineKinds('scm_indent_line', 'indent_id', 'scm_indent'),
});

/** The row, locked for the rest of the transaction; 404 when the caller may not see it. */
export async function lockIndent(tx: Executor, id: bigint): Promise<IndentRow> {
  const [row] = await tx.select().from(indents).where(and(eq(indents.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

/** What the list and its export select: the shown columns under the query's filters (row-level security adds the party scope). */
const listing = (query: Record<string, unknown>) => filteredListing('scm_indent', { table: indents, columns: shown(), base: live, filters: indentFilters, sortable, dates: dateFilters(query) }, query);

/** The orders the caller is a party to and may see (row-level security), filtered and paged. */
export async function listIndents(tx: Executor, query: Record<string, unknown>) {
  return pageRows<{ [K in keyof ReturnType<typeof shown>]: unknown }>(tx, listing(query));
}

/** The same rows in the list's order, as an export reads them a page at a time. */
export const exportIndents = (query: Record<string, unknown>) => listedSource(listing(query));

/** An order with its lines in order and its history, oldest first. */
export async function indentDetail(tx: Executor, id: bigint) {
  const [row] = await tx.select(shown()).from(indents).where(and(eq(indents.id, id), live));
  if (!row) throw notFound();
  const lines = await tx.select().from(indentLines).where(eq(indentLines.indentId, id)).orderBy(asc(indentLines.lineNo));
  const history = await tx.select().from(indentHistory).where(eq(indentHistory.indentId, id)).orderBy(asc(indentHistory.createTime), asc(indentHistory.id));
  return { ...row, lines, history };
}

/** The ordering hospital only. */
export function assertHospital(ctx: RequestContext, row: IndentRow): void {
  if (row.hospitalTenantId !== ctx.tenantId) throw forbidden('indent.party.hospital');
}

/** The hospital's own order in a state it may still change (SAVED, or DECLINED by the supplier). */
export function assertEditable(ctx: RequestContext, row: IndentRow): void {
  assertHospital(ctx, row);
  if (!EDITABLE_INDENT_STATUSES.includes(row.indentStatus as IndentStatus)) {
    throw badRequest('indent.edit.notAllowed', { field: 'indentStatus', indentNo: row.indentNo, status: message(`indent.status.${row.indentStatus}`, ctx.lang) });
  }
}

/** Writes one step of an order's history, as the acting party. */
export async function writeIndentHistory(
  tx: Executor,
  ctx: RequestContext,
  row: IndentRow,
  step: { action: string; fromStatus: string | null; toStatus: string; reason?: string | null },
): Promise<void> {
  await tx.insert(indentHistory).values({
    id: nextId(),
    tenantId: ctx.tenantId,
    hospitalTenantId: row.hospitalTenantId,
    supplierTenantId: row.supplierTenantId,
    indentId: row.id,
    action: step.action,
    fromStatus: step.fromStatus,
    toStatus: step.toStatus,
    reason: step.reason ?? null,
    userId: ctx.userId,
    userName: ctx.userName?.slice(0, 64) || null,
  });
}

/** Replaces an order's lines with resolved ones, and answers the new total. */
export async function writeIndentLines(tx: Executor, row: Pick<IndentRow, 'id' | 'hospitalTenantId' | 'supplierTenantId'>, lines: (ResolvedLine & { planLineId?: bigint | null; remark?: string | null })[]): Promise<string> {
  await tx.delete(indentLines).where(eq(indentLines.indentId, row.id));
  if (lines.length) {
    await tx.insert(indentLines).values(
      lines.map((line, index) => ({
        id: nextId(),
        tenantId: row.hospitalTenantId,
        hospitalTenantId: row.hospitalTenantId,
        supplierTenantId: row.supplierTenantId,
        indentId: row.id,
        lineNo: index + 1,
        catalogItemId: line.catalogItemId,
        hospitalItemCode: line.hospitalItemCode,
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
        planLineId: line.planLineId ?? null,
        remark: line.remark?.trim() || null,
      })),
    );
  }
  return sumAmounts(lines.map((l) => l.amount));
}

/** The hospital's receiving address as the order copies it. */
export async function addressOf(tx: Executor, id: bigint) {
  const [address] = await tx.select().from(receivingAddresses).where(and(eq(receivingAddresses.id, id), eq(receivingAddresses.isDeleted, 0)));
  if (!address) throw badRequest('indent.address.notFound', { field: 'receivingAddressId' });
  return { receivingAddressId: address.id, warehouseName: address.warehouseName, receivingAddress: address.address, receiver: address.receiver, receiverPhone: address.phone };
}

/**
 * The hospital places an order (no id) or changes its SAVED or DECLINED one: a supplier with an
 * APPROVED relation (R1), lines from the catalog with that supplier (R32) with nothing stopped (R8),
 * priced from the catalog. A DECLINED order saved again is SAVED, the hospital's own once more.
 */
export async function submitIndent(tx: Executor, ctx: RequestContext, input: IndentSubmit): Promise<bigint> {
  const me = await ownParty(tx, ctx.tenantId);
  if (!isHospital(me)) throw forbidden('indent.hospitalOnly');
  const supplier = await findParty(tx, input.supplierTenantId);
  if (!supplier || !isSupplier(supplier)) throw badRequest('indent.supplier.notFound', { field: 'supplierTenantId' });
  const existing = input.id ? await lockIndent(tx, BigInt(input.id)) : undefined;
  if (existing) {
    assertEditable(ctx, existing);
    if (input.version != null && input.version !== existing.version) throw conflict('record.stale');
  }
  const parties = { hospitalTenantId: me.tenantId, hospitalName: me.name, supplierTenantId: supplier.tenantId, supplierName: supplier.name };
  await checkR1(tx, ctx.lang, parties, { prefix: 'indent', action: 'indent.action.save', field: 'supplierTenantId' });
  const address = await addressOf(tx, BigInt(input.receivingAddressId));
  const today = shanghaiToday();
  const options = { prefix: 'indent' as const, lang: ctx.lang, hospital: { tenantId: me.tenantId, name: me.name }, supplier: { tenantId: supplier.tenantId, name: supplier.name }, date: today, action: 'indent.action.save' };
  const lines = input.lines ? await resolveCatalogLines(tx, ctx.tenantId, input.lines, options) : undefined;

  const values = {
    supplierTenantId: supplier.tenantId,
    supplierName: supplier.name,
    hospitalName: me.name,
    orderType: input.orderType,
    urgent: input.urgent ?? false,
    expectedArrivalDate: input.expectedArrivalDate ?? null,
    ...address,
    remark: input.remark?.trim() || null,
  };
  const id = existing?.id ?? nextId();
  if (existing) {
    await tx
      .update(indents)
      .set({ ...values, indentStatus: 'SAVED', orderDate: today, updateUser: ctx.userId, updateTime: new Date(), version: sql`${indents.version} + 1` })
      .where(eq(indents.id, id));
    if (existing.indentStatus !== 'SAVED') await writeIndentHistory(tx, ctx, existing, { action: 'save', fromStatus: existing.indentStatus, toStatus: 'SAVED' });
  } else {
    const indentNo = await nextDocumentNo(tx, 'PO', me.tenantId);
    await tx.insert(indents).values({
      ...values,
      id,
      tenantId: me.tenantId,
      hospitalTenantId: me.tenantId,
      indentNo,
      indentStatus: 'SAVED',
      orderDate: today,
      createUser: ctx.userId,
      updateUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
    });
  }
  const row = { id, hospitalTenantId: me.tenantId, supplierTenantId: supplier.tenantId };
  const input_lines = input.lines ?? [];
  if (lines) {
    const total = await writeIndentLines(tx, row, lines.map((l, i) => ({ ...l, remark: input_lines[i]?.remark })));
    await tx.update(indents).set({ totalAmount: total }).where(eq(indents.id, id));
  } else if (existing && existing.supplierTenantId !== supplier.tenantId) {
    // Lines kept as they are name the old supplier's catalog: another supplier drops them.
    await writeIndentLines(tx, row, []);
    await tx.update(indents).set({ totalAmount: '0' }).where(eq(indents.id, id));
  }
  return id;
}

/** The hospital deletes its SAVED orders; the number stays taken (R35). */
export async function removeIndents(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  for (const id of ids) {
    const row = await lockIndent(tx, id);
    assertHospital(ctx, row);
    if (row.indentStatus !== 'SAVED') {
      throw badRequest('indent.edit.notAllowed', { field: 'ids', indentNo: row.indentNo, status: message(`indent.status.${row.indentStatus}`, ctx.lang) });
    }
    await tx.update(indents).set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${indents.version} + 1` }).where(eq(indents.id, id));
  }
}
