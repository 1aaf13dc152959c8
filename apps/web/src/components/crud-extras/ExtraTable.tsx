import { useMemo } from 'react';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@beree/contracts';
import type { CrudRecord } from '@/components/crud';
import { RowActions, type RowHandlers, type RowPermissions } from '@/components/crud/RowActions';
import { DictText } from '@/components/pickers/DictText';
import type { ExtraColumn, RowAction } from './types';

interface ExtraTableProps extends RowHandlers {
  columns: ExtraColumn[];
  rowKey: string;
  records: CrudRecord[];
  total: number;
  current: number;
  size: number;
  loading: boolean;
  allowed: RowPermissions;
  /** The extra row buttons the user may use. */
  actions: RowAction[];
  selectable: boolean;
  selectedKeys: string[];
  onSelect: (keys: string[]) => void;
  onPageChange: (page: number, pageSize: number) => void;
}

/** The paged table of the CRUD layer, with cells of their own and extra buttons on each row. */
export function ExtraTable(props: ExtraTableProps) {
  const { columns, allowed, actions, onView, onEdit, onDelete } = props;
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
        render:
          column.render ?? (column.dict ? (value: unknown) => <DictText code={column.dict as string} value={value} /> : undefined),
      }));
    if (allowed.view || allowed.edit || allowed.delete || actions.length > 0) {
      shown.push({
        key: 'actions',
        title: t('actions'),
        fixed: 'right',
        render: (_value, record) => (
          <Space size={0}>
            <RowActions record={record} allowed={allowed} onView={onView} onEdit={onEdit} onDelete={onDelete} />
            {actions.map((action) => (
              <Button key={action.key} type="link" size="small" icon={action.icon} onClick={() => action.onClick(record)}>
                {t(action.label)}
              </Button>
            ))}
          </Space>
        ),
      });
    }
    return shown;
  }, [columns, allowed, actions, onView, onEdit, onDelete, t]);

  return (
    <Table<CrudRecord>
      rowKey={props.rowKey}
      columns={tableColumns}
      dataSource={props.records}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      rowSelection={
        props.selectable ? { selectedRowKeys: props.selectedKeys, onChange: (keys) => props.onSelect(keys.map(String)) } : undefined
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
