import { PERMISSIONS } from '@beree/contracts';
import type { FilterColumns } from '../../../core/crud/filters';
import { surgicalOrders } from '../../../core/db/schema';

export const SURGICAL_BASE = '/beree-scm/surgical';
export const SURGICAL_TAG = 'scm/surgical';
export const P = PERMISSIONS.surgical;

/**
 * What surgical orders are filtered and sorted by (wire names; the suffix operators apply). The
 * time of surgery is text yyyy-MM-dd HH:mm, so a day range is surgeryDateTime_ge / _le on it. The
 * patient's name is no filter: lists show it masked.
 */
export const surgicalFilters: FilterColumns = {
  surgicalOrderNo: surgicalOrders.surgicalOrderNo,
  surgicalStatus: surgicalOrders.surgicalStatus,
  hospitalTenantId: surgicalOrders.hospitalTenantId,
  supplierTenantId: surgicalOrders.supplierTenantId,
  hospitalName: surgicalOrders.hospitalName,
  supplierName: surgicalOrders.supplierName,
  departmentId: surgicalOrders.departmentId,
  surgeryName: surgicalOrders.surgeryName,
  surgeonName: surgicalOrders.surgeonName,
  patientInpatientNo: surgicalOrders.patientInpatientNo,
  surgeryDateTime: surgicalOrders.surgeryDateTime,
  createTime: surgicalOrders.createTime,
  updateTime: surgicalOrders.updateTime,
};
export const sortable: FilterColumns = { ...surgicalFilters, usedAmount: surgicalOrders.usedAmount, plannedAmount: surgicalOrders.plannedAmount };
