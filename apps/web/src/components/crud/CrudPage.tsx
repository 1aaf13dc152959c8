import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App, Flex } from 'antd';
import { usePermission } from '@/features/auth/permission';
import { BatchBar } from './BatchBar';
import { CrudTable } from './CrudTable';
import { ExportButton } from './ExportButton';
import { FormDialog } from './FormDialog';
import { SearchForm } from './SearchForm';
import { ToolbarButtons } from './ToolbarButtons';
import type { CrudConfig, CrudRecord, DialogMode, Filters, RowAction, ToolbarAction } from './types';
import { useCrudList } from './use-crud-list';
import { useCrudMutations } from './use-crud-mutations';
import { useDeleteFlow } from './use-delete-flow';
import { useContractMessage } from './use-lang';
import { useLazyTree } from './use-lazy-tree';

interface DialogState {
  mode: DialogMode;
  recordId?: string;
  preset?: CrudRecord;
}

const NO_ACTIONS: never[] = [];

export interface CrudPageProps {
  config: CrudConfig;
  /** Filters chosen outside the search form (a dept, a menu), sent with every list call. */
  params?: Filters;
  /** Values a new record starts with, on top of the config's (the dept or menu chosen beside the table). */
  defaults?: CrudRecord;
  /** Set to false to offer no add button even to a user holding its code (e.g. one who is no party to such records). */
  canAdd?: boolean;
  /** A message key warned instead of opening the add dialog, while something it needs is not chosen. */
  addBlocked?: string;
  /** A page's own toolbar buttons, given the keys of the checked rows. */
  toolbar?: (selectedKeys: string[]) => ReactNode;
  /** A page's own toolbar buttons, each behind its permission code. */
  toolbarActions?: ToolbarAction[];
  /** A page's own row links, each behind its permission code. */
  rowActions?: RowAction[];
  /** A page's own links at the end of each row. */
  extraActions?: (record: CrudRecord) => ReactNode;
  /** Check boxes on the rows even without batch delete (for the page's own toolbar buttons). */
  selectable?: boolean;
  onRowClick?: (record: CrudRecord) => void;
  /** The key of the row shown as chosen. */
  activeKey?: string;
  /** Told the rows each time a list arrives (e.g. to keep a chosen row up to date). */
  onRecords?: (records: CrudRecord[]) => void;
  /** Told the keys of removed rows. */
  onRemoved?: (keys: string[]) => void;
  /** Told after a record was added or updated. */
  onSaved?: () => void;
  /** Shows a record the page's own way instead of the read-only dialog. */
  onView?: (record: CrudRecord) => void;
}

/** A whole list page of one resource, described by its config: search, toolbar, table and dialog. */
export function CrudPage(props: CrudPageProps) {
  const { config, params, defaults, addBlocked, toolbar, extraActions, selectable, onRowClick, activeKey, onRecords, onRemoved, onSaved } = props;
  const { rowActions = NO_ACTIONS, toolbarActions = NO_ACTIONS } = props;
  const can = usePermission();
  const { message } = App.useApp();
  const say = useContractMessage();
  const rowKey = config.rowKey ?? 'id';
  const lazy = config.tree?.lazy;
  const rootFromLazy = lazy?.root !== undefined;
  // Outside filters are part of the list call (and of its cache key), so choosing a dept refetches.
  const listParams = useMemo(() => (params ? { ...config.params, ...params } : config.params), [config.params, params]);
  const list = useCrudList(config.api, {
    path: rootFromLazy ? lazy.path : config.listPath,
    params: rootFromLazy ? { ...listParams, [lazy.param]: lazy.root } : listParams,
    unpaged: rootFromLazy,
    linkColumns: config.columns,
  });
  const tree = useLazyTree(config.api, lazy, rowKey, list.records);
  useEffect(() => onRecords?.(list.records), [onRecords, list.records]);
  const { save, remove } = useCrudMutations(config.api, { removeParam: config.removeParam, submitHeaders: config.submitHeaders });
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
  const childPreset = config.tree?.childPreset;
  const allowed = useMemo(
    () => ({ view: can(view), edit: can(edit), delete: canDelete, addChild: Boolean(childPreset) && can(add) }),
    [can, view, edit, add, canDelete, childPreset],
  );
  const batchDelete = canDelete && config.batchDelete !== false;
  const actions = useMemo(() => rowActions.filter((action) => can(action.permission)), [rowActions, can]);
  const tools = useMemo(() => toolbarActions.filter((action) => can(action.permission)), [toolbarActions, can]);

  const removeMany = remove.mutateAsync;
  const removeIds = useCallback(
    async (ids: string[]) => {
      await removeMany(ids);
      setSelectedKeys((keys) => keys.filter((key) => !ids.includes(key)));
      onRemoved?.(ids);
    },
    [removeMany, onRemoved],
  );
  const confirmDelete = useDeleteFlow(removeIds);

  const idOf = useCallback((record: CrudRecord) => String(record[rowKey]), [rowKey]);
  const viewDialog = useCallback((record: CrudRecord) => setDialog({ mode: 'view', recordId: idOf(record) }), [idOf]);
  const onEdit = useCallback((record: CrudRecord) => setDialog({ mode: 'edit', recordId: idOf(record) }), [idOf]);
  const onDelete = useCallback((record: CrudRecord) => confirmDelete([idOf(record)]), [confirmDelete, idOf]);
  const onAddChild = useCallback((record: CrudRecord) => setDialog({ mode: 'add', preset: childPreset?.(record) }), [childPreset]);
  const onAdd = () => (addBlocked ? message.warning(say(addBlocked)) : setDialog({ mode: 'add', preset: defaults }));
  const submit = async (body: CrudRecord, mode: DialogMode) => {
    await save.mutateAsync({ body, editing: mode === 'edit' });
    onSaved?.();
  };

  const hasExtra = Boolean(config.exportName || toolbar || tools.length > 0);
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={config.columns} onSearch={list.search} linked={list.linked} />
      <BatchBar
        canAdd={props.canAdd !== false && can(add)}
        canDelete={batchDelete}
        onAdd={onAdd}
        addLabel={config.labels?.add}
        onBatchDelete={() => confirmDelete(selectedKeys)}
        extra={
          hasExtra ? (
            <>
              {config.exportName && <ExportButton api={config.api} filters={{ ...listParams, ...list.filters }} fileName={config.exportName} />}
              <ToolbarButtons actions={tools} selectedKeys={selectedKeys} />
              {toolbar?.(selectedKeys)}
            </>
          ) : undefined
        }
      />
      <CrudTable
        columns={config.columns}
        rowKey={rowKey}
        records={tree.records}
        total={list.total}
        current={list.current}
        size={list.size}
        loading={list.loading || tree.loading}
        allowed={allowed}
        selectable={batchDelete || Boolean(selectable) || tools.some((action) => action.selection)}
        selectedKeys={selectedKeys}
        onSelect={setSelectedKeys}
        onPageChange={list.changePage}
        onView={props.onView ?? viewDialog}
        onEdit={onEdit}
        onDelete={onDelete}
        onAddChild={childPreset ? onAddChild : undefined}
        canAddChild={config.tree?.canHaveChildren}
        editable={config.editable}
        editLabel={config.labels?.edit}
        deletable={config.deletable}
        actions={actions}
        extraActions={extraActions}
        expandable={tree.expandable}
        onRowClick={onRowClick}
        activeKey={activeKey}
      />
      {dialog && (
        <FormDialog
          config={config}
          mode={dialog.mode}
          recordId={dialog.recordId}
          preset={dialog.preset}
          submitting={save.isPending}
          onSubmit={submit}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  );
}
