import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { crudKeys } from '@/components/crud';
import { PdfDialog } from '../document/PdfDialog';
import { DELIVERY_API } from './api';

/**
 * 打印随货同行单: the note as the server prints it; each print counts one on the note, so its list
 * and detail are read again.
 */
export function PrintDialog({ id, deliveryNo, onClose }: { id: string; deliveryNo?: string; onClose: () => void }) {
  const { t } = useTranslation('delivery');
  const queryClient = useQueryClient();
  const title = deliveryNo ? t('printTitle', { no: deliveryNo }) : t('print');
  const reread = () => void queryClient.invalidateQueries({ queryKey: crudKeys.all(DELIVERY_API) });
  return <PdfDialog title={title} url={`${DELIVERY_API}/print`} params={{ id }} onLoaded={reread} failedText={t('printFailed')} onClose={onClose} />;
}
