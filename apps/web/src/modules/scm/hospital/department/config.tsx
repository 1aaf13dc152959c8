import { hospitalDepartmentSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { DEPARTMENT_API } from '../api';

/** 科室管理: the hospital's departments as a tree; a row's "add child" starts one under it. */
export const departmentConfig: CrudConfig = {
  api: DEPARTMENT_API,
  schema: hospitalDepartmentSchema,
  permissions: PERMISSIONS.hospitalDepartment,
  defaults: { kind: 'CLINICAL', sort: 0 },
  tree: { childPreset: (parent) => ({ parentId: parent.id, kind: parent.kind, sort: 0 }) },
  columns: [
    { name: 'name', label: 'hospital:departmentName', search: true, form: { type: 'input' } },
    { name: 'code', label: 'hospital:departmentCode', search: true, form: { type: 'input' } },
    { name: 'parentId', label: 'hospital:parentDepartment', table: false, form: { type: 'tree', tree: { api: DEPARTMENT_API, path: 'tree', root: '0' } } },
    { name: 'kind', label: 'hospital:departmentKind', dict: 'departmentKind', search: 'equal', form: { type: 'dict' } },
    { name: 'hisCode', label: 'hospital:hisCode', form: { type: 'input' } },
    { name: 'sort', label: 'hospital:sort', form: { type: 'number' } },
    { name: 'remark', label: 'hospital:remark', table: false, form: { type: 'textarea', span: 24 } },
  ],
};
