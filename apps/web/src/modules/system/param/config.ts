import { PERMISSIONS, paramSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';

/** System parameters: searched by name and key; name, key and value are required (checked on blur). */
export const paramConfig: CrudConfig = {
  api: '/blade-system/param',
  rowKey: 'id',
  schema: paramSubmitSchema,
  permissions: PERMISSIONS.param,
  exportName: 'params',
  columns: [
    { name: 'paramName', label: 'param:paramName', search: true, form: { type: 'input' } },
    { name: 'paramKey', label: 'param:paramKey', search: true, form: { type: 'input' } },
    { name: 'paramValue', label: 'param:paramValue', form: { type: 'textarea', span: 24 } },
    { name: 'remark', label: 'param:remark', form: { type: 'textarea', span: 24 } },
  ],
};
