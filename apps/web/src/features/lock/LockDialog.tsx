import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLockStore } from './lock-store';

/** The dialog asking for a lock password; it locks the session, and the guard shows the lock screen. */
export function LockDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('lock');
  const lock = useLockStore((s) => s.lock);
  const [form] = Form.useForm<{ password: string }>();

  const onFinish = ({ password }: { password: string }) => {
    lock(password);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('setTitle')}
      okText={t('lockNow')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('messages:lock.password.required') }]}>
          <Input.Password autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
