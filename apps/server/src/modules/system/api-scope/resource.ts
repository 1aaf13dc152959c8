import { apiScopeSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { apiScopes } from '../../../core/db/schema';

/** API scope definitions per menu: "METHOD /api/route/template" (or a path for any method); global, platform-managed. */
export const apiScopeResource: CrudResource<typeof apiScopeSubmitSchema> = {
  base: '/blade-system/api-scope',
  tag: 'system/api-scope',
  table: apiScopes,
  scope: 'platform',
  filters: {
    menuId: apiScopes.menuId,
    scopeName: apiScopes.scopeName,
    resourceCode: apiScopes.resourceCode,
    scopePath: apiScopes.scopePath,
    scopeType: apiScopes.scopeType,
    remark: apiScopes.remark,
    createTime: apiScopes.createTime,
  },
  permissions: PERMISSIONS.apiScope,
  submitSchema: apiScopeSubmitSchema,
  toValues: (input) => ({
    menuId: BigInt(input.menuId),
    resourceCode: input.resourceCode,
    scopeName: input.scopeName,
    scopePath: input.scopePath,
    scopeType: input.scopeType,
    remark: input.remark ?? null,
  }),
  labels: [{ name: 'scopeTypeName', field: 'scopeType', dict: 'api_scope_type' }],
};
