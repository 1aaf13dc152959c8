import { and, eq, inArray, ne } from 'drizzle-orm';
import { OPEN_PLAN_STATUSES } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { plans } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';

/**
 * R33: one open (not yet approved) MONTH plan per department and period. `id` is the plan being
 * changed, which does not count against itself.
 */
export async function checkR33(tx: Executor, plan: { id?: bigint; planType: string; planPeriod: string | null; departmentId: bigint; departmentName: string }): Promise<void> {
  if (plan.planType !== 'MONTH' || !plan.planPeriod) return;
  const [open] = await tx
    .select({ planNo: plans.planNo })
    .from(plans)
    .where(
      and(
        eq(plans.isDeleted, 0),
        eq(plans.planType, 'MONTH'),
        eq(plans.departmentId, plan.departmentId),
        eq(plans.planPeriod, plan.planPeriod),
        inArray(plans.planStatus, [...OPEN_PLAN_STATUSES]),
        plan.id ? ne(plans.id, plan.id) : undefined,
      ),
    );
  if (open) throw badRequest('plan.R33', { field: 'planPeriod', department: plan.departmentName, period: plan.planPeriod, planNo: open.planNo });
}
