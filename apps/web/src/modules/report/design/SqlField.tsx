import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Space, Table, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, reportDefaultValue, type ReportField, type ReportParam } from '@beree/contracts';
import { postCommand, type WidgetProps } from '@/components/crud';
import { REPORT_API } from './api';
import { usePreviewFields } from './preview-context';

interface Preview {
  fields: ReportField[];
  records: Record<string, unknown>[];
}

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

/**
 * The query editor (monospace) with 预览: the query as it stands in the dialog, with its parameters
 * at their defaults, runs on the server as a report would and shows its first rows and columns,
 * which the columns and chart editors then offer. A refusal shows under it in the server's words.
 */
export function SqlField({ value, onChange, id }: WidgetProps) {
  const { t } = useTranslation('report');
  const form = Form.useFormInstance();
  const { setFields } = usePreviewFields();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  // A refused query is the designer's to fix here: the server's words under the editor.
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    const params = ((form.getFieldValue('params') as ReportParam[] | undefined) ?? []).filter((p) => p?.name);
    const values = Object.fromEntries(params.map((p) => [p.name, reportDefaultValue(p) ?? null]));
    setBusy(true);
    try {
      const answer = await postCommand<Preview>(`${REPORT_API}/preview`, { querySql: value, datasourceId: form.getFieldValue('datasourceId') || null, params, values });
      setPreview(answer);
      setFields(answer.fields);
      setError(null);
    } catch (failure) {
      setPreview(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={8}>
      <Input.TextArea id={id} value={(value as string | undefined) ?? ''} onChange={(e) => onChange?.(e.target.value)} placeholder={t('sqlPlaceholder')} autoSize={{ minRows: 6, maxRows: 16 }} spellCheck={false} style={MONO} />
      <Space>
        <Button icon={<EyeOutlined />} loading={busy} disabled={!String(value ?? '').trim()} onClick={() => void run()}>
          {t('preview')}
        </Button>
        <Typography.Text type="secondary">{t('previewHelp', { rows: REPORT_LIMITS.previewRows })}</Typography.Text>
      </Space>
      {error && <Alert type="error" showIcon message={error} />}
      {preview && (
        <Table
          size="small"
          aria-label={t('previewTable')}
          rowKey={(_, index) => String(index)}
          pagination={false}
          scroll={{ x: 'max-content', y: 240 }}
          dataSource={preview.records}
          columns={preview.fields.map((f) => ({ key: f.field, dataIndex: f.field, title: f.field, render: (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)) }))}
          locale={{ emptyText: t('noRows') }}
        />
      )}
    </Flex>
  );
}
