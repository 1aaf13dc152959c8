import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountsTab } from './accounts';
import { CallsTab } from './CallsTab';

/**
 * 通话记录 (/resource/call-record): the calls of the tenant's enabled Aliyun Cloud Call Center
 * account, each with its detail and recording, and the accounts themselves.
 */
export default function CallRecordPage() {
  const { t } = useTranslation('ccc');
  const [tab, setTab] = useState('calls');
  return (
    <Tabs
      // Each tab has its own search form; only the one shown is kept.
      destroyOnHidden
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'calls', label: t('callsTab'), children: <CallsTab onShowAccounts={() => setTab('accounts')} /> },
        { key: 'accounts', label: t('accountsTab'), children: <AccountsTab /> },
      ]}
    />
  );
}
