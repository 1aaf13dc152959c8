import { useCallback, useMemo, useState } from 'react';
import { Flex } from 'antd';
import { usePermission } from '@/features/auth/permission';
import { BatchBar } from './BatchBar';
import { CrudTable } from './CrudTable';
import { FormDialog } from './FormDialog';
import { SearchForm } from './SearchForm';
import type { CrudConfig, CrudRecord, DialogMode } from './types';
import { useCrudList } from './use-crud-list';
import { useCrudMutations } from './use-crud-mutations';
import { useDeleteFlow } from './use-delete-flow';

interface DialogState {
  mode: DialogMode;
  recordId?: string;
}

/** A whole list page of one resource, described by its config: search, toolbar, table and dialog. */
export function CrudPage({ config }: { config: CrudConfig }) {
  const can = usePermission();
  const rowKey = config.rowKey ?? 'id';
  const list = useCrudList(config.api);
  const { submit, remove } = useCrudMutations(config.api);
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DialogState | null>(null);

  const { add, edit, view } = config.permissions;
  const canDelete = can(config.permissions.delete);
  const allowed = useMemo(() => ({ view: can(view), edit: can(edit), delete: canDelete }), [can, view, edit, canDelete]);

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

  return (
    <Flex vertical gap="middle">
      <SearchForm columns={config.columns} onSearch={list.search} />
      <BatchBar
        canAdd={can(add)}
        canDelete={canDelete}
        onAdd={() => setDialog({ mode: 'add' })}
        onBatchDelete={() => confirmDelete(selectedKeys)}
      />
      <CrudTable
        columns={config.columns}
        rowKey={rowKey}
        records={list.records}
        total={list.total}
        current={list.current}
        size={list.size}
        loading={list.loading}
        allowed={allowed}
        selectedKeys={selectedKeys}
        onSelect={setSelectedKeys}
        onPageChange={list.changePage}
        onView={onView}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {dialog && (
        <FormDialog
          config={config}
          mode={dialog.mode}
          recordId={dialog.recordId}
          submitting={submit.isPending}
          onSubmit={submit.mutateAsync}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  );
}
