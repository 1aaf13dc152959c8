import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { addDays, lineR14Issues, message, parseUdi, SHIPPED_DELIVERY_STATUSES, udiMatchesSku, udiProblemText, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { certificates, deliveries, deliveryLines, deliveryUnits, indentLines, indents } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { skuLabel } from '../catalog/skus';
import { checkAuthorizationChain } from '../certificate/authorization-chain';
import { checkPowerOfAttorney } from '../certificate/power-of-attorney';
import type { Refusal } from '../certificate/refusal';
import { hospitalSettings } from '../hospital/settings';
import { ownParty } from '../party/party';
import { serialInKit } from '../surgical/kit-serials';
import type { DeliverySku } from './skus';

/** What the rules read of a line: a delivery note's, or any document's that ships units the same way (a surgical release). */
export type LineRow = Pick<
  typeof deliveryLines.$inferSelect,
  | 'lineNo' | 'skuId' | 'indentLineId' | 'qty' | 'productName' | 'specification' | 'model' | 'registrationNo' | 'udiDi'
  | 'batchNo' | 'productionDate' | 'expiryDate' | 'sterilizationExpiry' | 'serialNo' | 'udi'
>;
type UnitRow = Pick<typeof deliveryUnits.$inferSelect, 'serialNo' | 'udi'>;
type IndentRow = typeof indents.$inferSelect;

/** A line as the rules see it: its place on the note, what it says, its units and its SKU. */
export interface LineFacts<R extends LineRow = LineRow> {
  index: number;
  row: R;
  units: UnitRow[];
  sku: DeliverySku | undefined;
}

/** A warning a rule gives instead of refusing (R13 when the hospital says so, R14's shelf life). */
export interface Warning {
  rule: string;
  field: string;
  text: string;
}

/** The message values naming a line and one of its fields. */
const at = (f: LineFacts, name: string) => ({ field: `lines.${f.index}.${name}`, line: f.index + 1, product: skuLabel(f.row) });

/** A certificate counts on `day`: archived, in use, begun, and not ended (or long-term). */
const validOn = (c: { validityStart: string | null; validityEnd: string | null; longTerm: boolean }, day: string) =>
  (!c.validityStart || c.validityStart <= day) && (c.longTerm || (c.validityEnd !== null && c.validityEnd >= day));

/**
 * R10: the product of every line has a registration card valid on the ship date, kept by the
 * product's holder — the card the product names, or a renewal with its number. A filing
 * (备案凭证, BEI_ZI_HAO) or a long-term card never lapses.
 */
export async function checkR10(tx: Executor, f: LineFacts, shipDate: string): Promise<void> {
  const sku = f.sku!;
  const holder = sku.holder;
  const cards = await inTenant(tx, holder, () =>
    tx
      .select({ type: certificates.registrationCertificateType, validityStart: certificates.validityStart, validityEnd: certificates.validityEnd, longTerm: certificates.longTerm })
      .from(certificates)
      .where(
        and(
          eq(certificates.tenantId, holder),
          eq(certificates.certType, 'REGISTRATION_CARD'),
          eq(certificates.isDeleted, 0),
          eq(certificates.archiveStatus, 'ARCHIVE'),
          eq(certificates.useFlag, 'USING'),
          or(sku.registrationCertId ? eq(certificates.id, sku.registrationCertId) : sql`false`, sku.registrationNo ? eq(certificates.certNo, sku.registrationNo) : sql`false`),
        ),
      ),
  );
  if (cards.some((c) => c.type === 'BEI_ZI_HAO' || validOn(c, shipDate))) return;
  throw badRequest('delivery.R10', { ...at(f, 'registrationNo'), registrationNo: f.row.registrationNo ?? sku.registrationNo ?? '--', date: shipDate });
}

const LEVEL_RANK: Record<string, number> = { ONELEVEL: 1, SECONDLEVEL: 2, THREELEVEL: 3 };

/**
 * R11: the supplier's own licences valid on the ship date — the business licence always; for a
 * Class III line the operating licence, for a Class II line the operating filing (a licence covers
 * it too). A manufacturer selling what it makes may show its production licence or filing instead.
 */
export async function checkR11(tx: Executor, lang: Lang, supplier: { tenantId: string; kind: string }, facts: LineFacts[], shipDate: string): Promise<void> {
  const held = await inTenant(tx, supplier.tenantId, () =>
    tx
      .select({ subType: certificates.certSubType, validityStart: certificates.validityStart, validityEnd: certificates.validityEnd, longTerm: certificates.longTerm })
      .from(certificates)
      .where(and(eq(certificates.tenantId, supplier.tenantId), eq(certificates.certType, 'ENTERPRISE_CERTIFICATE'), eq(certificates.isDeleted, 0), eq(certificates.archiveStatus, 'ARCHIVE'), eq(certificates.useFlag, 'USING'))),
  );
  const has = (...subTypes: string[]) => held.some((c) => c.subType && subTypes.includes(c.subType) && validOn(c, shipDate));
  const maker = supplier.kind === 'MANUFACTURER';
  const top = facts.reduce<LineFacts | undefined>((best, f) => (LEVEL_RANK[f.sku?.managementLevel ?? ''] ?? 1) > (LEVEL_RANK[best?.sku?.managementLevel ?? ''] ?? 0) ? f : best, undefined);
  const level = LEVEL_RANK[top?.sku?.managementLevel ?? ''] ?? 1;
  const refuse = (licence: string, f?: LineFacts) =>
    badRequest(f ? 'delivery.R11.line' : 'delivery.R11.document', { field: f ? `lines.${f.index}.skuId` : 'ids', line: f ? f.index + 1 : 1, licence: message(`delivery.licence.${licence}`, lang), level: (lang === 'zh' ? ['', '一', '二', '三'] : ['', 'I', 'II', 'III'])[level], date: shipDate });
  if (!has('BUSINESS_LICENSE')) throw refuse('BUSINESS_LICENSE');
  const production = maker ? ['DEVICE_PRODUCTION_LICENSE', 'DEVICE_PRODUCTION_FILING'] : [];
  if (level === 3 && !has('DEVICE_OPERATING_LICENSE', ...production)) throw refuse('DEVICE_OPERATING_LICENSE', top);
  if (level === 2 && !has('DEVICE_OPERATING_FILING', 'DEVICE_OPERATING_LICENSE', ...production)) throw refuse('DEVICE_OPERATING_FILING', top);
}

/** R12: a dealer delivering a product kept by another tenant holds a valid authorization chain from it, for this hospital. */
export async function checkR12(tx: Executor, lang: Lang, f: LineFacts, q: { supplierTenantId: string; hospitalTenantId: string; shipDate: string }): Promise<Warning | null> {
  const refusal = await checkAuthorizationChain(tx, { dealerTenantId: q.supplierTenantId, hospitalTenantId: q.hospitalTenantId, productId: f.sku!.productId, onDate: q.shipDate });
  return refused(refusal, lang, { ...at(f, 'skuId') });
}

/** R13: the sales rep bringing the goods holds a power of attorney for this hospital with an ID card; the hospital decides warn or refuse. */
export async function checkR13(tx: Executor, lang: Lang, q: { supplierTenantId: string; hospitalTenantId: string; salesRepUserId: bigint; shipDate: string }): Promise<Warning | null> {
  const refusal = await checkPowerOfAttorney(tx, { supplierTenantId: q.supplierTenantId, hospitalTenantId: q.hospitalTenantId, agentUserId: q.salesRepUserId, onDate: q.shipDate });
  return refused(refusal, lang, { field: 'salesRepUserId', line: 0, product: '' });
}

/** A certificate rule's refusal as this note says it: thrown when it blocks, answered when it warns. */
function refused(refusal: Refusal | null, lang: Lang, where: { field: string; line: number; product: string }): Warning | null {
  if (!refusal) return null;
  const detail = message(refusal.key, lang, refusal.vars);
  const key = where.line ? 'delivery.rule.line' : 'delivery.rule.document';
  if (refusal.severity === 'ERROR') throw badRequest(key, { field: where.field, line: where.line, detail });
  return { rule: refusal.rule, field: where.field, text: message(key, lang, { line: where.line, detail }) };
}

/**
 * R14: the batch's dates on the ship date — made on or before it, made before it expires, not
 * expired, sterilization not expired — refuse; less shelf life left than the hospital asks for
 * warns. A line without a lot or serial, or without an expiry date, is not ready to ship.
 */
export function checkR14(lang: Lang, f: LineFacts, shipDate: string, minShelfLifeDays: number): Warning | null {
  // The refusals are contracts' lineR14Issues, which the delivery form runs before it saves.
  const [first] = lineR14Issues({ ...f.row, unitCount: f.units.length }, f.index, shipDate);
  if (first) throw badRequest(first.key, first.vars);
  const expiryDate = f.row.expiryDate!;
  if (expiryDate < addDays(shipDate, minShelfLifeDays)) {
    const days = Math.round((Date.parse(expiryDate) - Date.parse(shipDate)) / 86_400_000);
    const where = at(f, 'expiryDate');
    return { rule: 'R14', field: where.field, text: message('delivery.R14.shelfLife', lang, { ...where, expiryDate, days, min: minShelfLifeDays }) };
  }
  return null;
}

/**
 * R15: a scanned UDI — on the line or on a unit — reads cleanly, carries the SKU's DI (any
 * packaging level), and its lot, dates and serial are the line's (a unit's serial is the unit's).
 */
export function checkR15(lang: Lang, f: LineFacts): void {
  const scans: [string, string | null, string][] = [[f.row.udi ?? '', f.row.serialNo, 'udi'], ...f.units.map((u, i): [string, string | null, string] => [u.udi ?? '', u.serialNo, `units.${i}.udi`])];
  for (const [udi, serialNo, name] of scans) {
    if (!udi) continue;
    const where = at(f, name);
    const parsed = parseUdi(udi);
    if (parsed.problems.length) throw badRequest('delivery.R15.unreadable', { ...where, problem: udiProblemText(parsed.problems[0], lang) });
    if (!udiMatchesSku(parsed, { udiDi: f.sku?.udiDi ?? f.row.udiDi, packagingLevels: f.sku?.packagingLevels })) throw badRequest('delivery.R15.di', { ...where, di: parsed.di ?? '' });
    const pairs: [string | null, string | null, string][] = [
      [parsed.batchNo, f.row.batchNo, 'udi.ai.10'],
      [parsed.expiryDate, f.row.expiryDate, 'udi.ai.17'],
      [parsed.productionDate, f.row.productionDate, 'udi.ai.11'],
      [parsed.serialNo, serialNo, 'udi.ai.21'],
    ];
    for (const [fromUdi, onLine, label] of pairs) {
      if (fromUdi && onLine && fromUdi !== onLine) throw badRequest('delivery.R15.mismatch', { ...where, what: message(label, lang), udiValue: fromUdi, lineValue: onLine });
    }
  }
}

/** The serials a line ships: its own and its units' (from the unit or its UDI). */
export function lineSerials(f: Pick<LineFacts, 'row' | 'units'>): string[] {
  const own = f.row.serialNo ? [f.row.serialNo] : [];
  return [...own, ...f.units.map((u) => u.serialNo ?? (u.udi ? parseUdi(u.udi).serialNo : null)).filter((s): s is string => !!s)];
}

/**
 * R15: a unit's serial appears once on the note and on no other shipped note to the same
 * hospital (returns are separate documents, so a shipped note stays open), nor in a surgical kit
 * out at the hospital or implanted there. A kit's release asks the same, its own id as `id`.
 */
export async function checkR15Serials(tx: Executor, delivery: { id: bigint; hospitalTenantId: string }, facts: LineFacts[]): Promise<void> {
  const seen = new Map<string, LineFacts>();
  for (const f of facts) {
    for (const serial of lineSerials(f)) {
      const key = `${f.row.skuId}:${serial}`;
      if (seen.has(key)) throw badRequest('delivery.R15.serialTwice', { ...at(f, 'serialNo'), serial, first: seen.get(key)!.index + 1 });
      seen.set(key, f);
    }
  }
  for (const f of facts) {
    const serials = lineSerials(f);
    if (serials.length === 0) continue;
    const open = and(eq(deliveries.hospitalTenantId, delivery.hospitalTenantId), ne(deliveries.id, delivery.id), eq(deliveries.isDeleted, 0), inArray(deliveries.deliveryStatus, [...SHIPPED_DELIVERY_STATUSES]));
    const onLines = await tx
      .select({ serial: deliveryLines.serialNo, no: deliveries.deliveryNo })
      .from(deliveryLines)
      .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
      .where(and(open, eq(deliveryLines.skuId, f.row.skuId), inArray(deliveryLines.serialNo, serials)))
      .limit(1);
    const onUnits = onLines.length
      ? onLines
      : await tx
          .select({ serial: deliveryUnits.serialNo, no: deliveries.deliveryNo })
          .from(deliveryUnits)
          .innerJoin(deliveries, eq(deliveries.id, deliveryUnits.deliveryId))
          .where(and(open, eq(deliveryUnits.skuId, f.row.skuId), inArray(deliveryUnits.serialNo, serials)))
          .limit(1);
    if (onUnits[0]) throw badRequest('delivery.R15.serialOpen', { ...at(f, 'serialNo'), serial: onUnits[0].serial ?? '', deliveryNo: onUnits[0].no });
    // Nor out in a surgical kit at the hospital, or implanted there.
    const inKit = await serialInKit(tx, { hospitalTenantId: delivery.hospitalTenantId, exceptOrderId: delivery.id, skuId: f.row.skuId, serials });
    if (inKit) throw badRequest('surgical.R15.serialOpen', { ...at(f, 'serialNo'), ...inKit });
  }
}

/** R16: a high-value or implantable line names every unit — one unit row each (serial or UDI), or a serial on a line of one. */
export function checkR16(f: LineFacts): void {
  if (!f.sku || !(f.sku.highValue || f.sku.implantable)) return;
  const qty = Number(f.row.qty);
  const named = f.units.filter((u) => u.serialNo || u.udi).length;
  if (qty === 1 && (f.row.serialNo || named === 1)) return;
  if (Number.isInteger(qty) && named === qty && f.units.length === qty) return;
  throw badRequest('delivery.R16', { ...at(f, 'units'), qty: String(qty), units: named });
}

/**
 * R17: what the order line has on shipped notes, this one included, stays within what was ordered.
 * Read under the order line's lock so two notes cannot both take the last of it.
 */
export async function checkR17(tx: Executor, f: LineFacts, deliveryId: bigint): Promise<void> {
  if (!f.row.indentLineId) return;
  const [ordered] = await tx.select({ qty: indentLines.qty }).from(indentLines).where(eq(indentLines.id, f.row.indentLineId)).for('update');
  const [{ shipped }] = await tx
    .select({ shipped: sql<string>`coalesce(sum(${deliveryLines.qty}), 0)` })
    .from(deliveryLines)
    .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
    .where(and(eq(deliveryLines.indentLineId, f.row.indentLineId), ne(deliveries.id, deliveryId), eq(deliveries.isDeleted, 0), inArray(deliveries.deliveryStatus, [...SHIPPED_DELIVERY_STATUSES])));
  const left = Number(ordered?.qty ?? 0) - Number(shipped);
  if (Number(f.row.qty) > left + 1e-9) throw badRequest('delivery.R17.over', { ...at(f, 'qty'), qty: Number(f.row.qty), ordered: Number(ordered?.qty ?? 0), shipped: Number(shipped), left: Math.max(left, 0) });
}

/** R17: what the hospital takes in and refuses on a line stays within what was shipped. */
export function checkR17Receipt(f: Pick<LineFacts, 'index' | 'row'>, received: number, rejected: number): void {
  if (received + rejected > Number(f.row.qty) + 1e-9) {
    throw badRequest('delivery.R17.receipt', { field: `lines.${f.index}.receivedQty`, line: f.row.lineNo, product: skuLabel(f.row), received, rejected, qty: Number(f.row.qty) });
  }
}

/** R18: a price the supplier gives is the order's (or, without an order, the catalog's); the amount is quantity × price to the cent. */
export function checkR18(index: number, given: string | null | undefined, expected: string, product: string): void {
  if (given != null && Number(given) !== Number(expected)) throw badRequest('delivery.R18.price', { field: `lines.${index}.unitPrice`, line: index + 1, product, given, expected: Number(expected).toString() });
}

/**
 * R19: a note fills orders of its own hospital and supplier only, confirmed and not yet fully
 * delivered when it ships; at approval the order may already show this note's goods.
 */
export function checkR19(index: number, order: IndentRow | undefined, note: { hospitalTenantId: string; supplierTenantId: string }, states: readonly string[], lang: Lang): asserts order is IndentRow {
  const field = `lines.${index}.indentLineId`;
  if (!order || order.hospitalTenantId !== note.hospitalTenantId || order.supplierTenantId !== note.supplierTenantId) throw badRequest('delivery.R19.party', { field, line: index + 1 });
  if (!states.includes(order.indentStatus)) {
    throw badRequest('delivery.R19.status', { field, line: index + 1, indentNo: order.indentNo, status: message(`indent.status.${order.indentStatus}`, lang) });
  }
}

/**
 * The goods rules every shipment asks on its day (R10–R16 and R15's serials): a delivery note when
 * it ships and when it is approved, a surgical kit when it is released and accepted (R29). Errors
 * refuse; what only warns is answered. `salesRep` is who brings the goods (R13) and the field a
 * warning about them names.
 */
export async function checkGoods(
  tx: Executor,
  lang: Lang,
  doc: { id: bigint; hospitalTenantId: string; supplierTenantId: string },
  facts: LineFacts[],
  day: string,
  salesRep: { userId: bigint | null; field: string },
): Promise<Warning[]> {
  const supplier = await ownParty(tx, doc.supplierTenantId);
  const settings = await hospitalSettings(tx, doc.hospitalTenantId);
  const q = { supplierTenantId: doc.supplierTenantId, hospitalTenantId: doc.hospitalTenantId, shipDate: day };
  const warnings: Warning[] = [];
  for (const f of facts) await checkR10(tx, f, day);
  await checkR11(tx, lang, supplier, facts, day);
  const products = new Set<string>();
  for (const f of facts) {
    if (products.has(String(f.sku!.productId))) continue;
    products.add(String(f.sku!.productId));
    const w = await checkR12(tx, lang, f, q);
    if (w) warnings.push(w);
  }
  if (salesRep.userId) {
    const w = await checkR13(tx, lang, { ...q, salesRepUserId: salesRep.userId });
    if (w) warnings.push({ ...w, field: salesRep.field });
  }
  for (const f of facts) {
    const w = checkR14(lang, f, day, settings.minRemainingShelfLifeDays);
    if (w) warnings.push(w);
    checkR15(lang, f);
    checkR16(f);
  }
  await checkR15Serials(tx, doc, facts);
  return warnings;
}
