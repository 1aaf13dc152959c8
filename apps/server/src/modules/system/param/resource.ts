import { paramSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { params } from '../../../core/db/schema';

/** System parameters: per tenant; the platform tenant's values are the defaults (see param/lookup.ts). */
export const paramResource: CrudResource<typeof paramSubmitSchema> = {
  base: '/blade-system/param',
  tag: 'system/param',
  table: params,
  scope: 'tenant',
  filters: {
    paramName: params.paramName,
    paramKey: params.paramKey,
    paramValue: params.paramValue,
    remark: params.remark,
    createTime: params.createTime,
    updateTime: params.updateTime,
  },
  permissions: PERMISSIONS.param,
  submitSchema: paramSubmitSchema,
  toValues: (input) => ({ paramName: input.paramName, paramKey: input.paramKey, paramValue: input.paramValue, remark: input.remark ?? null }),
  unique: [{ field: 'paramKey', column: params.paramKey, message: 'param.paramKey.duplicate' }],
};
