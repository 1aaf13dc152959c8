import { MAX_PAGE_SIZE, PERMISSIONS, wfCategorySubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { CATEGORY_API } from '../api';

/**
 * 流程分类 as a tree: each level is the list filtered by its parent (the top one by parent 0),
 * read whole, so a row opens onto its sub-categories.
 */
export const categoryConfig: CrudConfig = {
  api: CATEGORY_API,
  schema: wfCategorySubmitSchema,
  permissions: PERMISSIONS.wfCategory,
  tree: {
    lazy: { path: 'list', param: 'parentId', params: { size: MAX_PAGE_SIZE }, root: '0', hasChildren: () => true },
    childPreset: (parent) => ({ parentId: parent.id }),
  },
  columns: [
    { name: 'name', label: 'flow:category.name', search: true, form: { type: 'input' } },
    { name: 'code', label: 'flow:category.code', search: true, form: { type: 'input' } },
    { name: 'parentId', label: 'flow:category.parent', table: false, form: { type: 'tree', tree: { api: CATEGORY_API, path: 'tree', root: '0' } } },
    { name: 'sort', label: 'flow:category.sort', width: 100, form: { type: 'number' } },
    { name: 'remark', label: 'flow:category.remark', form: { type: 'textarea', span: 24 } },
  ],
};
