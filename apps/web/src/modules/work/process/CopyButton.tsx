import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserSelect } from '@/components/pickers/UserSelect';
import { copyTask } from '../api';

interface CopyButtonProps {
  processInstanceId: string;
  /** The task in hand, so the copy says which step it came from. */
  taskId?: string;
}

/** 抄送: sends the process to colleagues for their information; they find it under 抄送事务. */
export function CopyButton({ processInstanceId, taskId }: CopyButtonProps) {
  const { t } = useTranslation('work');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ copyUser: string; comment?: string }>();
  const send = async () => {
    // A missing field shows its message in the form; there is nothing to send yet.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await copyTask({ processInstanceId, taskId, copyUser: values.copyUser, comment: values.comment?.trim() || undefined });
      void message.success(t('copy.done'));
      setOpen(false);
      form.resetFields();
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('copy.action')}</Button>
      <Modal title={t('copy.title')} open={open} onOk={() => void send()} confirmLoading={busy} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="copyUser" label={t('copy.users')} rules={[{ required: true, message: t('copy.usersRequired') }]}>
            <UserSelect placeholder={t('copy.usersPlaceholder')} />
          </Form.Item>
          <Form.Item name="comment" label={t('copy.comment')}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
