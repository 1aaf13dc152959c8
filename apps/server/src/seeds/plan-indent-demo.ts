import { and, asc, eq } from 'drizzle-orm';
import { addDays, indentProgress, lineAmount, shanghaiToday, sumAmounts, type IndentStatus, type PlanStatus } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { catalogItems, hospitalDepartments, indentHistory, indentLines, indents, planHistory, planLines, plans, receivingAddresses, tenants } from '../core/db/schema';

const HOSPITAL = '100001';
const SUPPLIERS = ['200001', '300001'];

type Item = typeof catalogItems.$inferSelect;

const snapshot = (item: Item) => ({
  catalogItemId: item.id,
  skuId: item.skuId,
  productName: item.productName,
  specification: item.specification,
  model: item.model,
  unit: item.unit,
  registrationNo: item.registrationNo,
  manufacturerName: item.manufacturerName,
  udiDi: item.udiDi,
  unitPrice: item.unitPrice,
  taxRate: item.taxRate,
  bidStatus: item.bidStatus,
});

/** The path of transitions that brings an order to a state, for its history. */
const PATHS: Record<IndentStatus, [action: string, party: 'h' | 's', to: IndentStatus][]> = {
  SAVED: [],
  SUBMITTED: [['submit-review', 'h', 'SUBMITTED']],
  CONFIRMED: [['submit-review', 'h', 'SUBMITTED'], ['confirm', 's', 'CONFIRMED']],
  DECLINED: [['submit-review', 'h', 'SUBMITTED'], ['decline', 's', 'DECLINED']],
  PARTIALLY_DELIVERED: [['submit-review', 'h', 'SUBMITTED'], ['confirm', 's', 'CONFIRMED']],
  DELIVERED: [['submit-review', 'h', 'SUBMITTED'], ['confirm', 's', 'CONFIRMED']],
  COMPLETED: [['submit-review', 'h', 'SUBMITTED'], ['confirm', 's', 'CONFIRMED']],
  CANCELLED: [['submit-review', 'h', 'SUBMITTED'], ['cancel', 'h', 'CANCELLED']],
  CLOSED: [['submit-review', 'h', 'SUBMITTED'], ['confirm', 's', 'CONFIRMED'], ['close', 'h', 'CLOSED']],
};

/** How much of each line a state has seen delivered and received (deliveries keep these in step). */
const PROGRESS: Partial<Record<IndentStatus, (qty: number, index: number) => [delivered: number, received: number]>> = {
  PARTIALLY_DELIVERED: (qty, index) => (index === 0 ? [Math.ceil(qty / 2), Math.ceil(qty / 2)] : [0, 0]),
  DELIVERED: (qty, index) => [qty, index === 0 ? qty - 2 : 0],
  COMPLETED: (qty) => [qty, qty],
  CLOSED: (qty, index) => (index === 0 ? [qty, qty] : [0, 0]),
};

const REASONS: Partial<Record<string, string>> = { decline: '该规格本月停产，请改订 20ml 规格', cancel: '手术排期取消', close: '余量改由其他供应商供货' };

/**
 * Purchase plans and orders of the demo (domain model §7.4): plans in each state (a MONTH plan of
 * 骨科 approved and split into orders, a TEMPORARY plan for an urgent CVC kit), and orders in each
 * state between the demo hospital and the dealer or the manufacturer, their delivered and received
 * quantities in step with the state. Runs after the catalog demo.
 */
export async function seedPlansAndIndents(tx: Executor): Promise<void> {
  const T = shanghaiToday();
  const stem = T.replaceAll('-', '');
  let planSeq = 0;
  let orderSeq = 0;
  const [hospital] = await tx.select().from(tenants).where(eq(tenants.tenantId, HOSPITAL));
  const departments = await tx.select().from(hospitalDepartments).where(and(eq(hospitalDepartments.tenantId, HOSPITAL), eq(hospitalDepartments.isDeleted, 0))).orderBy(asc(hospitalDepartments.code));
  const [address] = await tx.select().from(receivingAddresses).where(and(eq(receivingAddresses.tenantId, HOSPITAL), eq(receivingAddresses.isDefault, true)));
  const items = await tx
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.hospitalTenantId, HOSPITAL), eq(catalogItems.isDeleted, 0), eq(catalogItems.useFlag, 'USING')))
    .orderBy(asc(catalogItems.createTime), asc(catalogItems.id));
  const of = (supplier: string) => items.filter((i) => i.supplierTenantId === supplier);
  if (!hospital || !address || departments.length === 0 || SUPPLIERS.some((s) => of(s).length === 0)) return;
  const ortho = departments.find((d) => d.name === '骨科') ?? departments[0];
  const emergency = departments.find((d) => d.name.includes('急诊')) ?? departments[departments.length - 1];

  const order = async (o: { supplier: string; status: IndentStatus; lines: [Item, number, bigint?][]; planId?: bigint; planNo?: string; urgent?: boolean; orderType?: string; daysAgo: number }) => {
    const id = nextId();
    const supplierName = o.lines[0][0].supplierName;
    const lines = o.lines.map(([item, qty, planLineId], index) => {
      const [delivered, received] = PROGRESS[o.status]?.(qty, index) ?? [0, 0];
      return { ...snapshot(item), id: nextId(), tenantId: HOSPITAL, hospitalTenantId: HOSPITAL, supplierTenantId: o.supplier, indentId: id, lineNo: index + 1, hospitalItemCode: item.hospitalItemCode, qty: String(qty), amount: lineAmount(qty, item.unitPrice), deliveredQty: String(delivered), receivedQty: String(received), planLineId: planLineId ?? null };
    });
    // The delivery states follow from the lines, as they will when deliveries write them.
    const status = PROGRESS[o.status] && o.status !== 'CLOSED' ? indentProgress(lines) : o.status;
    const path = PATHS[o.status];
    const at = (step: number) => new Date(Date.now() - (o.daysAgo - step) * 86_400_000);
    await tx.insert(indents).values({
      id,
      tenantId: HOSPITAL,
      hospitalTenantId: HOSPITAL,
      supplierTenantId: o.supplier,
      hospitalName: hospital.tenantName,
      supplierName,
      indentNo: `PO${stem}${String(++orderSeq).padStart(4, '0')}`,
      planId: o.planId ?? null,
      planNo: o.planNo ?? null,
      orderType: o.orderType ?? 'NORMAL',
      urgent: o.urgent ?? false,
      indentStatus: status,
      orderDate: addDays(T, -o.daysAgo),
      expectedArrivalDate: addDays(T, 7 - o.daysAgo),
      receivingAddressId: address.id,
      warehouseName: address.warehouseName,
      receivingAddress: address.address,
      receiver: address.receiver,
      receiverPhone: address.phone,
      totalAmount: sumAmounts(lines.map((l) => l.amount)),
      declineReason: o.status === 'DECLINED' ? REASONS.decline : null,
      cancelReason: o.status === 'CANCELLED' ? REASONS.cancel : o.status === 'CLOSED' ? REASONS.close : null,
      submittedAt: path.length ? at(0) : null,
      confirmedAt: path.some(([a]) => a === 'confirm') ? at(1) : null,
      closedAt: ['CANCELLED', 'CLOSED'].includes(o.status) ? at(2) : null,
      createTime: at(-1),
      updateTime: at(path.length),
    });
    await tx.insert(indentLines).values(lines);
    for (const [step, [action, party, to]] of path.entries()) {
      await tx.insert(indentHistory).values({
        id: nextId(),
        tenantId: party === 'h' ? HOSPITAL : o.supplier,
        hospitalTenantId: HOSPITAL,
        supplierTenantId: o.supplier,
        indentId: id,
        action,
        fromStatus: step === 0 ? 'SAVED' : path[step - 1][2],
        toStatus: to,
        reason: REASONS[action] ?? null,
        userName: party === 'h' ? '李婷' : '管理员',
        createTime: at(step),
      });
    }
    return id;
  };

  const plan = async (p: { status: PlanStatus; type: 'MONTH' | 'TEMPORARY'; period: string | null; department: typeof ortho; lines: [Item, number][]; reason?: string; rejectReason?: string; daysAgo: number }) => {
    const id = nextId();
    const planNo = `PP${stem}${String(++planSeq).padStart(4, '0')}`;
    const lines = p.lines.map(([item, qty], index) => ({ ...snapshot(item), id: nextId(), tenantId: HOSPITAL, planId: id, lineNo: index + 1, supplierTenantId: item.supplierTenantId, supplierName: item.supplierName, qty: String(qty), amount: lineAmount(qty, item.unitPrice), requiredDate: p.period ? `${p.period}-15` : addDays(T, 3) }));
    const at = (step: number) => new Date(Date.now() - (p.daysAgo - step) * 86_400_000);
    const reviewed = p.status === 'APPROVED' || p.status === 'REJECTED';
    await tx.insert(plans).values({
      id,
      tenantId: HOSPITAL,
      planNo,
      planType: p.type,
      planPeriod: p.period,
      departmentId: p.department.id,
      departmentName: p.department.name,
      planStatus: p.status,
      totalAmount: sumAmounts(lines.map((l) => l.amount)),
      reason: p.reason ?? null,
      rejectReason: p.rejectReason ?? null,
      submittedAt: p.status === 'SAVED' ? null : at(0),
      reviewedAt: reviewed ? at(1) : null,
      createTime: at(-1),
      updateTime: at(reviewed ? 1 : 0),
    });
    await tx.insert(planLines).values(lines);
    const steps: [string, string, string][] = p.status === 'SAVED' ? [] : [['submit-review', 'SAVED', 'SUBMITTED']];
    if (reviewed) steps.push([p.status === 'APPROVED' ? 'approve' : 'reject', 'SUBMITTED', p.status]);
    for (const [step, [action, fromStatus, toStatus]] of steps.entries()) {
      await tx.insert(planHistory).values({ id: nextId(), tenantId: HOSPITAL, planId: id, action, fromStatus, toStatus, reason: action === 'reject' ? (p.rejectReason ?? null) : null, userName: '李婷', createTime: at(step) });
    }
    if (p.status === 'APPROVED') {
      // Approval made one order per supplier; the dealer's has been delivered in part, the manufacturer's is awaiting confirmation.
      for (const [supplier, status] of [['200001', 'PARTIALLY_DELIVERED'], ['300001', 'SUBMITTED']] as const) {
        const mine = lines.map((l, index) => [p.lines[index][0], p.lines[index][1], l.id] as [Item, number, bigint]).filter(([item]) => item.supplierTenantId === supplier);
        if (mine.length === 0) continue;
        const indentId = await order({ supplier, status, lines: mine, planId: id, planNo, daysAgo: p.daysAgo - 2 });
        for (const [, , lineId] of mine) await tx.update(planLines).set({ indentId }).where(eq(planLines.id, lineId));
      }
    }
  };

  const [d, m] = [of('200001'), of('300001')];
  const pick = <X>(list: X[], i: number) => list[i % list.length];
  const lastMonth = addDays(T, -30).slice(0, 7);
  const nextMonth = addDays(T, 31).slice(0, 7);
  await plan({ status: 'APPROVED', type: 'MONTH', period: lastMonth, department: ortho, lines: [[pick(d, 0), 30], [pick(d, 1), 12], [pick(m, 0), 20], [pick(m, 1), 8]], daysAgo: 20 });
  await plan({ status: 'SUBMITTED', type: 'MONTH', period: nextMonth, department: ortho, lines: [[pick(d, 2), 40], [pick(m, 2), 15]], daysAgo: 3 });
  await plan({ status: 'SAVED', type: 'MONTH', period: nextMonth, department: pick(departments, 1) === ortho ? pick(departments, 2) : pick(departments, 1), lines: [[pick(d, 3), 10]], daysAgo: 1 });
  await plan({ status: 'SUBMITTED', type: 'TEMPORARY', period: null, department: emergency, lines: [[pick(m, 3), 6]], reason: '急诊 CVC 中心静脉导管套件告急，需临时采购', daysAgo: 1 });
  await plan({ status: 'REJECTED', type: 'TEMPORARY', period: null, department: emergency, lines: [[pick(d, 4), 200]], reason: '临时加量', rejectReason: '数量超出科室月度预算', daysAgo: 5 });

  // Orders in each state with the dealer and the manufacturer.
  const states: IndentStatus[] = ['SAVED', 'SUBMITTED', 'CONFIRMED', 'DECLINED', 'PARTIALLY_DELIVERED', 'DELIVERED', 'COMPLETED', 'CANCELLED', 'CLOSED'];
  for (const [index, status] of states.entries()) {
    const supplier = index % 2 === 0 ? '200001' : '300001';
    const list = supplier === '200001' ? d : m;
    await order({ supplier, status, lines: [[pick(list, index), 10 + index * 2], [pick(list, index + 1), 4]], urgent: status === 'SUBMITTED', orderType: status === 'COMPLETED' ? 'CONSIGNMENT' : 'NORMAL', daysAgo: 2 + index * 2 });
  }
  // A confirmed order with nothing shipped for over a week.
  await order({ supplier: '200001', status: 'CONFIRMED', lines: [[pick(d, 5), 24]], daysAgo: 10 });
}
