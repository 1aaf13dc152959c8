import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type CrudColumn } from '@/components/crud';

/** 删除流程: the process ends as terminated with the reason given; its history stays. */
export function DeleteDialog({ submitting, onSubmit, onClose }: { submitting: boolean; onSubmit: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation('flow');
  const columns = useMemo<CrudColumn[]>(
    () => [{ name: 'deleteReason', label: 'flow:follow.reason', form: { type: 'textarea', span: 24, rules: [{ required: true, whitespace: true, message: t('follow.reasonRequired') }] } }],
    [t],
  );
  return (
    <ActionDialog
      title="flow:follow.delete"
      okText="flow:follow.deleteOk"
      width={520}
      columns={columns}
      submitting={submitting}
      onSubmit={(values) => onSubmit(String(values.deleteReason).trim())}
      onClose={onClose}
    />
  );
}
