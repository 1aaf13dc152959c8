import { PERMISSIONS, REGION_ROOT_CODE, regionSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';

const LEVELS = [1, 2, 3, 4, 5].map((level) => ({ label: `region:level.${level}`, value: level }));

/**
 * Administrative divisions as a lazy tree: the provinces first, each division's children read when
 * it is opened. A division is keyed by its code, and keeps its parent for good.
 */
export const regionConfig: CrudConfig = {
  api: '/blade-system/region',
  rowKey: 'code',
  detailParam: 'code',
  removeParam: 'id',
  batchDelete: false,
  schema: regionSubmitSchema,
  permissions: PERMISSIONS.region,
  defaults: { parentCode: REGION_ROOT_CODE },
  tree: {
    lazy: { path: 'lazy-tree', param: 'parentCode', root: REGION_ROOT_CODE },
    childPreset: (parent) => ({ parentCode: parent.code }),
  },
  columns: [
    { name: 'name', label: 'region:name', form: { type: 'input' } },
    { name: 'code', label: 'region:code', form: { type: 'input', disabledOnEdit: true } },
    { name: 'parentCode', label: 'region:parentCode', table: false, form: { type: 'input', readOnly: true } },
    { name: 'regionLevel', label: 'region:regionLevel', options: LEVELS },
    { name: 'sort', label: 'region:sort', form: { type: 'number' } },
    { name: 'remark', label: 'region:remark', table: false, form: { type: 'textarea', span: 24 } },
  ],
};
