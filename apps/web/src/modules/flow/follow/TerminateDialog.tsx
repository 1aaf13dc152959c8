import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type CrudColumn } from '@/components/crud';

/** 终止: the monitor ends the process for good, with the reason kept in its history. */
export function TerminateDialog({ submitting, onSubmit, onClose }: { submitting: boolean; onSubmit: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation('flow');
  const columns = useMemo<CrudColumn[]>(
    () => [{ name: 'comment', label: 'flow:follow.terminateReason', form: { type: 'textarea', span: 24, rules: [{ required: true, whitespace: true, message: t('follow.terminateReasonRequired') }] } }],
    [t],
  );
  return (
    <ActionDialog
      title="flow:follow.terminate"
      okText="flow:follow.terminateOk"
      width={520}
      columns={columns}
      submitting={submitting}
      onSubmit={(values) => onSubmit(String(values.comment).trim())}
      onClose={onClose}
    />
  );
}
