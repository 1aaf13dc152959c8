import { useMemo, useState } from 'react';
import { Flex } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { DocumentTable, SearchForm, useCrudList, type CrudRecord, type RowAction } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';
import { usePermission } from '@/features/auth/permission';
import { PUSH_API } from './api';
import { pushColumns } from './columns';
import { useRepush } from './use-repush';
import { ViewDialog } from './ViewDialog';

const P = PERMISSIONS.push;
const NEVER = () => false;

/**
 * 推送记录 (/scm/push): both parties follow the pushes of their documents to the hospital's systems
 * — the outcome of the last attempt, where the document stands with the partner, attempts, the
 * partner's last error and the next try — and push again what the partner has not taken in yet,
 * following the new attempt on screen until its outcome.
 */
export default function PushPage() {
  useTranslation('push');
  const can = usePermission();
  const lang = useLang();
  const columns = useMemo(() => pushColumns(lang), [lang]);
  const list = useCrudList(PUSH_API, { linkColumns: columns });
  const [viewing, setViewing] = useState<string | null>(null);
  const { repush } = useRepush();
  const actions = useMemo<RowAction[]>(
    () =>
      can(P.repush)
        ? [
            {
              key: 'repush',
              label: 'push:repush',
              permission: P.repush,
              icon: <ReloadOutlined />,
              // Once the partner took the document in, nothing is sent again (R31); one being sent is awaited.
              visible: (record: CrudRecord) => record.pushStates !== 'ALREADY_TAKEN' && record.pushing !== true,
              onClick: (record: CrudRecord) => repush(String(record.id)),
            },
          ]
        : [],
    [can, repush],
  );
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={columns} onSearch={list.search} linked={list.linked} />
      <DocumentTable
        list={list}
        columns={columns}
        allowed={{ view: can(P.view), edit: false, delete: false }}
        actions={actions}
        changeable={NEVER}
        onView={setViewing}
        onEdit={NEVER}
        onDelete={NEVER}
      />
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
    </Flex>
  );
}
