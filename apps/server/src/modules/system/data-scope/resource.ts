import { dataScopeSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { dataScopes } from '../../../core/db/schema';

/** The column a data scope filters on unless told otherwise: the creating dept. */
const DEFAULT_SCOPE_COLUMN = 'create_dept';
const CUSTOM = 5;

/** Data scope definitions per menu (global, platform-managed); granted to roles through role/grant. */
export const dataScopeResource: CrudResource<typeof dataScopeSubmitSchema> = {
  base: '/blade-system/data-scope',
  tag: 'system/data-scope',
  table: dataScopes,
  scope: 'platform',
  filters: {
    menuId: dataScopes.menuId,
    scopeName: dataScopes.scopeName,
    resourceCode: dataScopes.resourceCode,
    scopeType: dataScopes.scopeType,
    scopeColumn: dataScopes.scopeColumn,
    remark: dataScopes.remark,
    createTime: dataScopes.createTime,
  },
  permissions: PERMISSIONS.dataScope,
  submitSchema: dataScopeSubmitSchema,
  toValues: (input) => ({
    menuId: BigInt(input.menuId),
    resourceCode: input.resourceCode,
    scopeName: input.scopeName,
    scopeColumn: input.scopeColumn || DEFAULT_SCOPE_COLUMN,
    scopeType: input.scopeType,
    // Only a custom rule carries a value; the schema has checked it is a well-formed rule.
    scopeValue: input.scopeType === CUSTOM ? (input.scopeValue ?? null) : null,
    remark: input.remark ?? null,
  }),
  labels: [{ name: 'scopeTypeName', field: 'scopeType', dict: 'data_scope_type' }],
};
