import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Divider, Empty, Flex, Input, List, Select, Space, Spin, Tag, Tooltip, Typography, Upload } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, EyeOutlined, FileImageOutlined, FontSizeOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Designer } from '@pdfme/ui';
import type { Template } from '@pdfme/common';
import { PERMISSIONS, PRINT_TEMPLATE_ENABLED } from '@beree/contracts';
import { usePermission } from '@/features/auth/permission';
import { enableTemplate, fetchDocuments, fetchFields, fetchTemplate, previewUrl, printFont, saveTemplate, type PrintTemplateRecord } from './api';
import type { Schema } from '@pdfme/common';
import { captionSchema, designerPlugins, fieldSchema, freeName, imageSchema, PDF_FONT } from './plugins';
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
  /** What was drawn when the designer was last taken down (a language switch rebuilds it). */
  const drawn = useRef<Template | null>(null);
  const [record, setRecord] = useState<PrintTemplateRecord | null>(null);
  const [sampleText, setSampleText] = useState('');
  const [target, setTarget] = useState(SAMPLE);
  const [preview, setPreview] = useState<Promise<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const detail = useQuery({ queryKey: ['print-template', id], queryFn: () => fetchTemplate(id), enabled: Boolean(id) });
  const fontData = useQuery({ queryKey: ['print-font'], queryFn: printFont, staleTime: Infinity });
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
  const loaded = Boolean(record) && Boolean(fontData.data);
  useEffect(() => {
    if (!loaded || !container.current || !record || !fontData.data) return;
    const template = drawn.current ?? (record.template as Template);
    const made = new Designer({ domContainer: container.current, template, options: { font: { [PDF_FONT]: { data: fontData.data, fallback: true } }, lang }, plugins: designerPlugins(t) });
    designer.current = made;
    return () => {
      drawn.current = made.getTemplate();
      designer.current = null;
      made.destroy();
    };
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

  /** Puts a schema on the page shown; `make` gets the names already taken. */
  const place = (make: (taken: string[]) => Schema | null) => {
    const current = designer.current;
    if (!current) return;
    const template = current.getTemplate();
    const page = current.getPageCursor();
    const schema = make(template.schemas.flat().map((s) => s.name));
    if (!schema) return;
    current.updateTemplate({ ...template, schemas: template.schemas.map((p, i) => (i === page ? [...p, schema] : p)) });
  };
  const addField = (field: NonNullable<typeof fields.data>[number]) =>
    place((taken) => {
      if (!taken.includes(field.name)) return fieldSchema(field, { x: 20, y: 20 });
      message.info(t('fieldPlaced', { name: field.label[lang] }));
      return null;
    });
  const [caption, setCaption] = useState('');
  const addCaption = () => {
    if (!caption.trim()) return;
    place((taken) => captionSchema(freeName(taken, 'caption'), caption.trim(), { x: 40, y: 2 }));
    setCaption('');
  };
  const addImage = (file: File) => {
    const reader = new FileReader();
    reader.onload = () => place((taken) => imageSchema(freeName(taken, 'logo'), String(reader.result), { x: 12, y: 2 }));
    reader.readAsDataURL(file);
    return false;
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
        <Card size="small" title={t(mode === 'document' ? 'fields' : 'sampleData')} style={{ flex: '0 0 280px', overflow: 'auto', height: 'calc(100vh - 230px)', minHeight: 480 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Input aria-label={t('captionText')} placeholder={t('captionText')} value={caption} onChange={(e) => setCaption(e.target.value)} onPressEnter={addCaption} />
            <Button icon={<FontSizeOutlined />} onClick={addCaption}>{t('addCaption')}</Button>
          </Space.Compact>
          <Upload accept="image/png,image/jpeg" showUploadList={false} beforeUpload={addImage}>
            <Button icon={<FileImageOutlined />} style={{ marginTop: 8 }}>{t('addImage')}</Button>
          </Upload>
          <Divider style={{ margin: '12px 0' }} />
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
