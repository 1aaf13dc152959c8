import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MoneyOverview } from '@beree/contracts';
import { Figure } from './Figure';
import { fetchMoneyOverview } from './overview-api';

const CountChart = lazy(() => import('./CountChart'));
const INVOICES = '/scm/invoice';
const SETTLEMENTS = '/scm/settlement';

type MoneyFigure = 'toInvoiceAmount' | 'returnedInvoices' | 'toApproveInvoices' | 'toSettleAmount';
/** What each side acts on first, each opening the list of what it counts. */
const FIGURES: Record<MoneyOverview['party'], { key: MoneyFigure; to: string; money?: boolean }[]> = {
  supplier: [
    { key: 'toInvoiceAmount', to: SETTLEMENTS, money: true },
    { key: 'returnedInvoices', to: `${INVOICES}?invoiceStatus=SAVED` },
  ],
  hospital: [
    { key: 'toApproveInvoices', to: `${INVOICES}?invoiceStatus=SUBMITTED` },
    { key: 'toSettleAmount', to: SETTLEMENTS, money: true },
  ],
};

/** Invoices and settlements: the figures the caller's side acts on, its settlements by state, and a chart of what was invoiced per month. */
export function MoneyFigures() {
  const { t } = useTranslation('wel');
  const money = useQuery({ queryKey: ['home', 'money'], queryFn: fetchMoneyOverview });
  const data = money.data;
  if (!data) return null;
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24} xl={10}>
        <Row gutter={[16, 16]}>
          {FIGURES[data.party].map(({ key, to, money: isMoney }) => (
            <Col key={key} xs={12} xl={12}>
              <Figure title={t(`business.money.${key}`)} value={data[key]} to={to} money={isMoney} />
            </Col>
          ))}
          {data.settlements.map((s) => (
            <Col key={s.settlementStatus} xs={8} xl={8}>
              <Figure title={t(`business.settlements.${s.settlementStatus}`)} value={s.count} to={`${SETTLEMENTS}?settlementStatus=${s.settlementStatus}`} />
            </Col>
          ))}
        </Row>
      </Col>
      <Col xs={24} xl={14}>
        <Card size="small" title={t('business.invoiceChart')}>
          <Suspense fallback={<Skeleton active />}>
            <CountChart kind="bar" money data={data.invoiceTrend.map((m) => ({ name: m.month, value: Number(m.amount) }))} title={t('business.invoiceChart')} />
          </Suspense>
        </Card>
      </Col>
    </Row>
  );
}
