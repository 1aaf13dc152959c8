import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/features/auth/session-store';
import type { UserInfo } from '@/features/auth/session-types';

const FIELDS: Array<[keyof UserInfo, string]> = [
  ['tenant_id', 'tenantId'],
  ['account', 'account'],
  ['user_name', 'userName'],
  ['real_name', 'realName'],
  ['nick_name', 'nickName'],
  ['role_name', 'roleName'],
  ['user_id', 'userId'],
  ['dept_id', 'deptId'],
];

/** The signed-in user's details, as the session holds them. */
export default function InfoPage() {
  const { t } = useTranslation('info');
  const user = useSessionStore((s) => s.userInfo);
  return (
    <Card title={t('title')} extra={<Avatar src={user?.avatar || undefined} icon={<UserOutlined />} />}>
      <Descriptions bordered column={{ xs: 1, md: 2 }}>
        {FIELDS.map(([field, label]) => (
          <Descriptions.Item key={field} label={t(label)}>
            {String(user?.[field] ?? '')}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
