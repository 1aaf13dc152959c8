import { useEffect, useState } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '@/shared/request';

interface PdfDialogProps {
  title: string;
  /** The server's PDF (`${url}` with `params`), fetched with the token like any call. */
  url: string;
  params: Record<string, unknown>;
  /** Told once the PDF has come (a print may have counted on the server). */
  onLoaded?: () => void;
  /** What a failure says, naming the document; a general sentence otherwise. */
  failedText?: string;
  onClose: () => void;
}

/**
 * A document the server prints, shown in a frame (the browser's own viewer prints it) or opened in
 * a window of its own. The PDF is fetched as a blob and shown through an object URL, freed on close.
 */
export function PdfDialog({ title, url, params, onLoaded, failedText, onClose }: PdfDialogProps) {
  const { t } = useTranslation('crud');
  const [state, setState] = useState<{ url?: string; failed?: boolean }>({});
  const query = JSON.stringify(params);
  useEffect(() => {
    let made: string | null = null;
    let alive = true;
    request.get<Blob>(url, { params: JSON.parse(query) as Record<string, unknown>, responseType: 'blob' }).then(
      (blob) => {
        made = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        if (alive) setState({ url: made });
        onLoaded?.();
      },
      () => alive && setState({ failed: true }),
    );
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
    // A new PDF only for another document; a new callback is not one.
  }, [url, query]);
  return (
    <Modal open width={1100} title={title} onCancel={onClose} footer={<Button onClick={onClose}>{t('close')}</Button>}>
      {state.failed ? (
        <Result status="warning" title={failedText ?? t('pdfFailed')} />
      ) : !state.url ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button size="small" icon={<ExportOutlined />} href={state.url} target="_blank" rel="noopener">
            {t('openPdf')}
          </Button>
          <iframe title={title} src={state.url} style={{ width: '100%', height: 620, border: '1px solid #f0f0f0' }} />
        </Space>
      )}
    </Modal>
  );
}
