import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { surgicalLines, surgicalOrders, surgicalUnits } from '../../../core/db/schema';
import type { PushSource } from '../push/sources';

/**
 * 跟台手术单 as the operating room's system takes it when the kit is released: the operation and
 * every released line with its batch and units. The patient is named only by inpatient number —
 * the hospital's system knows who that is.
 */
export async function readSurgicalForPush(tx: Executor, docId: bigint): Promise<PushSource | undefined> {
  const [row] = await tx.select().from(surgicalOrders).where(eq(surgicalOrders.id, docId));
  if (!row || row.isDeleted) return undefined;
  const lines = await tx.select().from(surgicalLines).where(eq(surgicalLines.surgicalOrderId, docId)).orderBy(asc(surgicalLines.lineNo));
  const units = await tx.select().from(surgicalUnits).where(eq(surgicalUnits.surgicalOrderId, docId)).orderBy(asc(surgicalUnits.id));
  return {
    no: row.surgicalOrderNo,
    version: row.version,
    document: {
      id: String(row.id),
      surgicalOrderNo: row.surgicalOrderNo,
      surgicalStatus: row.surgicalStatus,
      hospitalTenantId: row.hospitalTenantId,
      hospitalName: row.hospitalName,
      supplierTenantId: row.supplierTenantId,
      supplierName: row.supplierName,
      departmentName: row.departmentName,
      surgeryDateTime: row.surgeryDateTime,
      operatingRoom: row.operatingRoom,
      tableNo: row.tableNo,
      surgeryName: row.surgeryName,
      surgeonName: row.surgeonName,
      patientInpatientNo: row.patientInpatientNo,
      followerName: row.followerName,
      followerPhone: row.followerPhone,
      releaseDate: row.releaseDate,
      lines: lines.map((l) => ({
        lineNo: l.lineNo,
        hospitalItemCode: l.hospitalItemCode,
        productName: l.productName,
        specification: l.specification,
        model: l.model,
        unit: l.unit,
        registrationNo: l.registrationNo,
        plannedQty: l.plannedQty,
        releasedQty: l.releasedQty,
        batchNo: l.batchNo,
        productionDate: l.productionDate,
        expiryDate: l.expiryDate,
        unitPrice: l.unitPrice,
        units: units.filter((u) => u.surgicalLineId === l.id).map((u) => ({ serialNo: u.serialNo, udi: u.udi })),
      })),
    },
  };
}
