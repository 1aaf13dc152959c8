import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { claimTask, completeTask } from '../api';
import { FormRenderer } from '../form/FormRenderer';
import { fromFormValues, toFormValues } from '../form/form-values';
import { LeaveInfo } from '../leave/LeaveInfo';
import { CopyButton } from './CopyButton';
import { HistoryTimeline } from './HistoryTimeline';
import { ProcessDiagram } from './ProcessDiagram';
import { StepFiles } from './StepFiles';
import type { UploadedFile } from '@/shared/request/put-file';
import { TaskActions } from './TaskActions';
import { useProcessPage } from './use-process';
import { WithdrawButton } from './WithdrawButton';

/**
 * 办理 (/work/process/handle/{taskId}/{processInstanceId}, the leave demo's at
 * /work/process/leave/handle/{taskId}/{processInstanceId}/{businessId}): the leave or the node's
 * designed form (with its field permissions) beside the diagram, its history, and every operation
 * the task's state and node allow — approve or reject with a comment, 转办, 委托, 退回, 加签, 减签, 终止.
 */
export default function HandlePage() {
  const { t } = useTranslation('work');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const { detail, leave } = useProcessPage(processInstanceId, businessId, taskId);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [form] = Form.useForm<Record<string, unknown>>();

  if (detail.isError) return <Result status="warning" title={t('loadFailed')} />;
  if (!detail.data) return <Skeleton active />;
  const { process, task, buttons, flow, form: designed } = detail.data;
  const has = (key: string) => buttons.some((b) => b.buttonKey === key);
  const mine = task?.taskId === taskId;

  const finished = async (done: string, leavePage: boolean) => {
    void message.success(done);
    await queryClient.invalidateQueries({ queryKey: ['crud'] });
    if (leavePage) void navigate('/work/todo');
    else await queryClient.invalidateQueries({ queryKey: ['work'] });
  };
  const act = async (key: string, run: () => Promise<unknown>, done: string, leavePage: boolean) => {
    setBusy(key);
    try {
      await run();
      await finished(done, leavePage);
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  // The node's designed form goes along: checked in full to approve, as it stands to reject.
  const formValues = async (pass: boolean) => {
    if (!designed) return undefined;
    const values = pass ? await form.validateFields() : form.getFieldsValue();
    return fromFormValues(designed.content, values, designed.permissions);
  };
  const decide = async (pass: boolean) => {
    if (!pass && !comment.trim()) return void message.warning(t('handle.reasonRequired'));
    let variables: Record<string, unknown> | undefined;
    try {
      variables = await formValues(pass);
    } catch {
      // The form shows what is missing.
      return;
    }
    void act(pass ? 'pass' : 'reject', () => completeTask(taskId, pass, comment.trim() || t('handle.defaultPass'), variables, files.map((f) => f.attachId)), t(pass ? 'handle.passed' : 'handle.rejected'), true);
  };

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" wrap>
        <Card title={process.title} style={{ flex: '1 1 420px', minWidth: 0 }}>
          {leave.data ? <LeaveInfo leave={leave.data} /> : !designed && <Typography.Text>{process.processDefinitionName}</Typography.Text>}
          {designed && <FormRenderer key={designed.formKey} content={designed.content} permissions={designed.permissions} form={form} readOnly={!mine} initialValues={toFormValues(designed.content, designed.values)} />}
        </Card>
        <Card title={t('diagram.title')} style={{ flex: '1 1 420px', minWidth: 0 }}>
          <ProcessDiagram processInstanceId={processInstanceId} />
        </Card>
      </Flex>
      <Card title={task ? t('handle.title', { node: task.taskName }) : t('handle.noTask')}>
        {mine ? (
          <Flex vertical gap="small">
            <Input.TextArea rows={3} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={t('handle.commentPlaceholder')} aria-label={t('handle.comment')} />
            {(has('wf_pass') || has('wf_reject')) && <StepFiles value={files} onChange={setFiles} />}
            <Space wrap>
              {has('wf_claim') && (
                <Button loading={busy === 'claim'} onClick={() => void act('claim', () => claimTask(taskId), t('claimed'), false)}>
                  {t('claim')}
                </Button>
              )}
              {has('wf_pass') && (
                <Button type="primary" loading={busy === 'pass'} onClick={() => void decide(true)}>
                  {t('handle.pass')}
                </Button>
              )}
              {has('wf_reject') && (
                <Button danger loading={busy === 'reject'} onClick={() => void decide(false)}>
                  {t('handle.reject')}
                </Button>
              )}
              <TaskActions detail={detail.data} taskId={taskId} processInstanceId={processInstanceId} onDone={(done, stays) => void finished(done, !stays)} />
              <CopyButton processInstanceId={processInstanceId} taskId={taskId} />
              <WithdrawButton detail={detail.data} processInstanceId={processInstanceId} />
              <Button onClick={() => void navigate(-1)}>{t('back')}</Button>
            </Space>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('handle.notYours')}</Typography.Text>
        )}
      </Card>
      <Card title={t('history.title')}>
        <HistoryTimeline flow={flow} notes={detail.data.processComments} />
      </Card>
    </Flex>
  );
}
