import { DICT_DIALOG_WIDTH, dictSubmitSchema, MAX_PAGE_SIZE, PERMISSIONS } from '@beree/contracts';
import type { CrudColumn, CrudConfig, CrudPermissions, CrudRecord } from '@/components/crud';
import { localNameCell } from '@/components/crud/LocalName';

export type DictVariant = 'system' | 'business';

/** The two dictionary families: system ones (global, the platform's) and each tenant's business ones. */
export const DICT_VARIANTS: Record<DictVariant, { api: string; permissions: CrudPermissions }> = {
  system: { api: '/blade-system/dict', permissions: PERMISSIONS.dict },
  business: { api: '/blade-system/dict-biz', permissions: PERMISSIONS.dictBiz },
};

const SEALED = [
  { label: 'dict:no', value: 0 },
  { label: 'dict:yes', value: 1 },
];

/** The parent is never chosen in the form: a dictionary is a root, an entry sits under the row it was added from. */
const parentColumn = (api: string, code?: string): CrudColumn => ({
  name: 'parentId',
  label: 'dict:parentId',
  table: false,
  form: { type: 'tree', readOnly: true, tree: { api, path: 'tree', params: code ? { code } : undefined, label: 'title', root: '0' } },
});

const common = (variant: DictVariant): Pick<CrudConfig, 'api' | 'schema' | 'permissions' | 'dialogWidth'> => ({
  api: DICT_VARIANTS[variant].api,
  schema: dictSubmitSchema,
  permissions: DICT_VARIANTS[variant].permissions,
  dialogWidth: DICT_DIALOG_WIDTH,
});

/** The name, shown in the current language; both languages are edited in the form. */
const nameColumns: CrudColumn[] = [
  { name: 'dictValue', label: 'dict:dictValue', search: true, form: { type: 'input' }, render: localNameCell('dictValueEn') },
  { name: 'dictValueEn', label: 'dict:dictValueEn', table: false, form: { type: 'input' } },
];

const sortColumn: CrudColumn = { name: 'sort', label: 'dict:sort', form: { type: 'number' } };
const sealedColumn: CrudColumn = { name: 'isSealed', label: 'dict:isSealed', form: { type: 'select', options: SEALED, requiredKey: 'dict.isSealed.required' } };
const remarkColumn: CrudColumn = { name: 'remark', label: 'dict:remark', table: false, form: { type: 'textarea', span: 24 } };

/** The dictionaries themselves (roots), searched by code and name. */
export function parentConfig(variant: DictVariant): CrudConfig {
  return {
    ...common(variant),
    listPath: 'parent-list',
    defaults: { isSealed: 0 },
    columns: [
      { name: 'code', label: 'dict:code', search: true, form: { type: 'input' } },
      ...nameColumns,
      parentColumn(DICT_VARIANTS[variant].api),
      sortColumn,
      sealedColumn,
      remarkColumn,
    ],
  };
}

/**
 * The entries of one dictionary as a tree: its direct entries paged from child-list, an entry's own
 * entries read when it is opened. Entries take the dictionary's code; their keys are required.
 */
export function childConfig(variant: DictVariant, parent: CrudRecord, hasChildren: (record: CrudRecord) => boolean): CrudConfig {
  const code = String(parent.code);
  const api = DICT_VARIANTS[variant].api;
  return {
    ...common(variant),
    listPath: 'child-list',
    params: { parentId: parent.id },
    defaults: { parentId: parent.id, code, isSealed: 0 },
    tree: {
      lazy: { path: 'child-list', param: 'parentId', params: { size: MAX_PAGE_SIZE }, hasChildren },
      childPreset: (row) => ({ parentId: row.id, code, isSealed: 0 }),
    },
    columns: [
      // Every entry has the dictionary's code, shown in the panel's title rather than on each row.
      { name: 'code', label: 'dict:code', table: false, form: { type: 'input', readOnly: true } },
      ...nameColumns,
      parentColumn(api, code),
      { name: 'dictKey', label: 'dict:dictKey', search: true, form: { type: 'input', requiredKey: 'dict.dictKey.required' } },
      sortColumn,
      sealedColumn,
      remarkColumn,
    ],
  };
}
