import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE } from '@beree/contracts';
import { ActionDialog, getData, type CrudColumn, type CrudRecord } from '@/components/crud';
import { RemoteSelect } from '@/components/pickers/RemoteSelect';
import { PROCESS_API } from '../api';

interface OpenTask {
  taskId: string;
  taskName: string;
  assigneeName: string | null;
}

/** 变更办理人: one open task of the process goes to another user of the tenant. */
export function AssigneeDialog({ processInstanceId, submitting, onSubmit, onClose }: {
  processInstanceId: string;
  submitting: boolean;
  onSubmit: (values: { taskId: string; assignee: string; comment?: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('flow');
  const detail = useQuery({
    queryKey: ['flow', 'follow', 'tasks', processInstanceId],
    queryFn: () => getData<{ tasks: OpenTask[] }>(`${PROCESS_API}/detail`, { processInstanceId }),
  });
  const tasks = detail.data?.tasks ?? [];
  const columns = useMemo<CrudColumn[]>(
    () => [
      {
        name: 'taskId',
        label: 'flow:follow.task',
        form: {
          type: 'select',
          span: 24,
          rules: [{ required: true, message: t('follow.taskRequired') }],
          options: tasks.map((task) => ({ value: task.taskId, label: task.assigneeName ? `${task.taskName} (${task.assigneeName})` : task.taskName })),
        },
      },
      {
        name: 'assignee',
        label: 'flow:follow.assignee',
        form: {
          type: 'custom',
          span: 24,
          rules: [{ required: true, message: t('follow.assigneeRequired') }],
          render: (props) => <RemoteSelect {...props} url="/blade-user/search/user" params={{ size: MAX_PAGE_SIZE }} labelKey="realName" />,
        },
      },
      { name: 'comment', label: 'flow:follow.comment', form: { type: 'textarea', span: 24 } },
    ],
    [t, tasks],
  );
  // One open task is chosen already.
  const initialValues: CrudRecord | undefined = tasks.length === 1 ? { taskId: tasks[0].taskId } : undefined;
  return (
    <ActionDialog
      title="flow:follow.changeAssignee"
      width={520}
      columns={columns}
      loading={detail.isLoading}
      initialValues={initialValues}
      submitting={submitting}
      onSubmit={(values) => onSubmit({ taskId: String(values.taskId), assignee: String(values.assignee), comment: values.comment ? String(values.comment) : undefined })}
      onClose={onClose}
    />
  );
}
