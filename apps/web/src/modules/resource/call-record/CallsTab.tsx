import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Spin } from 'antd';
import { FileSearchOutlined, SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { usePermission } from '@/features/auth/permission';
import { CrudTable, crudKeys, SearchForm, useCrudList, type CrudRecord, type RowAction } from '@/components/crud';
import { fetchPage } from '@/components/crud/api';
import type { Filters } from '@/components/crud/types';
import { CALL_API, CCC_API } from './api';
import { CallDialog } from './CallDialog';
import { CALL_DAYS, callColumns } from './columns';
import { RecordingDialog } from './RecordingDialog';

const NO_ROW_LINKS = { view: false, edit: false, delete: false };
const ENABLED = { status_equal: 2, size: 1 };

/** The range of days as the call list takes it: from the first day's start to the last day's end. */
function withCallDays({ [CALL_DAYS]: range, ...rest }: Filters): Filters {
  if (!Array.isArray(range)) return rest;
  const [from, to] = range as [string, string];
  return { ...rest, startTime: `${from} 00:00:00`, endTime: `${to} 23:59:59` };
}

/** The calls of the tenant's enabled account, or the way to enable one. */
export function CallsTab({ onShowAccounts }: { onShowAccounts: () => void }) {
  const { t } = useTranslation('ccc');
  const enabled = useQuery({ queryKey: crudKeys.list(CCC_API, { filters: ENABLED }), queryFn: () => fetchPage(CCC_API, ENABLED) });
  if (enabled.isPending) return <Spin />;
  const account = enabled.data?.records[0];
  if (!account) {
    return (
      <Empty description={t('noAccount')}>
        <Button type="primary" onClick={onShowAccounts}>
          {t('toAccounts')}
        </Button>
      </Empty>
    );
  }
  return <CallList account={account} />;
}

function CallList({ account }: { account: CrudRecord }) {
  const { t } = useTranslation('ccc');
  const can = usePermission();
  const instanceId = String(account.instanceId);
  const params = useMemo(() => ({ instanceId }), [instanceId]);
  const list = useCrudList(CALL_API, { params });
  const { search } = list;
  const onSearch = useCallback((filters: Filters) => search(withCallDays(filters)), [search]);
  const [viewing, setViewing] = useState<CrudRecord | null>(null);
  const [playing, setPlaying] = useState<CrudRecord | null>(null);
  const actions = useMemo<RowAction[]>(
    () =>
      [
        { key: 'detail', label: 'ccc:detail', permission: PERMISSIONS.ccc.view, icon: <FileSearchOutlined />, onClick: setViewing },
        { key: 'play', label: 'ccc:play', permission: PERMISSIONS.ccc.play, icon: <SoundOutlined />, visible: (r: CrudRecord) => r.recordingReady === true, onClick: setPlaying },
      ].filter((action) => can(action.permission)),
    [can],
  );
  return (
    <Flex vertical gap="middle">
      <Alert type="info" showIcon title={t('listing', { instanceId, code: account.cccCode })} />
      <SearchForm columns={callColumns} onSearch={onSearch} />
      <CrudTable
        columns={callColumns}
        rowKey="contactId"
        records={list.records}
        total={list.total}
        current={list.current}
        size={list.size}
        loading={list.loading}
        allowed={NO_ROW_LINKS}
        selectable={false}
        selectedKeys={[]}
        onSelect={() => undefined}
        onPageChange={list.changePage}
        onView={setViewing}
        onEdit={() => undefined}
        onDelete={() => undefined}
        actions={actions}
      />
      {viewing && <CallDialog instanceId={instanceId} contactId={String(viewing.contactId)} onClose={() => setViewing(null)} />}
      {playing && <RecordingDialog instanceId={instanceId} contactId={String(playing.contactId)} onClose={() => setPlaying(null)} />}
    </Flex>
  );
}
