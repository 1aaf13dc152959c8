import { useState } from 'react';
import { App, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withdrawProcess, type ProcessDetail } from '../api';

/** 撤回: the sender takes the process back while its next step is untouched (the server's wf_withdraw). */
export function WithdrawButton({ detail, processInstanceId }: { detail: ProcessDetail; processInstanceId: string }) {
  const { t } = useTranslation('work');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!detail.buttons.some((b) => b.buttonKey === 'wf_withdraw')) return null;
  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawProcess({ processInstanceId });
      void message.success(t('actions.done.wf_withdraw'));
      await queryClient.invalidateQueries({ queryKey: ['work'] });
      await queryClient.invalidateQueries({ queryKey: ['crud'] });
    } catch {
      // The request client has shown the server's message (the next step has begun, …).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => modal.confirm({ title: t('actions.withdrawConfirm', { title: detail.process.title }), onOk: withdraw })}>
      {t('actions.wf_withdraw')}
    </Button>
  );
}
