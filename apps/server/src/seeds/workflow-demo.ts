import { and, eq, ne } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { tenants, wfCategories, wfModelHistory, wfModels } from '../core/db/schema';
import { deploy } from '../modules/workflow/engine';
import { LEAVE_BPMN, LEAVE_KEY } from '../modules/workflow/leave/leave-bpmn';

/**
 * Every demo tenant gets a category 行政办公 and the leave process, as a model and deployed, so
 * 发起事务 offers it from the first sign-in.
 */
export async function seedWorkflowDemo(db: Executor): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Executor;
    const list = await tx.select({ tenantId: tenants.tenantId }).from(tenants).where(and(ne(tenants.tenantId, PLATFORM_TENANT_ID), eq(tenants.isDeleted, 0)));
    for (const { tenantId } of list) {
      const categoryId = nextId();
      await tx.insert(wfCategories).values({ id: categoryId, tenantId, name: '行政办公', code: 'office', sort: 1 });
      const modelId = nextId();
      await tx.insert(wfModels).values({ id: modelId, tenantId, modelKey: LEAVE_KEY, name: '请假流程', categoryId, description: '部门经理审批，超过 3 天总经理审批，否则人事审批', xml: LEAVE_BPMN, modelVersion: 1 });
      await tx.insert(wfModelHistory).values({ id: nextId(), tenantId, modelId, modelVersion: 1, name: '请假流程', xml: LEAVE_BPMN });
      await deploy(tx, { tenantId, userId: 'system' }, { xml: LEAVE_BPMN, category: String(categoryId), source: 'model' });
    }
  });
}
