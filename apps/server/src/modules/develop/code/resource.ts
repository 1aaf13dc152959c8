import { codeSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { codeDefinitions } from '../../../core/db/schema';

/** Code definitions (blade_code): what to generate from a model; global, the platform developer's. */
export const codeResource: CrudResource<typeof codeSubmitSchema> = {
  base: '/blade-develop/code',
  tag: 'develop/code',
  table: codeDefinitions,
  scope: 'platform',
  filters: {
    modelId: codeDefinitions.modelId,
    serviceName: codeDefinitions.serviceName,
    codeName: codeDefinitions.codeName,
    tableName: codeDefinitions.tableName,
    packageName: codeDefinitions.packageName,
    templateType: codeDefinitions.templateType,
    createTime: codeDefinitions.createTime,
  },
  permissions: PERMISSIONS.code,
  submitSchema: codeSubmitSchema,
  toValues: (input) => ({
    modelId: BigInt(input.modelId),
    serviceName: input.serviceName,
    codeName: input.codeName,
    codeNameEn: input.codeNameEn || null,
    tableName: input.tableName,
    tablePrefix: input.tablePrefix || null,
    pkName: input.pkName || 'id',
    packageName: input.packageName,
    templateType: input.templateType,
    author: input.author ?? null,
    // Keys of the other templates are not kept: a definition holds what its template uses.
    subModelId: input.templateType === 'sub' && input.subModelId ? BigInt(input.subModelId) : null,
    subFkId: input.templateType === 'sub' ? input.subFkId || null : null,
    treeId: input.templateType === 'tree' ? input.treeId || 'id' : null,
    treePid: input.templateType === 'tree' ? input.treePid || null : null,
    treeName: input.templateType === 'tree' ? input.treeName || null : null,
    menuParent: input.menuParent || null,
    remark: input.remark ?? null,
  }),
  unique: [{ field: 'packageName', column: codeDefinitions.packageName, message: 'code.name.duplicate' }],
};
