import { useMemo, useState } from 'react';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, type CrudRecord, type RowAction } from '@/components/crud';
import { channelAccountConfig } from './config';
import { SendTestDialog } from './SendTestDialog';

/** The channel account page (/message/channel-account), with a test send per account. */
export default function ChannelAccountPage() {
  useTranslation('messageCentre');
  const [testing, setTesting] = useState<CrudRecord | null>(null);
  const actions = useMemo<RowAction[]>(
    () => [{ key: 'test', label: 'messageCentre:account.test', permission: PERMISSIONS.messageChannelAccount.test, icon: <SendOutlined />, onClick: setTesting }],
    [],
  );
  return (
    <>
      <CrudPage config={channelAccountConfig} rowActions={actions} />
      {testing && <SendTestDialog account={testing} onClose={() => setTesting(null)} />}
    </>
  );
}
