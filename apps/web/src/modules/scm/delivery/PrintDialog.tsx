import { useEffect, useState } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys } from '@/components/crud';
import { request } from '@/shared/request';
import { DELIVERY_API } from './api';

/** The server's PDF of a note as a local object URL; each call counts one print. */
async function printedNoteUrl(id: string): Promise<string> {
  const blob = await request.get<Blob>(`${DELIVERY_API}/print`, { params: { id }, responseType: 'blob' });
  return URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
}

/**
 * 打印随货同行单: the note as the server prints it, in a frame (the browser's own viewer prints
 * it) or in a window of its own. The note's print count went up, so its list and detail are read
 * again.
 */
export function PrintDialog({ id, deliveryNo, onClose }: { id: string; deliveryNo?: string; onClose: () => void }) {
  const { t } = useTranslation(['delivery', 'crud']);
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ url?: string; failed?: boolean }>({});
  useEffect(() => {
    let made: string | null = null;
    let alive = true;
    printedNoteUrl(id).then(
      (url) => {
        made = url;
        if (alive) setState({ url });
        else URL.revokeObjectURL(url);
        void queryClient.invalidateQueries({ queryKey: crudKeys.all(DELIVERY_API) });
      },
      () => alive && setState({ failed: true }),
    );
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, queryClient]);
  const title = deliveryNo ? t('delivery:printTitle', { no: deliveryNo }) : t('delivery:print');
  return (
    <Modal open width={1100} title={title} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {state.failed ? (
        <Result status="warning" title={t('delivery:printFailed')} />
      ) : !state.url ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button size="small" icon={<ExportOutlined />} href={state.url} target="_blank" rel="noopener">
            {t('delivery:openPdf')}
          </Button>
          <iframe title={title} src={state.url} style={{ width: '100%', height: 620, border: '1px solid #f0f0f0' }} />
        </Space>
      )}
    </Modal>
  );
}
