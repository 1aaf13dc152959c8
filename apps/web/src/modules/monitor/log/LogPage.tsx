import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Card, Flex, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import { usePermission } from '@/features/auth/permission';
import { useSessionStore } from '@/features/auth/session-store';
import { DocumentTable, getData, SearchForm, useCrudList } from '@/components/crud';
import type { Filters } from '@/components/crud/types';
import { tenantColumn } from './fields';
import type { HourCount } from './HourlyChart';
import type { LogKind } from './kinds';
import { LogDetail } from './LogDetail';
import { toLogFilters } from './TimeRangeField';

// echarts is heavy: it is fetched only when the API log shows.
const HourlyChart = lazy(() => import('./HourlyChart'));

const NEVER = () => false;
const NOTHING = () => undefined;

/** The requests per hour for the list's filters, above the table. */
function HourlyCard({ kind, filters }: { kind: LogKind; filters: Filters }) {
  const { t } = useTranslation('log');
  const { data } = useQuery({ queryKey: [kind.api, 'hourly', filters], queryFn: () => getData<HourCount[]>(`${kind.api}/hourly`, filters) });
  const names = useMemo(() => ({ requests: t('requests'), errors: t('errors'), serverErrors: t('serverErrors') }), [t]);
  const range = data?.length ? t('chartRange', { from: data[0].hour, to: data[data.length - 1].hour }) : undefined;
  return (
    <Card size="small" title={t('chartTitle')} extra={range}>
      {data ? (
        <Suspense fallback={<Skeleton active />}>
          <HourlyChart hours={data} names={names} title={t('chartTitle')} />
        </Suspense>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}

/**
 * A log under 日志管理: read-only rows searched by time range, user, path and the log's own
 * fields, each opened in a dialog; the platform's administrator sees every tenant's rows and may
 * pick one tenant.
 */
export function LogPage({ kind }: { kind: LogKind }) {
  useTranslation('log');
  const can = usePermission();
  const platform = useSessionStore((s) => s.tenantId) === PLATFORM_TENANT_ID;
  const columns = useMemo(() => (platform ? [kind.columns[0], tenantColumn, ...kind.columns.slice(1)] : kind.columns), [kind, platform]);
  const list = useCrudList(kind.api, { linkColumns: columns });
  const { search } = list;
  const onSearch = useCallback((filters: Filters) => search(toLogFilters(filters)), [search]);
  const [viewing, setViewing] = useState<string | null>(null);
  const allowed = useMemo(() => ({ view: can(kind.permissions.view), edit: false, delete: false }), [can, kind]);
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={columns} onSearch={onSearch} linked={list.linked} />
      {kind.hourly && <HourlyCard kind={kind} filters={list.filters} />}
      <DocumentTable list={list} columns={columns} allowed={allowed} actions={[]} changeable={NEVER} onView={setViewing} onEdit={NOTHING} onDelete={NOTHING} />
      {viewing && <LogDetail kind={kind} id={viewing} onClose={() => setViewing(null)} />}
    </Flex>
  );
}
