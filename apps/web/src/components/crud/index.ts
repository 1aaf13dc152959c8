export { CrudPage } from './CrudPage';
export { SearchForm } from './SearchForm';
export { CrudTable } from './CrudTable';
export { FormDialog } from './FormDialog';
export { BatchBar } from './BatchBar';
export { useCrudList } from './use-crud-list';
export { useCrudMutations } from './use-crud-mutations';
export type { CrudColumn, CrudConfig, CrudPermissions, CrudRecord, FormFieldConfig, FormFieldType } from './types';
