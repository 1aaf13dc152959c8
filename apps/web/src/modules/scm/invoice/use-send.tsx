import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, postCommand, useConfirm, useContractMessage, type CrudRecord } from '@/components/crud';
import { isWarning } from '../document/refusal';
import { INVOICE_API } from './api';

/** The two-invoice rule's refusal: its message opens with the rule's number in either language. */
export const isTwoInvoiceRefusal = (error: unknown) => error instanceof Error && /^R24\b/.test(error.message);

/**
 * 提交: confirms, naming who receives it, then sends the invoice (to the hospital, or files an upstream one). When the server only warns (R22, an
 * invoice dated before the goods left) it offers to send anyway; when the two-invoice rule
 * refuses it, `onShort` opens the coverage view listing every line that lacks upstream cover.
 */
export function useSend(onShort: (record: CrudRecord) => void) {
  const { t } = useTranslation(['invoice', 'crud']);
  const { modal, message } = App.useApp();
  const confirm = useConfirm();
  const say = useContractMessage();
  const queryClient = useQueryClient();
  return useCallback(
    (record: CrudRecord) => {
      const send = async (acknowledgeWarnings: boolean) => {
        await postCommand(`${INVOICE_API}/submit-review`, acknowledgeWarnings ? { acknowledgeWarnings } : null, { ids: String(record.id) });
        message.success(say('toast.done'));
        await queryClient.invalidateQueries({ queryKey: crudKeys.all(INVOICE_API) });
      };
      const refused = (error: unknown) => {
        if (isTwoInvoiceRefusal(error)) onShort(record);
        throw error;
      };
      // The receiver is the invoice's buyer: the hospital downstream; upstream the dealer it was made out to, filed for the two-invoice check.
      const question = record.invoiceRole === 'UPSTREAM' ? 'invoice:confirm.submit-upstream' : 'invoice:confirm.submit-review';
      confirm(t(question, { no: String(record.invoiceNo ?? ''), buyer: String(record.buyerName ?? '') }), () =>
        send(false).catch((error: unknown) => {
          if (!isWarning(error)) return refused(error);
          modal.confirm({
            title: t('invoice:warningsTitle'),
            content: (error as Error).message,
            okText: t('invoice:sendAnyway'),
            cancelText: t('crud:cancel'),
            onOk: () => send(true).catch((again: unknown) => (isTwoInvoiceRefusal(again) ? onShort(record) : undefined)),
          });
        }),
      );
    },
    [t, modal, message, confirm, say, queryClient, onShort],
  );
}
