import { modelSubmitSchema, pascalName, PERMISSIONS } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { models } from '../../../core/db/schema';

/** Models (global, the platform developer's, like the data sources they read). */
export const modelResource: CrudResource<typeof modelSubmitSchema> = {
  base: '/blade-develop/model',
  tag: 'develop/model',
  table: models,
  scope: 'platform',
  filters: {
    datasourceId: models.datasourceId,
    modelName: models.modelName,
    modelCode: models.modelCode,
    modelTable: models.modelTable,
    modelClass: models.modelClass,
    createTime: models.createTime,
  },
  permissions: PERMISSIONS.model,
  submitSchema: modelSubmitSchema,
  toValues: (input) => ({
    datasourceId: BigInt(input.datasourceId),
    modelName: input.modelName,
    modelCode: input.modelCode,
    modelTable: input.modelTable,
    // Without a class name, the table's in PascalCase (scm_supply_order → ScmSupplyOrder).
    modelClass: input.modelClass || pascalName(input.modelTable),
    modelRemark: input.modelRemark ?? null,
  }),
  unique: [{ field: 'modelCode', column: models.modelCode, message: 'model.modelCode.duplicate' }],
};
