import { and, asc, eq } from 'drizzle-orm';
import { addDays, lineAmount, shanghaiToday, sumAmounts, type PatientGender, type SurgicalStatus } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { catalogItems, hospitalDepartments, products, productSkus, surgicalHistory, surgicalLines, surgicalOrders, surgicalUnits, users } from '../core/db/schema';

const HOSPITAL = '100001';
const DEALER = '200001';
type Item = typeof catalogItems.$inferSelect;

/** A line of a demo kit: what was booked, released and used. */
interface DemoLine {
  item: Item;
  planned: number;
  released: number;
  used: number;
}

/** The path of transitions that brings an order to a state, for its history: [action, party, to]. */
const PATHS: Record<SurgicalStatus, [string, 'h' | 's', SurgicalStatus][]> = {
  CONFIRM: [['save', 'h', 'CONFIRM']],
  RELEASED: [['save', 'h', 'CONFIRM'], ['release', 's', 'RELEASED']],
  BE_ACCEPT: [['save', 'h', 'CONFIRM'], ['release', 's', 'RELEASED'], ['accept', 'h', 'BE_ACCEPT']],
  BE_USE: [['save', 'h', 'CONFIRM'], ['release', 's', 'RELEASED'], ['accept', 'h', 'BE_ACCEPT'], ['use', 'h', 'BE_USE']],
};

const yymmdd = (day: string) => day.replaceAll('-', '').slice(2);

/**
 * Surgical orders of the demo (domain model §7.4) between the demo hospital and the dealer, one
 * in each surgicalStatus, over the dealer's catalog: a hip operation booked; a kit of femoral stems
 * released with one UDI per unit; a PTCA kit accepted; and a hip operation done — one stem of
 * three implanted (only it settleable), the rest and the unused swabs gone back. The units' UDIs
 * are well formed for the SKU's DI, batch and dates (R15), and their serials are used once (R30).
 */
export async function seedSurgicalOrders(tx: Executor): Promise<void> {
  const T = shanghaiToday();
  const stem = T.replaceAll('-', '');
  const items = await tx
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.hospitalTenantId, HOSPITAL), eq(catalogItems.supplierTenantId, DEALER), eq(catalogItems.isDeleted, 0), eq(catalogItems.useFlag, 'USING')))
    .orderBy(asc(catalogItems.createTime));
  const byName = (name: string) => items.find((i) => i.productName === name);
  const hip = byName('髋关节假体 生物型股骨柄');
  const balloon = byName('PTCA球囊扩张导管');
  const swab = byName('医用棉签');
  if (!hip || !balloon || !swab) return;
  const departments = await tx.select().from(hospitalDepartments).where(and(eq(hospitalDepartments.tenantId, HOSPITAL), eq(hospitalDepartments.isDeleted, 0)));
  const dept = (name: string) => departments.find((d) => d.name === name) ?? departments[0];
  const [rep] = await tx.select({ id: users.id, name: users.realName }).from(users).where(and(eq(users.tenantId, DEALER), eq(users.account, 'admin')));
  const unitwise = new Set(
    (await tx.select({ id: productSkus.id, highValue: products.highValue, implantable: products.implantable }).from(productSkus).innerJoin(products, eq(products.id, productSkus.productId)))
      .filter((f) => f.highValue || f.implantable)
      .map((f) => String(f.id)),
  );
  let seq = 0;
  let serial = 0;

  const order = async (o: { status: SurgicalStatus; daysAgo: number; surgery: string; department: string; room: string; patient: [string, string, PatientGender, number, string]; surgeon: [string, string]; lines: DemoLine[] }) => {
    const id = nextId();
    const at = (step: number) => new Date(Date.now() - (o.daysAgo - step) * 86_400_000);
    const released = o.status !== 'CONFIRM';
    const used = o.status === 'BE_USE';
    const releaseDate = released ? addDays(T, -o.daysAgo + 1) : null;
    const own = { tenantId: HOSPITAL, hospitalTenantId: HOSPITAL, supplierTenantId: DEALER, surgicalOrderId: id };
    const rows = o.lines.map((l, index) => {
      const productionDate = addDays(T, -90);
      const expiryDate = addDays(T, 900 + index * 30);
      const usedQty = used ? l.used : 0;
      const releasedQty = released ? l.released : 0;
      return {
        ...own,
        id: nextId(),
        lineNo: index + 1,
        catalogItemId: l.item.id,
        hospitalItemCode: l.item.hospitalItemCode,
        skuId: l.item.skuId,
        productName: l.item.productName,
        specification: l.item.specification,
        model: l.item.model,
        unit: l.item.unit,
        registrationNo: l.item.registrationNo,
        manufacturerName: l.item.manufacturerName,
        udiDi: l.item.udiDi,
        plannedQty: String(l.planned),
        releasedQty: String(releasedQty),
        usedQty: String(usedQty),
        returnedQty: String(used ? releasedQty - usedQty : 0),
        unitPrice: l.item.unitPrice,
        taxRate: l.item.taxRate,
        usedAmount: lineAmount(usedQty, l.item.unitPrice),
        batchNo: released ? `W${yymmdd(productionDate)}${String(index + 1).padStart(2, '0')}` : null,
        productionDate: released ? productionDate : null,
        expiryDate: released ? expiryDate : null,
      };
    });
    const hospitalName = hip.hospitalName;
    await tx.insert(surgicalOrders).values({
      id,
      tenantId: HOSPITAL,
      hospitalTenantId: HOSPITAL,
      supplierTenantId: DEALER,
      hospitalName,
      supplierName: hip.supplierName,
      surgicalOrderNo: `SO${stem}${String(++seq).padStart(4, '0')}`,
      surgicalStatus: o.status,
      departmentId: dept(o.department).id,
      departmentName: dept(o.department).name,
      surgeryDateTime: `${addDays(T, -o.daysAgo + 2)} 08:30`,
      operatingRoom: o.room,
      tableNo: '1',
      surgeryName: o.surgery,
      surgeonName: o.surgeon[0],
      surgeonStaffNo: o.surgeon[1],
      patientInpatientNo: o.patient[0],
      patientName: o.patient[1],
      patientGender: o.patient[2],
      patientAge: o.patient[3],
      bedNo: o.patient[4],
      kitType: 'CERT_ATTACHED_BEFORE',
      followerUserId: released ? (rep?.id ?? null) : null,
      followerName: released ? (rep?.name ?? null) : null,
      followerPhone: released ? '13905710088' : null,
      releaseDate,
      usageNurseStaffNo: used ? 'N0317' : null,
      usageDoctorStaffNo: used ? o.surgeon[1] : null,
      plannedAmount: sumAmounts(o.lines.map((l) => lineAmount(l.planned, l.item.unitPrice))),
      usedAmount: sumAmounts(rows.map((r) => r.usedAmount)),
      releasedAt: released ? at(1) : null,
      acceptedAt: ['BE_ACCEPT', 'BE_USE'].includes(o.status) ? at(2) : null,
      usedAt: used ? at(3) : null,
      createTime: at(0),
      updateTime: at(PATHS[o.status].length - 1),
    });
    await tx.insert(surgicalLines).values(rows);
    for (const [index, row] of rows.entries()) {
      if (!released || !unitwise.has(String(row.skuId))) continue;
      await tx.insert(surgicalUnits).values(
        Array.from({ length: Number(row.releasedQty) }, (_, n) => {
          const serialNo = `W${stem.slice(2)}${String(++serial).padStart(6, '0')}`;
          const udi = `(01)${row.udiDi}(11)${yymmdd(row.productionDate!)}(17)${yymmdd(row.expiryDate!)}(10)${row.batchNo}(21)${serialNo}`;
          const isUsed = used && n < o.lines[index].used;
          return { ...own, tenantId: DEALER, id: nextId(), surgicalLineId: row.id, skuId: row.skuId, serialNo, udi, used: isUsed, usedUdi: isUsed ? udi : null };
        }),
      );
    }
    for (const [step, [action, party, to]] of PATHS[o.status].entries()) {
      await tx.insert(surgicalHistory).values({
        ...own,
        id: nextId(),
        tenantId: party === 'h' ? HOSPITAL : DEALER,
        action,
        fromStatus: step === 0 ? null : PATHS[o.status][step - 1][2],
        toStatus: to,
        userName: party === 'h' ? '李婷' : (rep?.name ?? null),
        createTime: at(step),
      });
    }
  };

  await order({
    status: 'BE_USE', daysAgo: 9, surgery: '全髋关节置换术', department: '骨科', room: '3号手术间',
    patient: ['ZY20240917', '王建国', '1', 67, '骨科12床'], surgeon: ['周明', 'D1023'],
    lines: [{ item: hip, planned: 3, released: 3, used: 1 }, { item: swab, planned: 20, released: 20, used: 12 }],
  });
  await order({
    status: 'BE_ACCEPT', daysAgo: 4, surgery: '经皮冠状动脉介入治疗术', department: '心内科', room: '导管室1',
    patient: ['ZY20241102', '刘秀英', '2', 72, '心内科5床'], surgeon: ['吴强', 'D2041'],
    lines: [{ item: balloon, planned: 3, released: 3, used: 0 }],
  });
  await order({
    status: 'RELEASED', daysAgo: 2, surgery: '人工股骨头置换术', department: '创伤骨科', room: '5号手术间',
    patient: ['ZY20241115', '陈志强', '1', 81, '创伤骨科3床'], surgeon: ['周明', 'D1023'],
    lines: [{ item: hip, planned: 2, released: 2, used: 0 }],
  });
  await order({
    status: 'CONFIRM', daysAgo: 1, surgery: '全髋关节置换术', department: '骨科', room: '3号手术间',
    patient: ['ZY20241120', '赵桂兰', '2', 64, '骨科8床'], surgeon: ['周明', 'D1023'],
    lines: [{ item: hip, planned: 3, released: 0, used: 0 }, { item: swab, planned: 20, released: 0, used: 0 }],
  });
}
