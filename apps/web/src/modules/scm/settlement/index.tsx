import { useMemo, useState } from 'react';
import { Flex, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { DocumentTable, useCrudList } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { useSessionStore } from '@/features/auth/session-store';
import { counterpartyOf, SETTLEMENT_API } from './api';
import { ListExportButton } from '../document/ListExportButton';
import { settlementColumns } from './columns';
import { SettlementSearch } from './SettlementSearch';
import { StatementPanel } from './StatementPanel';
import { ViewDialog } from './ViewDialog';

const P = PERMISSIONS.settlement;
const NO_ACTIONS: never[] = [];
const NEVER = () => false;

/** The settlement rows, derived from received (or used) goods and their invoices: read, never written (R27). */
function SettlementList() {
  const { t } = useTranslation('settlement');
  const can = usePermission();
  const tenantId = useSessionStore((s) => s.tenantId);
  const columns = useMemo(() => settlementColumns(counterpartyOf(tenantId), t), [tenantId, t]);
  const list = useCrudList(SETTLEMENT_API);
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <Flex vertical gap="middle">
      <SettlementSearch onSearch={list.search} />
      {can(P.export) && (
        <Space>
          <ListExportButton api={SETTLEMENT_API} filters={list.filters} permission={P.export} name="settlement:exportName" />
        </Space>
      )}
      <DocumentTable
        list={list}
        columns={columns}
        allowed={{ view: can(P.view), edit: false, delete: false }}
        actions={NO_ACTIONS}
        changeable={NEVER}
        onView={setViewing}
        onEdit={NEVER}
        onDelete={NEVER}
      />
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
    </Flex>
  );
}

/** 结算管理 (/scm/settlement), for both parties: the settlement list and the monthly statement per counterparty. */
export default function SettlementPage() {
  const { t } = useTranslation('settlement');
  return (
    <Tabs
      items={[
        { key: 'list', label: t('listTab'), children: <SettlementList /> },
        { key: 'statement', label: t('statementTab'), children: <StatementPanel /> },
      ]}
    />
  );
}
