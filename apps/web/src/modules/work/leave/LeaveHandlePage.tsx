import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { claimTask, completeTask } from '../api';
import { FormRenderer } from '../form/FormRenderer';
import { fromFormValues, toFormValues } from '../form/form-values';
import { CopyButton } from '../process/CopyButton';
import { HistoryTimeline } from '../process/HistoryTimeline';
import { LeaveInfo } from './LeaveInfo';
import { useLeaveProcess } from './use-process';

/**
 * 办理 (/work/process/leave/handle/{taskId}/{processInstanceId}/{businessId}): the leave or the node's
 * designed form (with its field permissions), its history, and approve or reject with a comment.
 */
export default function LeaveHandlePage() {
  const { t } = useTranslation('work');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const { detail, leave } = useLeaveProcess(processInstanceId, businessId, taskId);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [form] = Form.useForm<Record<string, unknown>>();

  if (detail.isError) return <Result status="warning" title={t('loadFailed')} />;
  if (!detail.data) return <Skeleton active />;
  const { process, task, buttons, flow, form: designed } = detail.data;
  const has = (key: string) => buttons.some((b) => b.buttonKey === key);
  const mine = task?.taskId === taskId;

  const act = async (key: string, run: () => Promise<unknown>, done: string, leavePage: boolean) => {
    setBusy(key);
    try {
      await run();
      void message.success(done);
      await queryClient.invalidateQueries({ queryKey: ['crud'] });
      if (leavePage) void navigate('/work/todo');
      else await queryClient.invalidateQueries({ queryKey: ['work'] });
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
    void act(pass ? 'pass' : 'reject', () => completeTask(taskId, pass, comment.trim() || t('handle.defaultPass'), variables), t(pass ? 'handle.passed' : 'handle.rejected'), true);
  };

  return (
    <Flex vertical gap="middle">
      <Card title={process.title}>
        {leave.data ? <LeaveInfo leave={leave.data} /> : !designed && <Typography.Text>{process.processDefinitionName}</Typography.Text>}
        {designed && <FormRenderer key={designed.formKey} content={designed.content} permissions={designed.permissions} form={form} readOnly={!mine} initialValues={toFormValues(designed.content, designed.values)} />}
      </Card>
      <Card title={task ? t('handle.title', { node: task.taskName }) : t('handle.noTask')}>
        {mine ? (
          <Flex vertical gap="small">
            <Input.TextArea rows={3} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={t('handle.commentPlaceholder')} aria-label={t('handle.comment')} />
            <Space>
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
              <CopyButton processInstanceId={processInstanceId} taskId={taskId} />
              <Button onClick={() => void navigate(-1)}>{t('back')}</Button>
            </Space>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('handle.notYours')}</Typography.Text>
        )}
      </Card>
      <Card title={t('history.title')}>
        <HistoryTimeline flow={flow} />
      </Card>
    </Flex>
  );
}
