import { menuSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { localNameCell } from '@/components/crud/LocalName';

const API = '/blade-system/menu';
const NO_YES = [
  { label: 'menuAdmin:no', value: 0 },
  { label: 'menuAdmin:yes', value: 1 },
];

/**
 * Menus and their buttons (category 2), one tree for the whole platform. A menu's "add child"
 * starts an entry under it; buttons take no children.
 */
export const menuConfig: CrudConfig = {
  api: API,
  schema: menuSubmitSchema,
  permissions: PERMISSIONS.menu,
  defaults: { category: 1, action: 0, isOpen: 1, platformOnly: 0 },
  tree: {
    childPreset: (parent) => ({ parentId: parent.id }),
    canHaveChildren: (record) => String(record.category) !== '2',
  },
  columns: [
    // Shown in the current language; the English name is what English-speaking users see in menus and tabs.
    { name: 'name', label: 'menuAdmin:name', search: true, form: { type: 'input' }, render: localNameCell('nameEn') },
    { name: 'nameEn', label: 'menuAdmin:nameEn', table: false, form: { type: 'input' } },
    { name: 'code', label: 'menuAdmin:code', search: true, form: { type: 'input' } },
    // Only menus can hold entries: the picker offers menus, not buttons.
    { name: 'parentId', label: 'menuAdmin:parentId', table: false, form: { type: 'tree', tree: { api: API, path: 'menu-list', flat: true, label: 'name', root: '0' } } },
    { name: 'alias', label: 'menuAdmin:alias', form: { type: 'input' } },
    { name: 'path', label: 'menuAdmin:path', form: { type: 'input' } },
    { name: 'source', label: 'menuAdmin:source', form: { type: 'input' } },
    { name: 'category', label: 'menuAdmin:category', dict: 'menu_category', form: { type: 'dict' } },
    { name: 'action', label: 'menuAdmin:action', dict: 'button_func', form: { type: 'dict' } },
    { name: 'isOpen', label: 'menuAdmin:isOpen', dict: 'yes_no', form: { type: 'dict' } },
    { name: 'platformOnly', label: 'menuAdmin:platformOnly', table: false, form: { type: 'select', options: NO_YES } },
    { name: 'sort', label: 'menuAdmin:sort', form: { type: 'number' } },
    { name: 'remark', label: 'menuAdmin:remark', table: false, form: { type: 'textarea', span: 24 } },
  ],
};
