import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '@/features/auth/logout';
import { useSessionStore } from '@/features/auth/session-store';
import { useLockStore } from './lock-store';

/** The lock screen: only the password chosen when locking opens the session again (the guard then leaves /lock). */
export default function LockPage() {
  const { t } = useTranslation('lock');
  const user = useSessionStore((s) => s.userInfo);
  const unlock = useLockStore((s) => s.unlock);
  const [wrong, setWrong] = useState(false);

  const onFinish = ({ password }: { password: string }) => {
    if (!unlock(password)) setWrong(true);
  };

  return (
    <div className="beree-auth">
      <main className="beree-auth-card beree-panel" style={{ textAlign: 'center' }}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Avatar size={64} src={user?.avatar || undefined} icon={<UserOutlined />} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {user?.real_name || user?.nick_name || user?.account}
          </Typography.Title>
          <Typography.Text type="secondary">{t('unlockTitle')}</Typography.Text>
          <Form layout="vertical" onFinish={onFinish} onValuesChange={() => setWrong(false)}>
            <Form.Item
              name="password"
              rules={[{ required: true, message: t('messages:lock.password.required') }]}
              validateStatus={wrong ? 'error' : undefined}
              help={wrong ? t('wrongPassword') : undefined}
            >
              <Input.Password prefix={<LockOutlined />} placeholder={t('unlockPlaceholder')} autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block>
              {t('unlock')}
            </Button>
          </Form>
          <Button type="link" onClick={() => void logout()}>
            {t('logout')}
          </Button>
        </Space>
      </main>
    </div>
  );
}
