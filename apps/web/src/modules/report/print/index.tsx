import { useCallback, useMemo, useState } from 'react';
import { CheckOutlined, EditOutlined, EyeOutlined, StopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type PrintDocType } from '@beree/contracts';
import { CrudPage, useCommand, useConfirm, type CrudRecord, type RowAction } from '@/components/crud';
import { PRINT_API, previewUrl } from '@/modules/print/designer/api';
import { PreviewDialog } from '@/modules/print/designer/PreviewDialog';
import { designPath, isEnabled, printConfig } from './config';

const P = PERMISSIONS.print;

/** 打印模板 (/report/print): the table, with 设计 (a tab of the designer), 启用 / 停用 and 预览 on the sample. */
export default function PrintTemplatePage() {
  const { t } = useTranslation('print');
  const navigate = useNavigate();
  const command = useCommand(PRINT_API);
  const confirm = useConfirm();
  const [preview, setPreview] = useState<{ title: string; url: Promise<string> } | null>(null);
  const run = command.mutateAsync;
  const enable = useCallback(
    (record: CrudRecord) => confirm(t('enableConfirm', { name: record.name, docType: t(`docType.${String(record.docType)}`) }), () => run({ url: `${PRINT_API}/enable`, params: { id: record.id } })),
    [confirm, run, t],
  );
  const disable = useCallback(
    (record: CrudRecord) => confirm(t('disableConfirm', { name: record.name }), () => run({ url: `${PRINT_API}/disable`, params: { id: record.id } })),
    [confirm, run, t],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [
      { key: 'design', label: 'print:design', permission: P.design, icon: <EditOutlined />, onClick: (r) => navigate(designPath(r)) },
      { key: 'enable', label: 'print:enable', permission: P.enable, icon: <CheckOutlined />, visible: (r) => r.docType !== 'custom' && !isEnabled(r), onClick: enable },
      { key: 'disable', label: 'print:disable', permission: P.enable, icon: <StopOutlined />, visible: isEnabled, onClick: disable },
      { key: 'preview', label: 'print:preview', permission: P.preview, icon: <EyeOutlined />, onClick: (r) => setPreview({ title: `${t('preview')} · ${String(r.name)}`, url: previewUrl({ docType: r.docType as PrintDocType, id: String(r.id) }) }) },
    ],
    [navigate, enable, disable, t],
  );
  return (
    <>
      <CrudPage config={printConfig} rowActions={rowActions} />
      {preview && <PreviewDialog title={preview.title} url={preview.url} onClose={() => setPreview(null)} />}
    </>
  );
}
