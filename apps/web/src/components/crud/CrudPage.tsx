import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Flex } from 'antd';
import { usePermission } from '@/features/auth/permission';
import { BatchBar } from './BatchBar';
import { CrudTable } from './CrudTable';
import { ExportButton } from './ExportButton';
import { FormDialog } from './FormDialog';
import { SearchForm } from './SearchForm';
import type { CrudConfig, CrudRecord, DialogMode } from './types';
import { useCrudList } from './use-crud-list';
import { useCrudMutations } from './use-crud-mutations';
import { useDeleteFlow } from './use-delete-flow';
import { useLazyTree } from './use-lazy-tree';

interface DialogState {
  mode: DialogMode;
  recordId?: string;
  preset?: CrudRecord;
}

export interface CrudPageProps {
  config: CrudConfig;
  /** A page's own toolbar buttons, given the keys of the checked rows. */
  toolbar?: (selectedKeys: string[]) => ReactNode;
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
}

/** A whole list page of one resource, described by its config: search, toolbar, table and dialog. */
export function CrudPage({ config, toolbar, extraActions, selectable, onRowClick, activeKey, onRecords, onRemoved }: CrudPageProps) {
  const can = usePermission();
  const rowKey = config.rowKey ?? 'id';
  const lazy = config.tree?.lazy;
  const rootFromLazy = lazy?.root !== undefined;
  const list = useCrudList(config.api, {
    path: rootFromLazy ? lazy.path : config.listPath,
    params: rootFromLazy ? { ...config.params, [lazy.param]: lazy.root } : config.params,
    unpaged: rootFromLazy,
  });
  const tree = useLazyTree(config.api, lazy, rowKey, list.records);
  useEffect(() => onRecords?.(list.records), [onRecords, list.records]);
  const { save, remove } = useCrudMutations(config.api, { removeParam: config.removeParam });
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DialogState | null>(null);

  const { add, edit, view } = config.permissions;
  const canDelete = can(config.permissions.delete);
  const childPreset = config.tree?.childPreset;
  const allowed = useMemo(
    () => ({ view: can(view), edit: can(edit), delete: canDelete, addChild: Boolean(childPreset) && can(add) }),
    [can, view, edit, add, canDelete, childPreset],
  );
  const batchDelete = canDelete && config.batchDelete !== false;

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
  const onView = useCallback((record: CrudRecord) => setDialog({ mode: 'view', recordId: idOf(record) }), [idOf]);
  const onEdit = useCallback((record: CrudRecord) => setDialog({ mode: 'edit', recordId: idOf(record) }), [idOf]);
  const onDelete = useCallback((record: CrudRecord) => confirmDelete([idOf(record)]), [confirmDelete, idOf]);
  const onAddChild = useCallback((record: CrudRecord) => setDialog({ mode: 'add', preset: childPreset?.(record) }), [childPreset]);

  return (
    <Flex vertical gap="middle">
      <SearchForm columns={config.columns} onSearch={list.search} />
      <BatchBar
        canAdd={can(add)}
        canDelete={batchDelete}
        onAdd={() => setDialog({ mode: 'add' })}
        onBatchDelete={() => confirmDelete(selectedKeys)}
        extra={
          config.exportName || toolbar ? (
            <>
              {config.exportName && <ExportButton api={config.api} filters={{ ...config.params, ...list.filters }} fileName={config.exportName} />}
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
        selectable={batchDelete || Boolean(selectable)}
        selectedKeys={selectedKeys}
        onSelect={setSelectedKeys}
        onPageChange={list.changePage}
        onView={onView}
        onEdit={onEdit}
        onDelete={onDelete}
        onAddChild={childPreset ? onAddChild : undefined}
        canAddChild={config.tree?.canHaveChildren}
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
          onSubmit={(body, mode) => save.mutateAsync({ body, editing: mode === 'edit' })}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  );
}
