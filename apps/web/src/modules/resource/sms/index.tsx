import { useCallback, useMemo, useState } from 'react';
import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, useCommand, useConfirm, type CrudRecord, type RowAction } from '@/components/crud';
import { SMS_API, smsConfig } from './config';
import { SendTestDialog } from './SendTestDialog';

/** 短信配置 (/resource/sms): the table, with 启用 on every configuration not enabled and a test send on each. */
export default function SmsPage() {
  const { t } = useTranslation('sms');
  const command = useCommand(SMS_API);
  const confirm = useConfirm();
  const [testing, setTesting] = useState<CrudRecord | null>(null);
  const run = command.mutateAsync;
  const enable = useCallback(
    (record: CrudRecord) => confirm(t('enableConfirm', { code: record.smsCode }), () => run({ url: `${SMS_API}/enable`, params: { id: record.id } })),
    [confirm, run, t],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [
      { key: 'enable', label: 'sms:enable', permission: PERMISSIONS.sms.enable, icon: <CheckOutlined />, visible: (r) => Number(r.status) !== 2, onClick: enable },
      { key: 'send', label: 'sms:sendTest', permission: PERMISSIONS.sms.send, icon: <SendOutlined />, onClick: setTesting },
    ],
    [enable],
  );
  return (
    <>
      <CrudPage config={smsConfig} rowActions={rowActions} />
      {testing && <SendTestDialog config={testing} onClose={() => setTesting(null)} />}
    </>
  );
}
