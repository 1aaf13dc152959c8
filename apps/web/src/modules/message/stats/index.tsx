import { lazy, Suspense, useMemo, useState } from 'react';
import { Card, Col, Flex, Row, Segmented, Skeleton, Statistic, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getData } from '@/components/crud';
import { DictText } from '@/components/pickers/DictText';
import { MESSAGE_API } from '../api';
import { ChannelSelect } from '../shared/ChannelSelect';
import { byDay, STAT_FIGURES, sum, type Stats, type StatsRow } from './types';

// echarts is heavy: it is fetched only when this page shows.
const StatsChart = lazy(() => import('./StatsChart'));

const SPANS = [7, 14, 30];
const FIGURE_COLORS: Record<string, string | undefined> = { sent: '#389e0d', failed: '#cf1322' };

/**
 * 消息统计 (/message/stats): what the pipeline did with the tenant's messages over the last 7, 14 or
 * 30 days — totals, a chart per day and a table per day and channel — for all channels or one.
 */
export default function StatsPage() {
  const { t } = useTranslation('messageCentre');
  const [days, setDays] = useState(14);
  const [channel, setChannel] = useState<string | undefined>();
  const { data, isLoading } = useQuery({ queryKey: [MESSAGE_API.stats, days], queryFn: () => getData<Stats>(MESSAGE_API.stats, { days }) });
  const rows = useMemo(() => (data?.rows ?? []).filter((row) => !channel || row.channel === channel), [data, channel]);
  const totals = channel ? sum(rows) : data?.totals;
  const perDay = useMemo(() => byDay(data?.days ?? [], rows), [data, rows]);
  const names = useMemo(() => Object.fromEntries(STAT_FIGURES.map((figure) => [figure, t(`stats.${figure}`)])), [t]);
  const tableRows = useMemo(() => [...rows].sort((a, b) => b.day.localeCompare(a.day) || a.channel.localeCompare(b.channel)), [rows]);

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center" wrap>
        <Segmented<number> value={days} onChange={setDays} options={SPANS.map((n) => ({ value: n, label: t('stats.lastDays', { count: n }) }))} />
        <div style={{ width: 220 }}>
          <ChannelSelect value={channel} onChange={(next) => setChannel((next as string | null) ?? undefined)} placeholder={t('allChannels')} />
        </div>
      </Flex>
      <Row gutter={[16, 16]}>
        {STAT_FIGURES.map((figure) => (
          <Col key={figure} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic title={names[figure]} value={totals?.[figure] ?? 0} loading={isLoading} styles={{ content: { color: FIGURE_COLORS[figure] } }} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('stats.chartTitle')}>
        {data ? (
          <Suspense fallback={<Skeleton active />}>
            <StatsChart days={data.days} figures={perDay} names={names} title={t('stats.chartTitle')} />
          </Suspense>
        ) : (
          <Skeleton active />
        )}
      </Card>
      <Table<StatsRow>
        size="small"
        rowKey={(row) => `${row.day}-${row.channel}`}
        loading={isLoading}
        dataSource={tableRows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'day', dataIndex: 'day', title: t('stats.day'), width: 120 },
          { key: 'channel', dataIndex: 'channel', title: t('channel'), width: 160, render: (value) => <DictText code="messageChannel" value={value} /> },
          ...STAT_FIGURES.map((figure) => ({ key: figure, dataIndex: figure, title: names[figure], width: 100, align: 'right' as const })),
        ]}
      />
    </Flex>
  );
}
