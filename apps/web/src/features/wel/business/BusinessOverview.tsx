import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PARTY_KINDS, type SupplyStatus } from '@beree/contracts';
import { useDictionary } from '@/components/pickers/use-dictionary';
import { Figure } from './Figure';
import { MoneyFigures } from './MoneyFigures';
import { SupplyFigures } from './SupplyFigures';
import { fetchBusinessOverview, fetchCertificationCount, type BusinessOverview as Overview, type CertificationCount } from './overview-api';

const CountChart = lazy(() => import('./CountChart'));
const RELATIONS = '/scm/supply-relation';
const CERTIFICATES = '/scm/certificate';
const SHARED = '/scm/certificate-share';

/** The tenant's own certificates by state, each opening the register filtered to what it counts. */
const IN_FORCE = 'archiveStatus=ARCHIVE&useFlag=USING';
const CERTIFICATE_FIGURES: { key: Exclude<keyof CertificationCount, 'shared'>; query: string }[] = [
  { key: 'overdue', query: `stateFlag=OVERDUE&${IN_FORCE}` },
  { key: 'expiringSoon', query: `stateFlag=EXPIRING_SOON&${IN_FORCE}` },
  { key: 'total', query: IN_FORCE },
  { key: 'saved', query: 'archiveStatus=SAVED' },
];

/** For a hospital: what its suppliers shared, each opening the list of shared certificates filtered to it. */
const SHARED_FIGURES: { key: keyof NonNullable<CertificationCount['shared']>; query: string }[] = [
  { key: 'submitted', query: '?reviewStatus=SUBMITTED' },
  { key: 'overdue', query: '?stateFlag=OVERDUE' },
  { key: 'expiringSoon', query: '?stateFlag=EXPIRING_SOON' },
  { key: 'total', query: '' },
];

function CertificateFigures() {
  const { t } = useTranslation('wel');
  const counts = useQuery({ queryKey: ['home', 'certification-count'], queryFn: fetchCertificationCount });
  if (!counts.data) return null;
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      {CERTIFICATE_FIGURES.map(({ key, query }) => (
        <Col key={key} xs={12} xl={6}>
          <Figure title={t(`business.certificates.${key}`)} value={counts.data[key]} to={`${CERTIFICATES}?${query}`} />
        </Col>
      ))}
      {SHARED_FIGURES.map(({ key, query }) =>
        counts.data.shared ? (
          <Col key={`shared-${key}`} xs={12} xl={6}>
            <Figure title={t(`business.shared.${key}`)} value={counts.data.shared[key]} to={`${SHARED}${query}`} />
          </Col>
        ) : null,
      )}
    </Row>
  );
}

/** The relation figures each kind watches first, each linking to the list filtered to it. */
const FIGURES: Record<string, SupplyStatus[]> = {
  HOSPITAL: ['SUBMITTED', 'APPROVED', 'STOPPED'],
  SUPPLIER: ['SUBMITTED', 'APPROVED', 'REJECTED'],
  PLATFORM: ['SUBMITTED', 'APPROVED', 'STOPPED'],
};

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
  if (!overview.data) return <Skeleton active />;
  return (
    <>
      <Content data={overview.data} />
      {overview.data.tenantKind !== 'PLATFORM' && (
        <>
          <SupplyFigures />
          <MoneyFigures />
          <CertificateFigures />
        </>
      )}
    </>
  );
}
