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
  export: {
    fileName: 'params',
    columns: [
      { field: 'paramName', label: { zh: '参数名称', en: 'Name' } },
      { field: 'paramKey', label: { zh: '参数键名', en: 'Key' } },
      { field: 'paramValue', label: { zh: '参数键值', en: 'Value' } },
      { field: 'remark', label: { zh: '备注', en: 'Remark' } },
      { field: 'updateTime', label: { zh: '更新时间', en: 'Updated' } },
    ],
  },
};
