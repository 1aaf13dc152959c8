import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PARTY_KINDS, type SupplyStatus } from '@beree/contracts';
import { useDictionary } from '@/components/pickers/use-dictionary';
import { fetchBusinessOverview, type BusinessOverview as Overview } from './overview-api';

const CountChart = lazy(() => import('./CountChart'));
const RELATIONS = '/scm/supply-relation';

/** The relation figures each kind watches first, each linking to the list filtered to it. */
const FIGURES: Record<string, SupplyStatus[]> = {
  HOSPITAL: ['SUBMITTED', 'APPROVED', 'STOPPED'],
  SUPPLIER: ['SUBMITTED', 'APPROVED', 'REJECTED'],
  PLATFORM: ['SUBMITTED', 'APPROVED', 'STOPPED'],
};

function Figure({ title, value, to }: { title: string; value: number; to: string }) {
  return (
    <Card size="small">
      <Link to={to}>
        <Statistic title={title} value={value} />
      </Link>
    </Card>
  );
}

function Content({ data }: { data: Overview }) {
  const { t } = useTranslation('wel');
  const status = useDictionary('supplyStatus');
  const group = data.tenantKind === 'HOSPITAL' || data.tenantKind === 'PLATFORM' ? data.tenantKind : 'SUPPLIER';
  const relations = Object.entries(data.supplyRelations)
    .filter(([, n]) => n > 0)
    .map(([key, value]) => ({ name: status.label(key), value }));
  const tenants = data.tenantsByKind ? PARTY_KINDS.map((kind) => ({ name: t(`tenant:kind.${kind}`), value: data.tenantsByKind![kind] ?? 0 })) : null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Row gutter={[16, 16]}>
          {FIGURES[group].map((key) => (
            <Col key={key} xs={8} xl={24}>
              <Figure title={t(`business.${group}.${key}`)} value={data.supplyRelations[key]} to={`${RELATIONS}?supplyStatus=${key}`} />
            </Col>
          ))}
        </Row>
      </Col>
      <Col xs={24} xl={14}>
        <Card size="small" title={t(tenants ? 'business.tenantsChart' : 'business.relationsChart')}>
          <Suspense fallback={<Skeleton active />}>
            {tenants ? (
              <CountChart kind="bar" data={tenants} title={t('business.tenantsChart')} />
            ) : relations.length ? (
              <CountChart kind="pie" data={relations} title={t('business.relationsChart')} />
            ) : (
              t('business.noRelations')
            )}
          </Suspense>
        </Card>
      </Col>
    </Row>
  );
}

/** The home page's business part: what this kind of tenant works on, with real figures and a chart. */
export function BusinessOverview() {
  const overview = useQuery({ queryKey: ['home', 'overview'], queryFn: fetchBusinessOverview });
  if (overview.isError) return null;
  return overview.data ? <Content data={overview.data} /> : <Skeleton active />;
}
