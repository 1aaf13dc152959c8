import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Empty, Flex, Input, List, Select, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, EyeOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Designer } from '@pdfme/ui';
import type { Template } from '@pdfme/common';
import { PERMISSIONS, PRINT_TEMPLATE_ENABLED } from '@beree/contracts';
import { usePermission } from '@/features/auth/permission';
import { enableTemplate, fetchDocuments, fetchFields, fetchTemplate, previewUrl, PRINT_FONT_URL, saveTemplate, type PrintTemplateRecord } from './api';
import { designerPlugins, fieldSchema, PDF_FONT } from './plugins';
import { PreviewDialog } from './PreviewDialog';

const P = PERMISSIONS.print;
const SAMPLE = '__sample__';

/**
 * The pdfme designer on a saved template: a document template (/print/design/{id}) with the
 * document's fields to place and a real document to preview on, or a free template
 * (/print-custom-design/{id}) with its sample data as JSON. Save keeps the layout; 启用 makes it the
 * tenant's layout of its document type.
 */
export function PrintDesigner({ mode }: { mode: 'document' | 'custom' }) {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('print');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = usePermission();
  const container = useRef<HTMLDivElement>(null);
  const designer = useRef<Designer | null>(null);
  const [record, setRecord] = useState<PrintTemplateRecord | null>(null);
  const [sampleText, setSampleText] = useState('');
  const [target, setTarget] = useState(SAMPLE);
  const [preview, setPreview] = useState<Promise<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const detail = useQuery({ queryKey: ['print-template', id], queryFn: () => fetchTemplate(id), enabled: Boolean(id) });
  const docType = record?.docType;
  const fields = useQuery({ queryKey: ['print-fields', docType, lang], queryFn: () => fetchFields(docType!), enabled: mode === 'document' && Boolean(docType) });
  const documents = useQuery({ queryKey: ['print-documents', docType], queryFn: () => fetchDocuments(docType!), enabled: mode === 'document' && Boolean(docType) });

  useEffect(() => {
    if (detail.data && !record) {
      setRecord(detail.data);
      setSampleText(JSON.stringify(detail.data.sampleData ?? {}, null, 2));
    }
  }, [detail.data, record]);

  // One designer per template and language; what was drawn survives a language switch.
  const loaded = Boolean(record);
  useEffect(() => {
    if (!loaded || !container.current || !record) return;
    const template = (designer.current?.getTemplate() ?? record.template) as Template;
    const made = new Designer({ domContainer: container.current, template, options: { font: { [PDF_FONT]: { data: PRINT_FONT_URL, fallback: true } }, lang }, plugins: designerPlugins(t) });
    designer.current = made;
    return () => made.destroy();
    // Rebuilt for another template or language only; saving updates the record, not the drawing.
  }, [loaded, lang]);

  const sampleData = (): Record<string, string> | undefined => {
    try {
      const data = JSON.parse(sampleText || '{}') as unknown;
      if (data && typeof data === 'object' && !Array.isArray(data) && Object.values(data).every((v) => typeof v === 'string')) return data as Record<string, string>;
    } catch {
      // Reported below.
    }
    message.error(t('sampleInvalid'));
    return undefined;
  };

  const save = async () => {
    if (!record || !designer.current) return;
    const data = mode === 'custom' ? sampleData() : undefined;
    if (mode === 'custom' && !data) return;
    setBusy(true);
    try {
      const saved = await saveTemplate({ id: record.id, version: record.version, docType: record.docType, name: record.name, remark: record.remark, template: designer.current.getTemplate() as unknown as Record<string, unknown>, ...(data ? { sampleData: data } : {}) });
      setRecord(saved);
      message.success(t('saved'));
    } finally {
      setBusy(false);
    }
  };

  const enable = async () => {
    if (!record) return;
    const enabled = await enableTemplate(record.id);
    setRecord({ ...record, status: enabled.status, version: enabled.version });
    message.success(t('enabled'));
  };

  const showPreview = () => {
    if (!record || !designer.current) return;
    const data = mode === 'custom' ? sampleData() : undefined;
    if (mode === 'custom' && !data) return;
    const template = designer.current.getTemplate() as unknown as Record<string, unknown>;
    setPreview(previewUrl({ docType: record.docType, template, ...(data ? { data } : {}), ...(target !== SAMPLE ? { document: target } : {}) }));
  };

  const addField = (field: NonNullable<typeof fields.data>[number]) => {
    const current = designer.current;
    if (!current) return;
    const template = current.getTemplate();
    const page = current.getPageCursor();
    if (template.schemas.flat().some((s) => s.name === field.name)) return message.info(t('fieldPlaced', { name: field.label[lang] }));
    const schemas = template.schemas.map((p, i) => (i === page ? [...p, fieldSchema(field, { x: 20, y: 20 })] : p));
    current.updateTemplate({ ...template, schemas });
  };

  if (detail.isLoading || !record) return <Spin style={{ display: 'block', margin: 48 }} />;
  const enabled = record.status === PRINT_TEMPLATE_ENABLED;
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/report/print')}>{t('back')}</Button>
            <Typography.Text strong>{record.name}</Typography.Text>
            <Tag>{t(`docType.${record.docType}`)}</Tag>
            {mode === 'document' && <Tag color={enabled ? 'green' : 'default'}>{t(enabled ? 'status.enabled' : 'status.disabled')}</Tag>}
          </Space>
          <Space wrap>
            {mode === 'document' && (
              <Select style={{ width: 280 }} value={target} onChange={setTarget} aria-label={t('previewOn')}
                options={[{ value: SAMPLE, label: t('sampleDocument') }, ...(documents.data ?? [])]} />
            )}
            {can(P.preview) && <Button icon={<EyeOutlined />} onClick={showPreview}>{t('preview')}</Button>}
            {mode === 'document' && !enabled && can(P.enable) && <Button icon={<CheckOutlined />} onClick={enable}>{t('enable')}</Button>}
            {can(P.design) && <Button type="primary" icon={<SaveOutlined />} loading={busy} onClick={save}>{t('save')}</Button>}
          </Space>
        </Flex>
      </Card>
      <Flex gap={12} align="stretch">
        <div ref={container} data-testid="print-designer" style={{ flex: 1, height: 'calc(100vh - 230px)', minHeight: 480, border: '1px solid #f0f0f0' }} />
        <Card size="small" title={t(mode === 'document' ? 'fields' : 'sampleData')} style={{ width: 280, overflow: 'auto', height: 'calc(100vh - 230px)', minHeight: 480 }}>
          {mode === 'document' ? (
            fields.data?.length ? (
              <>
                <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t('fieldsHelp')}</Typography.Paragraph>
                <List size="small" dataSource={fields.data} renderItem={(field) => (
                  <List.Item actions={[<Tooltip key="add" title={t('addField')}><Button size="small" icon={<PlusOutlined />} aria-label={`${t('addField')} ${field.label[lang]}`} onClick={() => addField(field)} /></Tooltip>]}>
                    <List.Item.Meta title={field.label[lang]} description={<Typography.Text code>{`{${field.name}}`}</Typography.Text>} />
                  </List.Item>
                )} />
              </>
            ) : (
              <Empty />
            )
          ) : (
            <>
              <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t('sampleHelp')}</Typography.Paragraph>
              <Input.TextArea aria-label={t('sampleData')} value={sampleText} onChange={(e) => setSampleText(e.target.value)} autoSize={{ minRows: 12 }} style={{ fontFamily: 'monospace' }} />
            </>
          )}
        </Card>
      </Flex>
      {preview && <PreviewDialog title={`${t('preview')} · ${record.name}`} url={preview} onClose={() => setPreview(null)} />}
    </Flex>
  );
}
