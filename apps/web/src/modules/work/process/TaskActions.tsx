import { useMemo, useState } from 'react';
import { App, Button, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE } from '@beree/contracts';
import { ActionDialog, type CrudColumn, type CrudRecord } from '@/components/crud';
import { RemoteSelect } from '@/components/pickers/RemoteSelect';
import { UserSelect } from '@/components/pickers/UserSelect';
import { addSigners, delegateTask, fetchBackNodes, removeSigner, rollbackTask, terminateProcess, transferTask, type ProcessDetail } from '../api';

/** The operations of a task beyond 同意 / 驳回, each keyed by the node button that offers it. */
export const TASK_ACTIONS = ['wf_transfer', 'wf_delegate', 'wf_rollback', 'wf_add_instance', 'wf_del_instance', 'wf_terminate'] as const;
type TaskAction = (typeof TASK_ACTIONS)[number];

interface TaskActionsProps {
  detail: ProcessDetail;
  taskId: string;
  processInstanceId: string;
  /** After an action; `stays` when the task is still the caller's (加签, 减签). */
  onDone: (message: string, stays: boolean) => void;
}

const oneUser = (t: (key: string) => string, label: string): CrudColumn => ({
  name: 'assignee',
  label,
  form: {
    type: 'custom',
    span: 24,
    rules: [{ required: true, message: t('actions.userRequired') }],
    render: (props) => <RemoteSelect {...props} url="/blade-user/search/user" params={{ size: MAX_PAGE_SIZE }} labelKey="realName" />,
  },
});
const comment = (label: string, required: boolean, t: (key: string) => string): CrudColumn => ({
  name: 'comment',
  label,
  form: { type: 'textarea', span: 24, rules: required ? [{ required: true, whitespace: true, message: t('actions.reasonRequired') }] : [] },
});

/**
 * 转办, 委托, 退回, 加签, 减签 and 终止 on the handling page, each with its dialog; shown only where the
 * server's buttons for this task (its state and the node's design) allow them.
 */
export function TaskActions({ detail, taskId, processInstanceId, onDone }: TaskActionsProps) {
  const { t } = useTranslation('work');
  const { modal } = App.useApp();
  const [open, setOpen] = useState<TaskAction | null>(null);
  const [busy, setBusy] = useState(false);
  const offered = TASK_ACTIONS.filter((key) => detail.buttons.some((b) => b.buttonKey === key));
  const nameOf = (key: TaskAction) => detail.buttons.find((b) => b.buttonKey === key)?.name ?? t(`actions.${key}`);
  const back = useQuery({ queryKey: ['work', 'back-nodes', taskId], queryFn: () => fetchBackNodes(taskId), enabled: open === 'wf_rollback' });
  // The signers of this node: not offered to 加签 (the server refuses them), and the others than the caller for 减签.
  const node = detail.tasks?.find((task) => task.taskId === taskId)?.taskDefinitionKey;
  const onNode = useMemo(() => (detail.tasks ?? []).filter((task) => task.taskDefinitionKey === node && task.assignee), [detail.tasks, node]);
  const later = useMemo(() => detail.laterSigners ?? [], [detail.laterSigners]);
  const signing = useMemo(() => [...onNode.map((task) => String(task.assignee)), ...later.map((s) => s.userId)], [onNode, later]);
  // Those signing now but the caller, then (sequential) those whose turn has not come.
  const signers = useMemo(
    () => [
      ...onNode.filter((task) => task.taskId !== taskId).map((s) => ({ value: String(s.assignee), label: s.assigneeName ?? String(s.assignee) })),
      ...later.map((s) => ({ value: s.userId, label: t('actions.laterTurn', { name: s.userName }) })),
    ],
    [onNode, later, taskId, t],
  );

  const columns = useMemo<CrudColumn[]>(() => {
    switch (open) {
      case 'wf_transfer':
      case 'wf_delegate':
        return [oneUser(t, 'work:actions.user'), comment('work:actions.comment', false, t)];
      case 'wf_rollback':
        return [
          {
            name: 'nodeId',
            label: 'work:actions.node',
            form: { type: 'select', span: 24, rules: [{ required: true, message: t('actions.nodeRequired') }], options: (back.data ?? []).map((n) => ({ value: n.nodeId, label: n.name || n.nodeId })) },
          },
          comment('work:actions.reason', true, t),
        ];
      case 'wf_add_instance':
        return [
          { name: 'assignee', label: 'work:actions.users', form: { type: 'custom', span: 24, rules: [{ required: true, message: t('actions.userRequired') }], render: (props) => <UserSelect {...props} exclude={signing} /> } },
          comment('work:actions.comment', false, t),
        ];
      case 'wf_del_instance':
        return [
          {
            name: 'assignee',
            label: 'work:actions.signer',
            form: { type: 'select', span: 24, rules: [{ required: true, message: t('actions.userRequired') }], options: signers },
          },
          comment('work:actions.comment', false, t),
        ];
      case 'wf_terminate':
        return [comment('work:actions.reason', true, t)];
      default:
        return [];
    }
  }, [open, t, back.data, signers, signing]);

  const submit = async (values: CrudRecord) => {
    const note = typeof values.comment === 'string' && values.comment.trim() ? values.comment.trim() : undefined;
    const assignee = String(values.assignee ?? '');
    const send: Record<TaskAction, () => Promise<unknown>> = {
      wf_transfer: () => transferTask({ taskId, assignee, comment: note }),
      wf_delegate: () => delegateTask({ taskId, assignee, comment: note }),
      wf_rollback: () => rollbackTask({ taskId, nodeId: String(values.nodeId), comment: note }),
      wf_add_instance: () => addSigners({ taskId, assignee, comment: note }),
      wf_del_instance: () => removeSigner({ taskId, assignee, comment: note }),
      wf_terminate: () => terminateProcess({ processInstanceId, comment: note }),
    };
    const action = open!;
    setBusy(true);
    try {
      await send[action]();
      onDone(t(`actions.done.${action}`), action === 'wf_add_instance' || action === 'wf_del_instance');
    } finally {
      setBusy(false);
    }
  };

  const start = (key: TaskAction) => {
    // Ending the whole process is asked twice: the dialog takes the reason, this the intent.
    if (key === 'wf_terminate') modal.confirm({ title: t('actions.terminateConfirm', { title: detail.process.title }), onOk: () => setOpen(key) });
    else setOpen(key);
  };

  return (
    <>
      {/* Its own row of buttons: the page's Space would see this fragment as one item, without gaps. */}
      <Space wrap>
        {offered.map((key) => (
          <Button key={key} danger={key === 'wf_terminate'} disabled={key === 'wf_del_instance' && !signers.length} onClick={() => start(key)}>
            {nameOf(key)}
          </Button>
        ))}
      </Space>
      {open && (
        <ActionDialog
          title={`work:actions.${open}`}
          width={520}
          columns={columns}
          loading={open === 'wf_rollback' && back.isLoading}
          submitting={busy}
          onSubmit={submit}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
