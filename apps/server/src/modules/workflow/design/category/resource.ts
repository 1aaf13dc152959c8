import { PERMISSIONS, wfCategorySubmitSchema } from '@beree/contracts';
import type { CrudResource } from '../../../../core/crud/resource';
import { wfCategories } from '../../../../core/db/schema';

/** 流程分类: per tenant, a tree (parentId 0 at the top); codes unique within the tenant. */
export const wfCategoryResource: CrudResource<typeof wfCategorySubmitSchema> = {
  base: '/blade-workflow/design/category',
  tag: 'workflow/category',
  table: wfCategories,
  scope: 'tenant',
  filters: { name: wfCategories.name, code: wfCategories.code, parentId: wfCategories.parentId, sort: wfCategories.sort, createTime: wfCategories.createTime },
  permissions: PERMISSIONS.wfCategory,
  submitSchema: wfCategorySubmitSchema,
  toValues: (input) => ({ parentId: BigInt(input.parentId ?? '0'), name: input.name, code: input.code?.trim() || null, sort: input.sort ?? 0, remark: input.remark ?? null }),
  unique: [{ field: 'code', column: wfCategories.code, message: 'workflow.category.code.duplicate' }],
};
