import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays, lineAmount, shanghaiToday, sumAmounts, type DeliveryStatus } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { catalogItems, deliveries, deliveryHistory, deliveryLines, deliveryTemperatures, deliveryUnits, indentLines, indents, products, productSkus, receivingAddresses, users } from '../core/db/schema';

const HOSPITAL = '100001';
type OrderLine = typeof indentLines.$inferSelect;
type Item = typeof catalogItems.$inferSelect;

/** What a demo note line ships and what came of it at the hospital. */
interface DemoLine {
  from: OrderLine | Item;
  indent?: typeof indents.$inferSelect;
  qty: number;
  received: number;
  rejected: number;
}

const yymmdd = (day: string) => day.replaceAll('-', '').slice(2);

/** The path of transitions that brings a note to a state, for its history: [action, party, to]. */
const PATHS: Record<DeliveryStatus, [string, 'h' | 's', DeliveryStatus][]> = {
  SAVED: [],
  SUBMITTED: [['submit-review', 's', 'SUBMITTED']],
  APPROVED: [['submit-review', 's', 'SUBMITTED'], ['approve', 'h', 'APPROVED'], ['receive', 'h', 'APPROVED']],
  RECEIVED: [['submit-review', 's', 'SUBMITTED'], ['approve', 'h', 'APPROVED'], ['receive', 'h', 'RECEIVED']],
};

/**
 * Delivery notes of the demo (domain model §7.4), in step with the demo orders: every order line
 * shown as delivered is on a shipped note with what the hospital received, so the orders'
 * delivered and received quantities are what these notes say. One note partly received (2 of a
 * line refused, 外包装破损, another line still to count); a consignment replenishment without an
 * order on its way with cold-chain readings; and a SAVED one that cannot ship (R10: the iodine
 * disinfectant's registration card lapsed yesterday). High-value lines carry one unit per piece
 * with its serial and UDI (R16). Runs after the order demo.
 */
export async function seedDeliveries(tx: Executor): Promise<void> {
  const T = shanghaiToday();
  const stem = T.replaceAll('-', '');
  const seq: Record<string, number> = {};
  const orders = await tx.select().from(indents).where(and(eq(indents.hospitalTenantId, HOSPITAL), eq(indents.isDeleted, 0))).orderBy(asc(indents.createTime));
  if (orders.length === 0) return;
  const orderLines = await tx.select().from(indentLines).where(inArray(indentLines.indentId, orders.map((o) => o.id))).orderBy(asc(indentLines.lineNo));
  const [address] = await tx.select().from(receivingAddresses).where(and(eq(receivingAddresses.tenantId, HOSPITAL), eq(receivingAddresses.isDefault, true)));
  const reps = await tx.select({ tenantId: users.tenantId, id: users.id, name: users.realName }).from(users).where(and(inArray(users.tenantId, ['200001', '300001']), eq(users.account, 'admin')));
  const skuFacts = await tx
    .select({ id: productSkus.id, highValue: products.highValue, implantable: products.implantable, storage: products.storageCondition })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId));
  const unitwise = new Set(skuFacts.filter((f) => f.highValue || f.implantable).map((f) => String(f.id)));
  const storage = new Map(skuFacts.map((f) => [String(f.id), f.storage]));
  let serial = 0;

  const note = async (n: { supplier: string; status: DeliveryStatus; lines: DemoLine[]; type: string; daysAgo: number; remark?: string; readings?: boolean }) => {
    const id = nextId();
    const first = n.lines[0].from;
    const supplierName = 'supplierName' in first ? first.supplierName : n.lines[0].indent!.supplierName;
    const order = n.lines.find((l) => l.indent)?.indent;
    const at = (step: number) => new Date(Date.now() - (n.daysAgo - step) * 86_400_000);
    const shipDate = n.status === 'SAVED' ? null : addDays(T, -n.daysAgo);
    const rep = reps.find((r) => r.tenantId === n.supplier);
    const own = { tenantId: n.supplier, hospitalTenantId: HOSPITAL, supplierTenantId: n.supplier, deliveryId: id };
    const rows = n.lines.map((l, index) => {
      const src = l.from;
      const expiryDate = addDays(T, 700 + index * 30);
      return {
        ...own,
        id: nextId(),
        lineNo: index + 1,
        indentId: l.indent?.id ?? null,
        indentNo: l.indent?.indentNo ?? null,
        indentLineId: 'indentId' in src ? src.id : null,
        catalogItemId: 'indentId' in src ? src.catalogItemId : src.id,
        skuId: src.skuId,
        productName: src.productName,
        specification: src.specification,
        model: src.model,
        unit: src.unit,
        registrationNo: src.registrationNo,
        manufacturerName: src.manufacturerName,
        udiDi: src.udiDi,
        storageCondition: storage.get(String(src.skuId)) ?? 'AMBIENT',
        qty: String(l.qty),
        unitPrice: src.unitPrice,
        taxRate: src.taxRate,
        amount: lineAmount(l.qty, src.unitPrice),
        batchNo: `${yymmdd(addDays(T, -60))}${String(index + 1).padStart(2, '0')}`,
        productionDate: addDays(T, -60),
        expiryDate,
        receivedQty: String(l.received),
        rejectedQty: String(l.rejected),
        rejectReason: l.rejected ? '外包装破损' : null,
      };
    });
    await tx.insert(deliveries).values({
      ...own,
      id,
      hospitalName: order?.hospitalName ?? '云州市第一人民医院',
      supplierName,
      deliveryNo: `DN${stem}${String((seq[n.supplier] = (seq[n.supplier] ?? 0) + 1)).padStart(4, '0')}`,
      deliveryType: n.type,
      deliveryStatus: n.status,
      shipDate,
      expectedArrivalDate: addDays(T, 2 - n.daysAgo),
      receivingAddressId: address?.id ?? null,
      warehouseName: address?.warehouseName ?? null,
      receivingAddress: address?.address ?? null,
      receiver: address?.receiver ?? null,
      receiverPhone: address?.phone ?? null,
      shipperName: rep?.name ?? null,
      logisticsMethod: n.readings ? 'CARRIER' : 'SELF',
      carrierName: n.readings ? '顺丰冷运' : null,
      waybillNo: n.readings ? `SF${stem}0001` : null,
      salesRepUserId: rep?.id ?? null,
      salesRepName: rep?.name ?? null,
      coldChain: !!n.readings,
      totalQty: String(n.lines.reduce((s, l) => s + l.qty, 0)),
      totalAmount: sumAmounts(rows.map((r) => r.amount)),
      receivedAmount: sumAmounts(rows.map((r) => lineAmount(r.receivedQty, r.unitPrice))),
      remark: n.remark ?? null,
      submittedAt: shipDate ? at(0) : null,
      approvedAt: ['APPROVED', 'RECEIVED'].includes(n.status) ? at(1) : null,
      receivedAt: n.lines.some((l) => l.received > 0) ? at(2) : null,
      createTime: at(-1),
      updateTime: at(PATHS[n.status].length),
    });
    await tx.insert(deliveryLines).values(rows);
    for (const row of rows) {
      if (!unitwise.has(String(row.skuId))) continue;
      await tx.insert(deliveryUnits).values(
        Array.from({ length: Number(row.qty) }, () => {
          const serialNo = `SN${stem}${String(++serial).padStart(4, '0')}`;
          const udi = row.udiDi ? `(01)${row.udiDi}(11)${yymmdd(row.productionDate)}(17)${yymmdd(row.expiryDate)}(10)${row.batchNo}(21)${serialNo}` : null;
          return { ...own, id: nextId(), deliveryLineId: row.id, skuId: row.skuId, serialNo, udi };
        }),
      );
    }
    if (n.readings) {
      await tx.insert(deliveryTemperatures).values(
        [4.2, 5.1, 3.8].map((temperature, i) => ({ ...own, id: nextId(), boxCode: 'BX-01', temperature: String(temperature), humidity: String(52 + i), recordedAt: new Date(at(0).getTime() + i * 3_600_000) })),
      );
    }
    for (const [step, [action, party, to]] of PATHS[n.status].entries()) {
      await tx.insert(deliveryHistory).values({
        ...own,
        id: nextId(),
        tenantId: party === 'h' ? HOSPITAL : n.supplier,
        action,
        fromStatus: step === 0 ? 'SAVED' : PATHS[n.status][step - 1][2],
        toStatus: to,
        userName: party === 'h' ? '李婷' : (rep?.name ?? null),
        createTime: at(step),
      });
    }
  };

  // Every order line the order demo shows delivered is on one note per order; a line received in
  // part was counted and the rest refused.
  for (const [index, order] of orders.entries()) {
    const lines: DemoLine[] = orderLines
      .filter((l) => l.indentId === order.id && Number(l.deliveredQty) > 0)
      .map((l) => {
        const received = Number(l.receivedQty);
        const delivered = Number(l.deliveredQty);
        return { from: l, indent: order, qty: delivered, received, rejected: received > 0 && received < delivered ? delivered - received : 0 };
      });
    if (lines.length === 0) continue;
    const settled = lines.every((l) => l.received + l.rejected >= l.qty);
    const counted = lines.some((l) => l.received + l.rejected > 0);
    await note({ supplier: order.supplierTenantId, status: settled ? 'RECEIVED' : counted ? 'APPROVED' : 'SUBMITTED', lines, type: order.orderType, daysAgo: Math.max(1, 12 - index) });
  }

  const items = await tx.select().from(catalogItems).where(and(eq(catalogItems.hospitalTenantId, HOSPITAL), eq(catalogItems.supplierTenantId, '200001'), eq(catalogItems.isDeleted, 0))).orderBy(asc(catalogItems.createTime));
  const byName = (name: string) => items.find((i) => i.productName === name);
  const swab = byName('医用棉签') ?? items[0];
  const iodine = byName('复合碘皮肤消毒液');
  if (swab) {
    await note({ supplier: '200001', status: 'SUBMITTED', lines: [{ from: swab, qty: 200, received: 0, rejected: 0 }], type: 'CONSIGNMENT', daysAgo: 1, readings: true, remark: '寄销补货（无订单），冷链运输全程温度记录' });
  }
  if (iodine) {
    await note({ supplier: '200001', status: 'SAVED', lines: [{ from: iodine, qty: 24, received: 0, rejected: 0 }], type: 'CONSIGNMENT', daysAgo: 0, remark: '注册证已过期，发货时被拦截（R10），待换新证' });
  }
}
