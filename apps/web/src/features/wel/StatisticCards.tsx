import { ApartmentOutlined, AppstoreOutlined, MenuOutlined, SettingOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningResult } from '@/shared/ui/WarningResult';
import { STATISTIC_KEYS, fetchHomeStatistics, type HomeStatistics } from './statistics-api';

const ICONS: Record<keyof HomeStatistics, ReactNode> = {
  users: <UserOutlined />,
  roles: <TeamOutlined />,
  params: <SettingOutlined />,
  tenants: <ApartmentOutlined />,
  packages: <AppstoreOutlined />,
  menus: <MenuOutlined />,
};

/** The platform figures of the home page, straight from the server. */
export function StatisticCards() {
  const { t } = useTranslation('wel');
  const stats = useQuery({ queryKey: ['home', 'statistics'], queryFn: fetchHomeStatistics });

  if (stats.isError) {
    return (
      <WarningResult
        title={t('statsFailed')}
        extra={<Button onClick={() => void stats.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {STATISTIC_KEYS.map((key) => (
        <Col key={key} xs={12} md={8} xl={4}>
          <Card loading={stats.isPending}>
            <Statistic title={t(`stats.${key}`)} value={stats.data?.[key]} prefix={ICONS[key]} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
