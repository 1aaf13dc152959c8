import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Form, Select, Space, Table, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type ReportChart as ChartDef, type ReportColumn, type ReportParam, type ReportRunResult } from '@beree/contracts';
import { getData, postCommand } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';
import { usePermission } from '@/features/auth/permission';
import { downloadFile } from '@/shared/request/download';
import { REPORT_API } from '../design/api';
import { DictCell, formatCell, shownColumns } from './format';
import { initialValues, ParamsForm, toValues } from './ParamsForm';

// echarts comes with the chart, when a report that has one has run.
const ReportChart = lazy(() => import('./ReportChart'));

interface Runnable {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  category: string | null;
  params: ReportParam[];
  columns: ReportColumn[];
  chart: ChartDef | null;
  remark: string | null;
}

/**
 * 报表查看 (/report/view): pick one of the reports the user may run — the tenant's own and the
 * platform's shared ones, always over the user's own tenant — fill its parameters (defaults as of
 * today), 查询 for a page of rows and the chart over the whole result, and 导出 Excel / PDF.
 */
export default function ReportViewPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const can = usePermission();
  const [form] = Form.useForm();
  const reports = useQuery({ queryKey: ['report', 'runnable'], queryFn: () => getData<Runnable[]>(`${REPORT_API}/runnable`) });
  const [chosenId, setChosenId] = useState<string>();
  const [values, setValues] = useState<Record<string, string | number | null> | null>(null);
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [result, setResult] = useState<ReportRunResult | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const report = reports.data?.find((r) => r.id === chosenId);
  const name = (r: Runnable) => (lang === 'en' && r.nameEn) || r.name;

  const choose = (id: string) => {
    const next = reports.data?.find((r) => r.id === id);
    setChosenId(id);
    setResult(null);
    setValues(null);
    form.resetFields();
    form.setFieldsValue(initialValues(next?.params ?? []));
  };

  const run = async (chosen: Record<string, string | number | null>, current: number, size: number) => {
    if (!report) return;
    setBusy('run');
    try {
      setResult(await postCommand<ReportRunResult>(`${REPORT_API}/run`, { id: report.id, values: chosen, current, size }));
      setValues(chosen);
      setPage({ current, size });
    } catch {
      // The request client toasts the server's words (a refused parameter, a timeout).
    } finally {
      setBusy(null);
    }
  };

  const search = async () => {
    if (!report) return;
    await form.validateFields();
    await run(toValues(report.params, form.getFieldsValue()), 1, page.size);
  };

  const exportAs = async (format: 'xlsx' | 'pdf') => {
    if (!report) return;
    await form.validateFields();
    setBusy(format);
    try {
      await downloadFile(`${REPORT_API}/export`, { id: report.id, format, ...toValues(report.params, form.getFieldsValue()) }, `${name(report)}.${format}`);
    } catch {
      // Toasted by the request client.
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo(() => {
    if (!report || !result) return [];
    const yesNo: [string, string] = [t('yes'), t('no')];
    return shownColumns(report.columns, result.fields).map((c) => ({
      key: c.field,
      dataIndex: c.field,
      title: (lang === 'en' ? c.labelEn || c.label : c.label || c.labelEn) || c.field,
      width: c.width ?? undefined,
      align: (['integer', 'decimal', 'money', 'percent'].includes(c.format ?? '') ? 'right' : 'left') as 'right' | 'left',
      render: (value: unknown) => (c.dictCode ? <DictCell code={c.dictCode} value={value} /> : formatCell(value, c, yesNo)),
    }));
  }, [report, result, lang, t]);

  const seriesNames = useMemo(() => Object.fromEntries((report?.columns ?? []).map((c) => [c.field, (lang === 'en' ? c.labelEn || c.label : c.label) || c.field])), [report, lang]);

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex vertical gap={12}>
          <Space wrap>
            <Typography.Text>{t('pickReport')}</Typography.Text>
            <Select
              aria-label={t('pickReport')}
              placeholder={t('pickReport')}
              loading={reports.isLoading}
              value={chosenId}
              onChange={choose}
              showSearch
              optionFilterProp="label"
              virtual={false}
              style={{ width: 320 }}
              options={(reports.data ?? []).map((r) => ({ value: r.id, label: name(r) }))}
            />
            {report?.remark && <Typography.Text type="secondary">{report.remark}</Typography.Text>}
          </Space>
          {report && (
            <Flex gap={12} wrap align="start">
              {report.params.length > 0 && <ParamsForm form={form} params={report.params} onFinish={() => void search()} />}
              <Space>
                <Button type="primary" icon={<SearchOutlined />} loading={busy === 'run'} onClick={() => void search().catch(() => undefined)}>
                  {t('query')}
                </Button>
                {can(PERMISSIONS.report.export) && (
                  <>
                    <Button icon={<FileExcelOutlined />} loading={busy === 'xlsx'} onClick={() => void exportAs('xlsx').catch(() => undefined)}>
                      {t('exportExcel')}
                    </Button>
                    <Button icon={<FilePdfOutlined />} loading={busy === 'pdf'} onClick={() => void exportAs('pdf').catch(() => undefined)}>
                      {t('exportPdf')}
                    </Button>
                  </>
                )}
              </Space>
            </Flex>
          )}
        </Flex>
      </Card>
      {!report && <Empty description={t('pickFirst')} />}
      {report && result && (
        <>
          {result.truncated && <Alert type="warning" showIcon message={t('truncated', { total: result.total })} />}
          {result.chart && result.chart.categories.length > 0 && (
            <Card size="small" title={t('chartTitle')}>
              <Suspense fallback={<div style={{ height: 300 }} />}>
                <ReportChart chart={result.chart} title={name(report)} names={seriesNames} />
              </Suspense>
            </Card>
          )}
          <Card size="small" title={name(report)}>
            <Table
              size="small"
              rowKey={(_, index) => `${page.current}-${index}`}
              dataSource={result.records}
              columns={columns}
              scroll={{ x: 'max-content' }}
              loading={busy === 'run'}
              locale={{ emptyText: t('noRows') }}
              pagination={{
                current: result.current,
                pageSize: result.size,
                total: result.total,
                showSizeChanger: true,
                showTotal: (total) => t('total', { total }),
                onChange: (current, size) => values && void run(values, size === page.size ? current : 1, size),
              }}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
