import { useCallback, useState } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { DocumentTable, SearchForm, useCrudList } from '@/components/crud';
import type { Filters } from '@/components/crud/types';
import { usePermission } from '@/features/auth/permission';
import { usePageLocation } from '@/features/tabs/page-location';
import { MESSAGE_API } from '../api';
import { withTimeRange } from '../shared/TimeRange';
import { CREATED_DAYS, taskColumns } from './columns';
import { TaskDialog } from './TaskDialog';

const NEVER = () => false;
const NO_ACTIONS: never[] = [];

/**
 * 消息任务 (/message/task): every send, from a screen or a business event, and where the pipeline
 * took it. `?taskId=` opens one task (the send page links here).
 */
export default function TaskPage() {
  useTranslation('messageCentre');
  const can = usePermission();
  const list = useCrudList(MESSAGE_API.task, { linkColumns: taskColumns });
  const { search } = list;
  const onSearch = useCallback((filters: Filters) => search(withTimeRange(filters, CREATED_DAYS, 'createTime')), [search]);
  const linked = new URLSearchParams(usePageLocation().search).get('taskId');
  const [viewing, setViewing] = useState<string | null>(linked);
  // Another link to the page while it stays open shows that task.
  const [followed, setFollowed] = useState(linked);
  if (followed !== linked) {
    setFollowed(linked);
    if (linked) setViewing(linked);
  }
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={taskColumns} onSearch={onSearch} linked={list.linked} />
      <DocumentTable
        list={list}
        columns={taskColumns}
        allowed={{ view: can(PERMISSIONS.messageTask.view), edit: false, delete: false }}
        actions={NO_ACTIONS}
        changeable={NEVER}
        onView={setViewing}
        onEdit={NEVER}
        onDelete={NEVER}
      />
      {viewing && <TaskDialog id={viewing} onClose={() => setViewing(null)} />}
    </Flex>
  );
}
