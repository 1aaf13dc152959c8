import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, postCommand, useConfirm, useContractMessage, type CrudRecord } from '@/components/crud';
import { isWarning } from '../document/refusal';
import { DELIVERY_API } from './api';

/**
 * 发货: confirms, then sends the note; when the server only warns, shows the warnings and offers
 * to ship anyway, which sends again accepting them (they are kept in the note's history).
 */
export function useShip() {
  const { t } = useTranslation(['delivery', 'crud']);
  const { modal, message } = App.useApp();
  const confirm = useConfirm();
  const say = useContractMessage();
  const queryClient = useQueryClient();
  return useCallback(
    (record: CrudRecord) => {
      const send = async (acknowledgeWarnings: boolean) => {
        await postCommand(`${DELIVERY_API}/submit-review`, acknowledgeWarnings ? { acknowledgeWarnings } : null, { ids: String(record.id) });
        message.success(say('toast.done'));
        await queryClient.invalidateQueries({ queryKey: crudKeys.all(DELIVERY_API) });
      };
      confirm(t('delivery:confirm.submit-review', { no: String(record.deliveryNo ?? '') }), () =>
        send(false).catch((error: unknown) => {
          if (!isWarning(error)) throw error;
          modal.confirm({
            title: t('delivery:warningsTitle'),
            content: (error as Error).message,
            okText: t('delivery:shipAnyway'),
            cancelText: t('crud:cancel'),
            onOk: () => send(true).catch(() => undefined),
          });
        }),
      );
    },
    [t, modal, message, confirm, say, queryClient],
  );
}
