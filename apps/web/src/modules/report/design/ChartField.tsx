import { Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_CHART_TYPES, type ReportChart, type ReportColumn } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { usePreviewFields } from './preview-context';

/**
 * The optional chart: its kind, the category column (x, a pie's slices), the value columns and,
 * for bars and lines, a column whose values each get a series of their own (one bar per supplier
 * in each month). The choices are the columns of the last preview, else the listed columns.
 */
export function ChartField({ value, onChange }: WidgetProps) {
  const { t } = useTranslation('report');
  const { fields } = usePreviewFields();
  const listed = (Form.useWatch('columns') as ReportColumn[] | undefined) ?? [];
  const chart = value as ReportChart | null | undefined;
  const names = fields.length ? fields.map((f) => f.field) : listed.map((c) => c.field).filter(Boolean);
  const numeric = fields.length ? fields.filter((f) => f.type === 'number').map((f) => f.field) : names;
  const set = (patch: Partial<ReportChart>) => onChange?.({ type: 'bar', x: '', series: [], ...chart, ...patch });
  const options = (list: string[]) => list.map((n) => ({ value: n, label: n }));
  return (
    <Flex gap={6} wrap>
      <Select
        aria-label={t('chartType')}
        value={chart?.type ?? 'none'}
        onChange={(type: string) => (type === 'none' ? onChange?.(null) : set({ type: type as ReportChart['type'] }))}
        style={{ width: 120 }}
        options={[{ value: 'none', label: t('chartKind.none') }, ...REPORT_CHART_TYPES.map((type) => ({ value: type, label: t(`chartKind.${type}`) }))]}
      />
      {chart && (
        <>
          <Select aria-label={t('chartX')} placeholder={t('chartX')} value={chart.x || undefined} onChange={(x) => set({ x })} style={{ width: 140 }} options={options(names)} />
          <Select aria-label={t('chartSeries')} placeholder={t('chartSeries')} mode="multiple" value={chart.series} onChange={(series) => set({ series })} style={{ width: 280 }} options={options(numeric)} />
          {chart.type !== 'pie' && (
            <Select aria-label={t('chartSeriesBy')} placeholder={t('chartSeriesBy')} allowClear value={chart.seriesBy ?? undefined} onChange={(seriesBy) => set({ seriesBy: seriesBy ?? null })} style={{ width: 160 }} options={options(names)} />
          )}
        </>
      )}
    </Flex>
  );
}
