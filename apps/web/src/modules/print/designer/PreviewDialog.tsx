import { useEffect, useState } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** A preview's PDF in a frame (the browser's viewer prints it) or a window of its own; its object URL is freed on close. */
export function PreviewDialog({ title, url, onClose }: { title: string; url: Promise<string>; onClose: () => void }) {
  const { t } = useTranslation('print');
  const [state, setState] = useState<{ url?: string; failed?: boolean }>({});
  useEffect(() => {
    let made: string | null = null;
    let alive = true;
    url.then(
      (u) => {
        made = u;
        if (alive) setState({ url: u });
        else URL.revokeObjectURL(u);
      },
      () => alive && setState({ failed: true }),
    );
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return (
    <Modal open width={1100} title={title} onCancel={onClose} footer={<Button onClick={onClose}>{t('close')}</Button>}>
      {state.failed ? (
        <Result status="warning" title={t('previewFailed')} />
      ) : !state.url ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button size="small" icon={<ExportOutlined />} href={state.url} target="_blank" rel="noopener">{t('openPdf')}</Button>
          <iframe title={title} src={state.url} style={{ width: '100%', height: 620, border: '1px solid #f0f0f0' }} />
        </Space>
      )}
    </Modal>
  );
}
