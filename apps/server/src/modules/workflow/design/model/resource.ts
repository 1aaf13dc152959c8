import { PERMISSIONS, wfModelSubmitSchema } from '@beree/contracts';
import type { CrudResource } from '../../../../core/crud/resource';
import { wfModels } from '../../../../core/db/schema';

/** 模型设计: one model per key and tenant; saving a new design keeps the old one in model-history. */
export const wfModelResource: CrudResource<typeof wfModelSubmitSchema> = {
  base: '/blade-workflow/design/model',
  tag: 'workflow/model',
  table: wfModels,
  scope: 'tenant',
  filters: { name: wfModels.name, modelKey: wfModels.modelKey, categoryId: wfModels.categoryId, description: wfModels.description, createTime: wfModels.createTime, updateTime: wfModels.updateTime },
  permissions: PERMISSIONS.wfModel,
  submitSchema: wfModelSubmitSchema,
  toValues: (input) => ({ modelKey: input.modelKey, name: input.name, categoryId: input.categoryId ? BigInt(input.categoryId) : null, description: input.description ?? null }),
  unique: [{ field: 'modelKey', column: wfModels.modelKey, message: 'workflow.model.key.duplicate' }],
};
