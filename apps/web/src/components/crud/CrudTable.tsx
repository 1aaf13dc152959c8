import { useMemo } from 'react';
import { Table, type TableColumnsType } from 'antd';
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
  selectedKeys: string[];
  onSelect: (keys: string[]) => void;
  onPageChange: (page: number, pageSize: number) => void;
}

/** The paged table of a resource, with a row-action column and row selection for batch delete. */
export function CrudTable(props: CrudTableProps) {
  const { columns, rowKey, allowed, onView, onEdit, onDelete } = props;
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
        render: column.dict ? (value: unknown) => <DictText code={column.dict as string} value={value} /> : undefined,
      }));
    if (allowed.view || allowed.edit || allowed.delete) {
      shown.push({
        key: 'actions',
        title: t('actions'),
        fixed: 'right',
        width: 220,
        render: (_value, record) => (
          <RowActions record={record} allowed={allowed} onView={onView} onEdit={onEdit} onDelete={onDelete} />
        ),
      });
    }
    return shown;
  }, [columns, allowed, onView, onEdit, onDelete, t]);

  return (
    <Table<CrudRecord>
      rowKey={rowKey}
      columns={tableColumns}
      dataSource={props.records}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      rowSelection={
        allowed.delete
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
