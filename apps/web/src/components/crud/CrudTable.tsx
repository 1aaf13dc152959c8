import { useMemo } from 'react';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@beree/contracts';
import { DictText } from '@/components/pickers/DictText';
import { RowActions, type RowHandlers, type RowPermissions } from './RowActions';
import type { CrudColumn, CrudRecord } from './types';

interface CrudTableProps extends RowHandlers {
  columns: CrudColumn[];
  rowKey: string;
  records: CrudRecord[];
  total: number;
  current: number;
  size: number;
  loading: boolean;
  allowed: RowPermissions;
  /** Rows carry check boxes (batch delete, or a page's own toolbar actions). */
  selectable?: boolean;
  selectedKeys: string[];
  onSelect: (keys: string[]) => void;
  onPageChange: (page: number, pageSize: number) => void;
  /** Lazy trees control which rows are open, to load their children. */
  expandable?: TableProps<CrudRecord>['expandable'];
  onRowClick?: (record: CrudRecord) => void;
  /** The row shown as chosen (e.g. the dictionary whose entries are listed beside). */
  activeKey?: string;
}

/** Room for one row link: its icon and padding, and its text (Chinese characters about twice as wide). */
const linkWidth = (label: string) => 30 + [...label].reduce((w, c) => w + (c.charCodeAt(0) > 0xff ? 14 : 8), 0);
/** Room a page's own row links take, a little more than a four-character link. */
const EXTRA_LINKS_WIDTH = 100;

/** The paged table of a resource, with a row-action column and row selection for batch delete. */
export function CrudTable(props: CrudTableProps) {
  const { columns, rowKey, records, allowed, onView, onEdit, onDelete, onAddChild, canAddChild, editable, editLabel, deletable, actions, extraActions, activeKey, onRowClick, expandable } = props;
  const { t } = useTranslation('crud');

  // Memoised so that paging and selection do not rebuild every cell renderer.
  const tableColumns = useMemo<TableColumnsType<CrudRecord>>(() => {
    const shown: TableColumnsType<CrudRecord> = columns
      .filter((column) => column.table !== false)
      .map((column) => ({
        key: column.name,
        dataIndex: column.name,
        title: t(column.label),
        width: column.width,
        ellipsis: true,
        render: column.render ?? cellRenderer(column, t),
      }));
    // The links a row shows (as RowActions decides); without a row to ask, every link the user may use.
    const linksOf = (record?: CrudRecord) =>
      (
        [
          [allowed.view, 'view'],
          [allowed.edit && (!record || (editable?.(record) ?? true)), editLabel ?? 'edit'],
          [allowed.delete && (!record || (deletable?.(record) ?? true)), 'delete'],
          [allowed.addChild && onAddChild && (!record || (canAddChild?.(record) ?? true)), 'addChild'],
        ] as const
      )
        .filter(([shown]) => shown)
        .map(([, label]) => linkWidth(t(label)))
        .concat((actions ?? []).filter((action) => !record || (action.visible?.(record) ?? true)).map((action) => linkWidth(t(action.label))));
    const links = linksOf();
    // As wide as the busiest row on screen, so links shown on no row take no room; trees keep room
    // for every link, as rows yet to be opened may show any of them.
    const flat = !expandable && !records.some((record) => Array.isArray(record.children));
    const linksWidth = flat && records.length > 0 ? Math.max(...records.map((record) => linksOf(record).reduce((sum, w) => sum + w, 0))) : links.reduce((sum, w) => sum + w, 0);
    if (links.length > 0 || extraActions) {
      shown.push({
        key: 'actions',
        title: t('actions'),
        fixed: 'right',
        width: linksWidth + 16 + (extraActions ? EXTRA_LINKS_WIDTH : 0),
        render: (_value, record) => (
          <RowActions
            record={record}
            allowed={allowed}
            onView={onView}
            onEdit={onEdit}
            onDelete={onDelete}
            onAddChild={onAddChild}
            canAddChild={canAddChild}
            editable={editable}
            editLabel={editLabel}
            deletable={deletable}
            actions={actions}
            extraActions={extraActions}
          />
        ),
      });
    }
    return shown;
  }, [columns, allowed, onView, onEdit, onDelete, onAddChild, canAddChild, editable, editLabel, deletable, actions, extraActions, records, expandable, t]);

  return (
    <Table<CrudRecord>
      rowKey={rowKey}
      columns={tableColumns}
      dataSource={props.records}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      expandable={props.expandable}
      rowClassName={(record) => (activeKey !== undefined && String(record[rowKey]) === activeKey ? 'ant-table-row-selected crud-row-active' : '')}
      onRow={onRowClick ? (record) => ({ onClick: () => onRowClick(record), style: { cursor: 'pointer' } }) : undefined}
      rowSelection={
        (props.selectable ?? allowed.delete)
          ? { selectedRowKeys: props.selectedKeys, onChange: (keys) => props.onSelect(keys.map(String)) }
          : undefined
      }
      pagination={{
        current: props.current,
        pageSize: props.size,
        total: props.total,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        showTotal: (total) => t('total', { total }),
        onChange: props.onPageChange,
      }}
    />
  );
}

/** Dictionary columns show the entry's label, fixed-choice columns their option's label. */
function cellRenderer(column: CrudColumn, t: (key: string) => string) {
  if (column.dict) return (value: unknown) => <DictText code={column.dict as string} value={value} />;
  const options = column.options ?? (column.form?.type === 'select' ? column.form.options : undefined);
  if (options) return (value: unknown) => {
    const option = options.find((o) => String(o.value) === String(value));
    return option ? t(option.label) : '--';
  };
  return undefined;
}
