import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLockStore } from './lock-store';

/** Asks for a lock password and locks the session; the guard then shows the lock screen. */
export function LockButton() {
  const { t } = useTranslation('lock');
  const lock = useLockStore((s) => s.lock);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  const onFinish = ({ password }: { password: string }) => {
    lock(password);
    setOpen(false);
  };

  return (
    <>
      <Button type="text" icon={<LockOutlined />} aria-label={t('layout:lock')} onClick={() => setOpen(true)} />
      <Modal
        open={open}
        title={t('setTitle')}
        okText={t('lockNow')}
        cancelText={t('common:cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        afterClose={() => form.resetFields()}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={onFinish}>
          <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('messages:lock.password.required') }]}>
            <Input.Password autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
