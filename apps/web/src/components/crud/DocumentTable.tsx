import { CrudTable } from './CrudTable';
import type { RowPermissions } from './RowActions';
import type { CrudColumn, CrudRecord, RowAction } from './types';
import type { useCrudList } from './use-crud-list';

interface DocumentTableProps {
  list: ReturnType<typeof useCrudList>;
  columns: CrudColumn[];
  allowed: RowPermissions;
  /** The document's own transitions the user may use, each on the rows it is visible for. */
  actions: RowAction[];
  /** Rows the user may still change or delete: a document is edited only in its draft states. */
  changeable: (record: CrudRecord) => boolean;
  onView: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  /** Check boxes for the page's batch transitions; none without it. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void };
}

/**
 * The list of a business document (contracts, plans, orders…): rows are opened, edited and deleted
 * one at a time and carry the transitions of their state; with a selection, the page's batch
 * transitions run on the checked rows.
 */
export function DocumentTable({ list, columns, allowed, actions, changeable, onView, onEdit, onDelete, selection }: DocumentTableProps) {
  return (
    <CrudTable
      columns={columns}
      rowKey="id"
      records={list.records}
      total={list.total}
      current={list.current}
      size={list.size}
      loading={list.loading}
      allowed={allowed}
      selectable={selection !== undefined}
      selectedKeys={selection?.keys ?? []}
      onSelect={selection?.onChange ?? (() => undefined)}
      onPageChange={list.changePage}
      onView={(record) => onView(String(record.id))}
      onEdit={(record) => onEdit(String(record.id))}
      onDelete={(record) => onDelete(String(record.id))}
      editable={changeable}
      deletable={changeable}
      actions={actions}
    />
  );
}
