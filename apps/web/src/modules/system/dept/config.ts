import { deptSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';

const API = '/blade-system/dept';

/**
 * Departments of the tenant as a tree: the list answers the root departments with their
 * sub-departments, and a row's "add child" starts a department under it.
 */
export const deptConfig: CrudConfig = {
  api: API,
  schema: deptSubmitSchema,
  permissions: PERMISSIONS.dept,
  tree: { childPreset: (parent) => ({ parentId: parent.id }) },
  columns: [
    { name: 'deptName', label: 'dept:deptName', search: true, form: { type: 'input' } },
    { name: 'fullName', label: 'dept:fullName', search: true, form: { type: 'input' } },
    { name: 'parentId', label: 'dept:parentId', table: false, form: { type: 'tree', tree: { api: API, path: 'tree', root: '0' } } },
    { name: 'deptCategory', label: 'dept:deptCategory', dict: 'org_category', form: { type: 'dict' } },
    { name: 'sort', label: 'dept:sort', form: { type: 'number' } },
    { name: 'remark', label: 'dept:remark', table: false, form: { type: 'textarea', span: 24 } },
  ],
};
