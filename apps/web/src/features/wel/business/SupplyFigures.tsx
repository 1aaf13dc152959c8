import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IndentCount } from '@beree/contracts';
import { Figure } from './Figure';
import { fetchDeliveryTrend, fetchIndentCount } from './overview-api';

const CountChart = lazy(() => import('./CountChart'));

type OrderFigure = Exclude<keyof IndentCount, 'party'>;
/** The order figures each side acts on, each opening the list of the state it mostly counts. */
const ORDER_FIGURES: Record<NonNullable<IndentCount['party']>, { key: OrderFigure; to: string }[]> = {
  supplier: [
    { key: 'toConfirm', to: '/scm/indent?indentStatus=SUBMITTED' },
    { key: 'toDeliver', to: '/scm/indent?indentStatus=CONFIRMED' },
    { key: 'notShippedOverWeek', to: '/scm/indent?indentStatus=CONFIRMED' },
  ],
  hospital: [
    { key: 'awaitingDelivery', to: '/scm/indent?indentStatus=CONFIRMED' },
    { key: 'awaitingReceipt', to: '/scm/delivery?deliveryStatus=APPROVED' },
  ],
};

/** Orders waiting on the caller's side and a chart of its delivery notes per month. */
export function SupplyFigures() {
  const { t } = useTranslation('wel');
  const orders = useQuery({ queryKey: ['home', 'indent-count'], queryFn: fetchIndentCount });
  const trend = useQuery({ queryKey: ['home', 'delivery-trend'], queryFn: fetchDeliveryTrend });
  const party = orders.data?.party;
  if (!party) return null;
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} xl={10}>
        <Row gutter={[16, 16]}>
          {ORDER_FIGURES[party].map(({ key, to }) => (
            <Col key={key} xs={8} xl={24}>
              <Figure title={t(`business.orders.${key}`)} value={orders.data![key]} to={to} />
            </Col>
          ))}
        </Row>
      </Col>
      <Col xs={24} xl={14}>
        <Card size="small" title={t('business.deliveryChart')}>
          <Suspense fallback={<Skeleton active />}>
            {trend.data ? <CountChart kind="bar" data={trend.data.map((m) => ({ name: m.month, value: m.notes }))} title={t('business.deliveryChart')} /> : <Skeleton active />}
          </Suspense>
        </Card>
      </Col>
    </Row>
  );
}
