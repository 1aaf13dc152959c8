import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/features/auth/session-store';
import { Heading } from '@/shared/ui/Heading';
import { BusinessOverview } from './business/BusinessOverview';
import { StatisticCards } from './StatisticCards';

/** The home dashboard: who is signed in, what their kind of tenant works on, and the system's figures. */
export default function WelPage() {
  const { t } = useTranslation('wel');
  const user = useSessionStore((s) => s.userInfo);
  const name = user?.real_name || user?.nick_name || user?.account || '';
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Space size="large" align="start">
          <Avatar size={56} src={user?.avatar || undefined} icon={<UserOutlined />} />
          <div>
            <Heading level={4}>
              {t('greeting', { name })}
            </Heading>
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label={t('account')}>{user?.account}</Descriptions.Item>
              <Descriptions.Item label={t('tenant')}>{user?.tenant_id}</Descriptions.Item>
              <Descriptions.Item label={t('role')}>{user?.role_name}</Descriptions.Item>
            </Descriptions>
          </div>
        </Space>
      </Card>
      <div>
        <Heading level={5}>
          {t('businessTitle')}
        </Heading>
        <BusinessOverview />
      </div>
      <div>
        <Heading level={5}>
          {t('statsTitle')}
        </Heading>
        <StatisticCards />
      </div>
    </Space>
  );
}
