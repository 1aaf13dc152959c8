import { useCallback, useMemo, useState } from 'react';
import { App, Flex } from 'antd';
import { BatchBar, SearchForm, useCrudList, useCrudMutations, type CrudRecord } from '@/components/crud';
import type { Filters } from '@/components/crud/types';
import { useDeleteFlow } from '@/components/crud/use-delete-flow';
import { useContractMessage } from '@/components/crud/use-lang';
import { usePermission } from '@/features/auth/permission';
import { ExtraFormDialog } from './ExtraFormDialog';
import { ExtraTable } from './ExtraTable';
import { Toolbar } from './Toolbar';
import { asCrudColumn, type DialogMode, type ExtraCrudConfig, type RowAction, type ToolbarAction } from './types';

interface ExtraCrudPageProps {
  config: ExtraCrudConfig;
  /** Filters chosen outside the search form (a dept, a menu), sent with every list call. */
  params?: Filters;
  /** Values a new record starts with, on top of the config's (the dept or menu chosen beside the table). */
  defaults?: CrudRecord;
  /** A message key warned instead of opening the add dialog, while something it needs is not chosen. */
  addBlocked?: string;
  rowActions?: RowAction[];
  toolbar?: ToolbarAction[];
}

interface DialogState {
  mode: DialogMode;
  recordId?: string;
}

/**
 * A CRUD page built from the CRUD layer's list, search, toolbar and delete flow, adding what some
 * screens need: outside filters, extra row and toolbar buttons, and the extra field types.
 */
export function ExtraCrudPage({ config, params, defaults, addBlocked, rowActions = [], toolbar = [] }: ExtraCrudPageProps) {
  const can = usePermission();
  const { message } = App.useApp();
  const say = useContractMessage();
  const rowKey = config.rowKey ?? 'id';
  // Outside filters are part of the list call (and of its cache key), so choosing a dept refetches.
  const listParams = useMemo(() => ({ ...config.params, ...params }), [config.params, params]);
  const list = useCrudList(config.api, { path: config.listPath, params: listParams });
  const { submit, remove } = useCrudMutations(config.api, { removeParam: config.removeParam });
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DialogState | null>(null);

  // Another dept or menu lists other rows: start again from the first page with nothing checked.
  const paramsKey = JSON.stringify(params ?? {});
  const [listedFor, setListedFor] = useState(paramsKey);
  if (listedFor !== paramsKey) {
    setListedFor(paramsKey);
    setSelectedKeys([]);
    list.changePage(1, list.size);
  }

  const { add, edit, view } = config.permissions;
  const canDelete = can(config.permissions.delete);
  const batchDelete = canDelete && config.batchDelete !== false;
  const allowed = useMemo(() => ({ view: can(view), edit: can(edit), delete: canDelete }), [can, view, edit, canDelete]);
  const actions = useMemo(() => rowActions.filter((a) => can(a.permission)), [rowActions, can]);
  const tools = useMemo(() => toolbar.filter((a) => can(a.permission)), [toolbar, can]);

  const removeMany = remove.mutateAsync;
  const removeIds = useCallback(
    async (ids: string[]) => {
      await removeMany(ids);
      setSelectedKeys((keys) => keys.filter((key) => !ids.includes(key)));
    },
    [removeMany],
  );
  const confirmDelete = useDeleteFlow(removeIds);

  const idOf = useCallback((record: CrudRecord) => String(record[rowKey]), [rowKey]);
  const onView = useCallback((record: CrudRecord) => setDialog({ mode: 'view', recordId: idOf(record) }), [idOf]);
  const onEdit = useCallback((record: CrudRecord) => setDialog({ mode: 'edit', recordId: idOf(record) }), [idOf]);
  const onDelete = useCallback((record: CrudRecord) => confirmDelete([idOf(record)]), [confirmDelete, idOf]);
  const onAdd = () => (addBlocked ? message.warning(say(addBlocked)) : setDialog({ mode: 'add' }));

  // The search form knows the CRUD layer's field types; the extra ones search as text.
  const searchColumns = useMemo(
    () => config.columns.filter((c) => c.search).map((c) => asCrudColumn(c, c.form?.type === 'dict' || c.form?.type === 'select' ? c.form.type : 'input')),
    [config.columns],
  );

  return (
    <Flex vertical gap="middle">
      <SearchForm columns={searchColumns} onSearch={list.search} />
      <Flex gap="small" wrap>
        <BatchBar canAdd={can(add)} canDelete={batchDelete} onAdd={onAdd} onBatchDelete={() => confirmDelete(selectedKeys)} />
        <Toolbar actions={tools} selectedKeys={selectedKeys} />
      </Flex>
      <ExtraTable
        columns={config.columns}
        rowKey={rowKey}
        records={list.records}
        total={list.total}
        current={list.current}
        size={list.size}
        loading={list.loading}
        allowed={allowed}
        actions={actions}
        selectable={batchDelete || tools.some((a) => a.selection)}
        selectedKeys={selectedKeys}
        onSelect={setSelectedKeys}
        onPageChange={list.changePage}
        onView={onView}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {dialog && (
        <ExtraFormDialog
          config={config}
          mode={dialog.mode}
          recordId={dialog.recordId}
          defaults={{ ...config.defaults, ...defaults }}
          submitting={submit.isPending}
          onSubmit={submit.mutateAsync}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  );
}
