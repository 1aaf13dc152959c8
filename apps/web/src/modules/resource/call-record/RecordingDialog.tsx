import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CccRecording } from '@beree/contracts';
import { getData } from '@/components/crud';
import { CALL_API } from './api';

/**
 * Plays a call's recording from the provider's signed link, asked for when the dialog opens (the
 * link expires, so it is never kept with the list).
 */
export function RecordingDialog({ instanceId, contactId, onClose }: { instanceId: string; contactId: string; onClose: () => void }) {
  const { t } = useTranslation(['ccc', 'crud']);
  const { data, isError } = useQuery({
    queryKey: ['ccc-recording', instanceId, contactId],
    queryFn: () => getData<CccRecording>(`${CALL_API}/record`, { instanceId, contactId }),
    staleTime: 0,
    gcTime: 0,
  });
  // A failed read is toasted by the request client; the dialog has nothing to play then.
  useEffect(() => {
    if (isError) onClose();
  }, [isError, onClose]);
  if (isError) return null;
  return (
    <Modal open width={560} title={t('playTitle', { contactId })} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {!data ? (
        <Spin />
      ) : (
        <>
          <audio controls autoPlay src={data.url} style={{ width: '100%' }} aria-label={t('recording')} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {data.fileName} ·{' '}
            <Typography.Link href={data.url} target="_blank" rel="noreferrer">
              {t('download')}
            </Typography.Link>{' '}
            · {t('linkExpires')}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
