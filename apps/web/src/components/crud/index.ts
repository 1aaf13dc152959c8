export { CrudPage, type CrudPageProps } from './CrudPage';
export { SearchForm } from './SearchForm';
export { CrudTable } from './CrudTable';
export { DocumentTable } from './DocumentTable';
export { FormDialog } from './FormDialog';
export { RecordForm } from './RecordForm';
export { ActionDialog } from './ActionDialog';
export { BatchBar } from './BatchBar';
export { WithSidePanel } from './SidePanel';
export { TreePicker } from './TreePicker';
export { useCrudList } from './use-crud-list';
export { useCrudMutations } from './use-crud-mutations';
export { useDeleteFlow } from './use-delete-flow';
export { useCommand, useConfirm, type Command } from './use-command';
export { getData, postCommand } from './api';
export { crudKeys } from './query-keys';
export { useContractMessage } from './use-lang';
export { contractRule, requiredRule } from './rules';
export { useTreeSource, nestByParent, allNodes, type TreeNode } from './use-tree-source';
export type {
  CrudColumn,
  CrudConfig,
  CrudPermissions,
  CrudRecord,
  CrudTreeConfig,
  DialogMode,
  FormFieldConfig,
  FormFieldType,
  RowAction,
  ToolbarAction,
  TreeSource,
  WidgetProps,
} from './types';
