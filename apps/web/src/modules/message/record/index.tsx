import { useCallback, useMemo } from 'react';
import { Flex } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PERMISSIONS } from '@beree/contracts';
import { usePermission } from '@/features/auth/permission';
import { DocumentTable, SearchForm, useCrudList, type CrudRecord, type RowAction } from '@/components/crud';
import type { Filters } from '@/components/crud/types';
import { MESSAGE_API, taskPath } from '../api';
import { withTimeRange } from '../shared/TimeRange';
import { CREATED_DAYS, recordColumns } from './columns';

const NEVER = () => false;
const NO_ROWS_ACTIONS = { view: false, edit: false, delete: false };

/**
 * 发送记录 (/message/record): each receiver of each task, its state in the pipeline, the provider's
 * answer, attempts and error; a row opens its task.
 */
export default function RecordPage() {
  useTranslation('messageCentre');
  const navigate = useNavigate();
  const can = usePermission();
  const list = useCrudList(MESSAGE_API.record, { linkColumns: recordColumns });
  const { search } = list;
  const onSearch = useCallback((filters: Filters) => search(withTimeRange(filters, CREATED_DAYS, 'createTime')), [search]);
  const actions = useMemo<RowAction[]>(
    () =>
      [
      {
        key: 'task',
        label: 'messageCentre:record.openTask',
        permission: PERMISSIONS.messageTask.view,
        icon: <ProfileOutlined />,
        onClick: (record: CrudRecord) => void navigate(taskPath(String(record.taskId))),
      },
      ].filter((action) => can(action.permission)),
    [navigate, can],
  );
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={recordColumns} onSearch={onSearch} linked={list.linked} />
      <DocumentTable list={list} columns={recordColumns} allowed={NO_ROWS_ACTIONS} actions={actions} changeable={NEVER} onView={NEVER} onEdit={NEVER} onDelete={NEVER} />
    </Flex>
  );
}
