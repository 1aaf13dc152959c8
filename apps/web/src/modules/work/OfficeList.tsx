import { useMemo, useState } from 'react';
import { Flex } from 'antd';
import { CrudTable, SearchForm, useCrudList, type CrudColumn, type RowAction } from '@/components/crud';
import { PROCESS_API } from './api';

interface OfficeListProps {
  /** The list route under /api/blade-workflow/process (processList, todoList, …). */
  path: string;
  columns: CrudColumn[];
  rowKey: string;
  actions: RowAction[];
}

const NOTHING = { view: false, edit: false, delete: false };
const ignore = () => undefined;

/** One of 我的事务's lists: a paged table of the server's list, its row links, and search where the list filters. */
export function OfficeList({ path, columns, rowKey, actions }: OfficeListProps) {
  const list = useCrudList(PROCESS_API, { path });
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const searchable = useMemo(() => columns.some((c) => c.search), [columns]);
  return (
    <Flex vertical gap="middle">
      {searchable && <SearchForm columns={columns} onSearch={list.search} />}
      <CrudTable
        columns={columns}
        rowKey={rowKey}
        records={list.records}
        total={list.total}
        current={list.current}
        size={list.size}
        loading={list.loading}
        allowed={NOTHING}
        selectable={false}
        selectedKeys={selectedKeys}
        onSelect={setSelectedKeys}
        onPageChange={list.changePage}
        onView={ignore}
        onEdit={ignore}
        onDelete={ignore}
        actions={actions}
      />
    </Flex>
  );
}
