import { PERMISSIONS } from '@beree/contracts';
import type { FilterColumns } from '../../../core/crud/filters';
import { plans } from '../../../core/db/schema';

export const PLAN_BASE = '/beree-scm/plan';
export const PLAN_TAG = 'scm/plan';
export const P = PERMISSIONS.plan;

/** What plans are filtered and sorted by (wire names; the suffix operators apply). */
export const planFilters: FilterColumns = {
  planNo: plans.planNo,
  planType: plans.planType,
  planPeriod: plans.planPeriod,
  planStatus: plans.planStatus,
  departmentId: plans.departmentId,
  departmentName: plans.departmentName,
  createTime: plans.createTime,
  updateTime: plans.updateTime,
  submittedAt: plans.submittedAt,
};
export const sortable: FilterColumns = { ...planFilters, totalAmount: plans.totalAmount };
