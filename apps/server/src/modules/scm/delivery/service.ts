import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { lineAmount, message, parseUdi, shanghaiToday, sumAmounts, type DeliveryLineSubmit, type DeliverySubmit } from '@beree/contracts';
import { listedSource } from '../../../core/crud/export';
import { pageRows } from '../../../core/crud/service';
import { listing as filteredListing } from '../../../core/crud/listing';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { catalogItems, deliveries, deliveryHistory, deliveryLines, deliveryTemperatures, deliveryUnits, indentLines, indents, receivingAddresses, users } from '../../../core/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { skuLabel } from '../catalog/skus';
import { nextDocumentNo } from '../document/document-no';
import { resolveCatalogLines } from '../indent/lines';
import { checkR1 } from '../indent/rules';
import { findParty, isHospital, isSupplier, ownParty } from '../party/party';
import { dateFilters, deliveryFilters, sortable } from './resource';
import { checkR18, checkR19 } from './rules';
import { readReturns } from './receipt-units';
import { readDeliverySkus } from './skus';
import { lineKinds } from '../document/line-kinds';

export type DeliveryRow = typeof deliveries.$inferSelect;
type LineInsert = typeof deliveryLines.$inferInsert;

const live = eq(deliveries.isDeleted, 0);
/** Order states a note may be written against and shipped on (R19). */
export const OPEN_ORDER_STATES = ['CONFIRMED', 'PARTIALLY_DELIVERED'] as const;

/** A note as both screens show it, with its line count and whether it holds implants or high-value items. */
const shown = () => ({
  ...getTableColumns(deliveries),
  lineCount: sql<number>`(select count(*)::int from scm_delivery_line l where l.delivery_id = scm_delivery.id)`.as('line_count'),
  ...lineKinds('scm_delivery_line', 'delivery_id', 'scm_delivery'),
});

/** The row, locked for the rest of the transaction; 404 when the caller may not see it. */
export async function lockDelivery(tx: Executor, id: bigint): Promise<DeliveryRow> {
  const [row] = await tx.select().from(deliveries).where(and(eq(deliveries.id, id), live)).for('update');
  if (!row) throw notFound();
  return row;
}

/** What the list and its export select: the shown columns under the query's filters (row-level security adds the party scope). */
const listing = (query: Record<string, unknown>) =>
  filteredListing('scm_delivery', { table: deliveries, columns: shown(), base: live, filters: deliveryFilters, sortable, dates: dateFilters(query), parties: [deliveries.hospitalTenantId, deliveries.supplierTenantId] }, query);

/** The notes the caller is a party to and may see (row-level security), filtered and paged. */
export async function listDeliveries(tx: Executor, query: Record<string, unknown>) {
  return pageRows<{ [K in keyof ReturnType<typeof shown>]: unknown }>(tx, listing(query));
}

/** The same rows in the list's order, as an export reads them a page at a time. */
export const exportDeliveries = (query: Record<string, unknown>) => listedSource(listing(query));

/** A note with its lines (each with its units), its temperature readings and its history, oldest first. */
export async function deliveryDetail(tx: Executor, id: bigint) {
  const [row] = await tx.select(shown()).from(deliveries).where(and(eq(deliveries.id, id), live));
  if (!row) throw notFound();
  const lines = await tx.select().from(deliveryLines).where(eq(deliveryLines.deliveryId, id)).orderBy(asc(deliveryLines.lineNo));
  const units = await tx.select().from(deliveryUnits).where(eq(deliveryUnits.deliveryId, id)).orderBy(asc(deliveryUnits.id));
  const temperatureRecords = await tx.select().from(deliveryTemperatures).where(eq(deliveryTemperatures.deliveryId, id)).orderBy(asc(deliveryTemperatures.recordedAt));
  const history = await tx.select().from(deliveryHistory).where(eq(deliveryHistory.deliveryId, id)).orderBy(asc(deliveryHistory.createTime), asc(deliveryHistory.id));
  const returns = await readReturns(tx, id);
  return { ...row, lines: lines.map((l) => ({ ...l, units: units.filter((u) => u.deliveryLineId === l.id) })), temperatureRecords, history, returns };
}

/** Writes one step of a note's history, as the acting party. */
export async function writeDeliveryHistory(
  tx: Executor,
  ctx: RequestContext,
  row: DeliveryRow,
  step: { action: string; fromStatus: string | null; toStatus: string; reason?: string | null; overriddenWarnings?: string | null },
): Promise<void> {
  await tx.insert(deliveryHistory).values({
    id: nextId(),
    tenantId: ctx.tenantId,
    hospitalTenantId: row.hospitalTenantId,
    supplierTenantId: row.supplierTenantId,
    deliveryId: row.id,
    action: step.action,
    fromStatus: step.fromStatus,
    toStatus: step.toStatus,
    reason: step.reason ?? null,
    overriddenWarnings: step.overriddenWarnings?.slice(0, 2000) ?? null,
    userId: ctx.userId,
    userName: ctx.userName?.slice(0, 64) || null,
  });
}

/** The supplier's own note, still SAVED. */
function assertEditable(ctx: RequestContext, row: DeliveryRow, field: string): void {
  if (row.supplierTenantId !== ctx.tenantId) throw forbidden('delivery.party.supplier');
  if (row.deliveryStatus !== 'SAVED') {
    throw badRequest('delivery.edit.notAllowed', { field, deliveryNo: row.deliveryNo, status: message(`delivery.status.${row.deliveryStatus}`, ctx.lang) });
  }
}

/** A batch's lot, dates and serial taken from its scanned UDI where the line leaves them empty. */
export function fromUdi(input: Pick<DeliveryLineSubmit, 'udi' | 'batchNo' | 'productionDate' | 'expiryDate' | 'serialNo'>) {
  const parsed = input.udi ? parseUdi(input.udi) : undefined;
  const ok = parsed && parsed.problems.length === 0;
  return {
    batchNo: input.batchNo ?? (ok ? parsed.batchNo : null),
    productionDate: input.productionDate ?? (ok ? parsed.productionDate : null),
    expiryDate: input.expiryDate ?? (ok ? parsed.expiryDate : null),
    serialNo: input.serialNo ?? (ok ? parsed.serialNo : null),
  };
}

/**
 * The note's lines as stored: each fills a line of a confirmed order of this hospital with this
 * supplier (R19) — its SKU snapshot and price are the order's (R18) — or, on a consignment note,
 * names a live catalog item priced today. Nothing stopped enters (R8).
 */
async function resolveLines(tx: Executor, ctx: RequestContext, note: { id: bigint; hospitalTenantId: string; hospitalName: string; supplierTenantId: string; supplierName: string; deliveryType: string }, inputs: DeliveryLineSubmit[]) {
  const orderLineIds = inputs.map((l) => l.indentLineId).filter((id): id is string => !!id).map(BigInt);
  const orderLines = orderLineIds.length ? await tx.select().from(indentLines).where(inArray(indentLines.id, orderLineIds)) : [];
  const orderIds = [...new Set(orderLines.map((l) => l.indentId))];
  const orders = orderIds.length ? await tx.select().from(indents).where(and(inArray(indents.id, orderIds), eq(indents.isDeleted, 0))) : [];
  const rows: (Omit<LineInsert, 'id' | 'tenantId' | 'hospitalTenantId' | 'supplierTenantId' | 'deliveryId' | 'lineNo'> & { units: DeliveryLineSubmit['units'] })[] = [];
  for (const [index, input] of inputs.entries()) {
    const batch = { ...fromUdi(input), sterilizationBatchNo: input.sterilizationBatchNo, sterilizationExpiry: input.sterilizationExpiry ?? null, udi: input.udi, remark: input.remark };
    if (input.indentLineId) {
      const first = inputs.findIndex((l) => l.indentLineId === input.indentLineId && l.batchNo === input.batchNo && l.serialNo === input.serialNo);
      const orderLine = orderLines.find((l) => String(l.id) === input.indentLineId);
      const order = orders.find((o) => o.id === orderLine?.indentId);
      checkR19(index, order, note, OPEN_ORDER_STATES, ctx.lang);
      if (first < index) throw badRequest('delivery.line.duplicate', { field: `lines.${index}.indentLineId`, line: index + 1, first: first + 1, product: skuLabel(orderLine!) });
      const l = orderLine!;
      checkR18(index, input.unitPrice, l.unitPrice, skuLabel(l));
      rows.push({
        ...batch,
        indentId: order.id,
        indentNo: order.indentNo,
        indentLineId: l.id,
        catalogItemId: l.catalogItemId,
        skuId: l.skuId,
        productName: l.productName,
        specification: l.specification,
        model: l.model,
        unit: l.unit,
        registrationNo: l.registrationNo,
        manufacturerName: l.manufacturerName,
        udiDi: l.udiDi,
        qty: input.qty,
        unitPrice: l.unitPrice,
        taxRate: l.taxRate,
        amount: lineAmount(input.qty, l.unitPrice),
        units: input.units,
      });
    } else {
      if (note.deliveryType !== 'CONSIGNMENT' || !input.catalogItemId) throw badRequest('delivery.line.order.required', { field: `lines.${index}.indentLineId`, line: index + 1 });
      const [item] = await resolveCatalogLines(tx, ctx.tenantId, [{ catalogItemId: input.catalogItemId, qty: input.qty }], {
        prefix: 'delivery',
        lang: ctx.lang,
        hospital: { tenantId: note.hospitalTenantId, name: note.hospitalName },
        supplier: { tenantId: note.supplierTenantId, name: note.supplierName },
        date: shanghaiToday(),
        action: 'delivery.action.save',
      }).catch((error) => {
        // The catalog's own rules name line 1 of a one-line call: say which line of the note it is.
        if (error?.vars?.field) throw badRequest(error.key, { ...error.vars, field: `lines.${index}.catalogItemId`, line: index + 1 });
        throw error;
      });
      checkR18(index, input.unitPrice, item.unitPrice, skuLabel(item));
      const { catalogItemId, skuId, productName, specification, model, unit, registrationNo, manufacturerName, udiDi, unitPrice, taxRate, amount } = item;
      rows.push({ ...batch, catalogItemId, skuId, productName, specification, model, unit, registrationNo, manufacturerName, udiDi, qty: input.qty, unitPrice, taxRate, amount, units: input.units });
    }
  }
  // R8: a stopped SKU, product or catalog item enters no new delivery.
  const skus = await readDeliverySkus(tx, rows.map((r) => r.skuId));
  const itemIds = [...new Set(rows.map((r) => r.catalogItemId))];
  const items = itemIds.length ? await tx.select({ id: catalogItems.id, useFlag: catalogItems.useFlag, isDeleted: catalogItems.isDeleted }).from(catalogItems).where(inArray(catalogItems.id, itemIds)) : [];
  for (const [index, r] of rows.entries()) {
    const sku = skus.get(String(r.skuId));
    const item = items.find((i) => i.id === r.catalogItemId);
    if (!sku || sku.skuUseFlag === 'STOP' || sku.productUseFlag === 'STOP' || !item || item.useFlag === 'STOP' || item.isDeleted !== 0) {
      throw badRequest('delivery.R8', { field: `lines.${index}.${r.indentLineId ? 'indentLineId' : 'catalogItemId'}`, line: index + 1, product: skuLabel(r), action: message('delivery.action.save', ctx.lang) });
    }
    r.storageCondition = sku.storageCondition;
  }
  return rows;
}

/** The hospital's receiving address, read in its tenant: the order's, or the one named for a note without an order. */
async function addressFor(tx: Executor, hospitalTenantId: string, id: bigint) {
  const [a] = await inTenant(tx, hospitalTenantId, () => tx.select().from(receivingAddresses).where(and(eq(receivingAddresses.id, id), eq(receivingAddresses.tenantId, hospitalTenantId), eq(receivingAddresses.isDeleted, 0))));
  if (!a) throw badRequest('delivery.address.notFound', { field: 'receivingAddressId' });
  return { receivingAddressId: a.id, warehouseName: a.warehouseName, receivingAddress: a.address, receiver: a.receiver, receiverPhone: a.phone };
}

/** The sales rep: a live user of the supplier (the caller when none is named). */
async function salesRep(tx: Executor, ctx: RequestContext, id: string | null | undefined) {
  const userId = id ? BigInt(id) : ctx.userId;
  const [user] = await tx.select({ id: users.id, name: users.realName, account: users.account }).from(users).where(and(eq(users.id, userId), eq(users.tenantId, ctx.tenantId), eq(users.isDeleted, 0)));
  if (!user) throw badRequest('delivery.salesRep.notFound', { field: 'salesRepUserId' });
  return { salesRepUserId: user.id, salesRepName: (user.name ?? user.account).slice(0, 64) };
}

/**
 * The supplier writes a note (no id) or changes its SAVED one: for a hospital with an APPROVED
 * relation (R1), lines from that hospital's confirmed orders (or its catalog, for consignment),
 * nothing stopped (R8). The rules of shipping run when it is sent (submit-review).
 */
export async function submitDelivery(tx: Executor, ctx: RequestContext, input: DeliverySubmit): Promise<bigint> {
  const me = await ownParty(tx, ctx.tenantId);
  if (!isSupplier(me)) throw forbidden('delivery.supplierOnly');
  const hospital = await findParty(tx, input.hospitalTenantId);
  if (!hospital || !isHospital(hospital)) throw badRequest('delivery.hospital.notFound', { field: 'hospitalTenantId' });
  const existing = input.id ? await lockDelivery(tx, BigInt(input.id)) : undefined;
  if (existing) {
    assertEditable(ctx, existing, 'id');
    if (input.version != null && input.version !== existing.version) throw conflict('record.stale');
  }
  const parties = { hospitalTenantId: hospital.tenantId, hospitalName: hospital.name, supplierTenantId: me.tenantId, supplierName: me.name };
  await checkR1(tx, ctx.lang, parties, { prefix: 'delivery', action: 'delivery.action.save', field: 'hospitalTenantId' });
  const id = existing?.id ?? nextId();
  const note = { id, ...parties, deliveryType: input.deliveryType };
  const lines = input.lines ? await resolveLines(tx, ctx, note, input.lines) : undefined;

  let address = {};
  if (input.receivingAddressId) address = await addressFor(tx, hospital.tenantId, BigInt(input.receivingAddressId));
  else if (lines?.some((l) => l.indentId)) {
    const [order] = await tx.select().from(indents).where(eq(indents.id, lines.find((l) => l.indentId)!.indentId!));
    address = { receivingAddressId: order.receivingAddressId, warehouseName: order.warehouseName, receivingAddress: order.receivingAddress, receiver: order.receiver, receiverPhone: order.receiverPhone };
  }
  const values = {
    hospitalName: hospital.name,
    supplierName: me.name,
    hospitalTenantId: hospital.tenantId,
    deliveryType: input.deliveryType,
    invoiceWithGoods: input.invoiceWithGoods ?? false,
    expectedArrivalDate: input.expectedArrivalDate ?? null,
    ...address,
    shipperName: input.shipperName,
    shipperPhone: input.shipperPhone,
    logisticsMethod: input.logisticsMethod ?? 'SELF',
    carrierName: input.carrierName,
    waybillNo: input.waybillNo,
    vehiclePlateNo: input.vehiclePlateNo,
    ...(await salesRep(tx, ctx, input.salesRepUserId)),
    remark: input.remark,
  };
  if (existing) {
    if (existing.hospitalTenantId !== hospital.tenantId && !lines) throw badRequest('delivery.hospital.linesRequired', { field: 'lines' });
    await tx.update(deliveries).set({ ...values, updateUser: ctx.userId, updateTime: new Date(), version: sql`${deliveries.version} + 1` }).where(eq(deliveries.id, id));
  } else {
    const deliveryNo = await nextDocumentNo(tx, 'DN', me.tenantId);
    await tx.insert(deliveries).values({ ...values, id, tenantId: me.tenantId, supplierTenantId: me.tenantId, deliveryNo, deliveryStatus: 'SAVED', createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null });
  }
  const own = { tenantId: me.tenantId, hospitalTenantId: hospital.tenantId, supplierTenantId: me.tenantId, deliveryId: id };
  if (lines) {
    await tx.delete(deliveryUnits).where(eq(deliveryUnits.deliveryId, id));
    await tx.delete(deliveryLines).where(eq(deliveryLines.deliveryId, id));
    for (const [index, { units, ...line }] of lines.entries()) {
      const lineId = nextId();
      await tx.insert(deliveryLines).values({ ...line, ...own, id: lineId, lineNo: index + 1 });
      if (units?.length) await tx.insert(deliveryUnits).values(units.map((u) => ({ ...own, id: nextId(), deliveryLineId: lineId, skuId: line.skuId, serialNo: u.serialNo ?? (u.udi ? parseUdi(u.udi).serialNo : null), udi: u.udi })));
    }
    await tx
      .update(deliveries)
      .set({ totalAmount: sumAmounts(lines.map((l) => l.amount)), totalQty: String(lines.reduce((s, l) => s + Number(l.qty), 0)) })
      .where(eq(deliveries.id, id));
  }
  if (input.temperatureRecords) {
    await tx.delete(deliveryTemperatures).where(eq(deliveryTemperatures.deliveryId, id));
    if (input.temperatureRecords.length) {
      await tx.insert(deliveryTemperatures).values(
        input.temperatureRecords.map((r) => ({ ...own, id: nextId(), boxCode: r.boxCode, temperature: String(r.temperature), humidity: r.humidity == null ? null : String(r.humidity), recordedAt: new Date(`${r.recordedAt.replace(' ', 'T')}+08:00`) })),
      );
    }
  }
  // Shipped cold when a line needs it or readings were taken on the way.
  await tx
    .update(deliveries)
    .set({ coldChain: sql`exists (select 1 from scm_delivery_line l where l.delivery_id = ${id} and l.storage_condition in ('COOL_2_8', 'FROZEN')) or exists (select 1 from scm_delivery_temperature t where t.delivery_id = ${id})` })
    .where(eq(deliveries.id, id));
  return id;
}

/** The supplier deletes its SAVED notes; the number stays taken (R35). */
export async function removeDeliveries(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  for (const id of ids) {
    const row = await lockDelivery(tx, id);
    assertEditable(ctx, row, 'ids');
    await tx.update(deliveries).set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${deliveries.version} + 1` }).where(eq(deliveries.id, id));
  }
}
