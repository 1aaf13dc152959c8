import { useCallback, useMemo, useState } from 'react';
import { DeleteOutlined, NodeIndexOutlined, PauseCircleOutlined, PlayCircleOutlined, StopOutlined, TableOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, useCommand, useConfirm, type CrudRecord, type RowAction } from '@/components/crud';
import { FOLLOW_API, PROCESS_API } from '../api';
import { AssigneeDialog } from './AssigneeDialog';
import { followConfig } from './config';
import { DeleteDialog } from './DeleteDialog';
import { DispatchDialog } from './DispatchDialog';
import { TerminateDialog } from './TerminateDialog';
import { VariablesDialog } from './VariablesDialog';

const M = PERMISSIONS.wfMonitor;

/**
 * 流程监控 (/flow/follow): running processes; suspend or activate, change a task's assignee, 调度 to
 * another step, 终止, read the variables, delete with a reason.
 */
export default function FollowPage() {
  const { t } = useTranslation('flow');
  const command = useCommand(FOLLOW_API);
  const confirm = useConfirm();
  const [reassigning, setReassigning] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [dispatching, setDispatching] = useState<string | null>(null);
  const [terminating, setTerminating] = useState<string | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const run = command.mutateAsync;

  const changeState = useCallback(
    (record: CrudRecord, status: 'active' | 'suspend') =>
      confirm(t(status === 'suspend' ? 'follow.suspendConfirm' : 'follow.activateConfirm', { title: record.title }), () =>
        run({ url: `${PROCESS_API}/changeTaskStatus`, body: { processInstanceId: record.processInstanceId, status } }),
      ),
    [confirm, run, t],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [
      { key: 'suspend', label: 'flow:suspend', permission: M.status, icon: <PauseCircleOutlined />, visible: (r) => r.suspensionState !== 2, onClick: (r) => changeState(r, 'suspend') },
      { key: 'activate', label: 'flow:activate', permission: M.status, icon: <PlayCircleOutlined />, visible: (r) => r.suspensionState === 2, onClick: (r) => changeState(r, 'active') },
      { key: 'assignee', label: 'flow:follow.changeAssignee', permission: M.assignee, icon: <UserSwitchOutlined />, onClick: (r) => setReassigning(String(r.processInstanceId)) },
      { key: 'dispatch', label: 'flow:follow.dispatch', permission: M.dispatch, icon: <NodeIndexOutlined />, onClick: (r) => setDispatching(String(r.processInstanceId)) },
      { key: 'variables', label: 'flow:follow.variables', permission: M.variables, icon: <TableOutlined />, onClick: (r) => setReading(String(r.processInstanceId)) },
      { key: 'terminate', label: 'flow:follow.terminate', permission: M.terminate, icon: <StopOutlined />, danger: true, onClick: (r) => setTerminating(String(r.processInstanceId)) },
      { key: 'delete', label: 'flow:follow.delete', permission: M.delete, icon: <DeleteOutlined />, danger: true, onClick: (r) => setDeleting(String(r.processInstanceId)) },
    ],
    [changeState],
  );

  return (
    <>
      <CrudPage config={followConfig} rowActions={rowActions} />
      {reassigning && (
        <AssigneeDialog
          processInstanceId={reassigning}
          submitting={command.isPending}
          onSubmit={(body) => run({ url: `${PROCESS_API}/changeTaskAssignee`, body })}
          onClose={() => setReassigning(null)}
        />
      )}
      {dispatching && (
        <DispatchDialog processInstanceId={dispatching} submitting={command.isPending} onSubmit={(body) => run({ url: `${PROCESS_API}/dispatchTask`, body })} onClose={() => setDispatching(null)} />
      )}
      {terminating && (
        <TerminateDialog submitting={command.isPending} onSubmit={(comment) => run({ url: `${PROCESS_API}/terminateProcess`, body: { processInstanceId: terminating, comment } })} onClose={() => setTerminating(null)} />
      )}
      {reading && <VariablesDialog processInstanceId={reading} onClose={() => setReading(null)} />}
      {deleting && (
        <DeleteDialog
          submitting={command.isPending}
          onSubmit={(deleteReason) => run({ url: `${FOLLOW_API}/delete-process-instance`, params: { processInstanceId: deleting, deleteReason } })}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
