import { useCallback, useMemo, useState } from 'react';
import { Flex } from 'antd';
import { CarOutlined, CheckOutlined, CloseCircleOutlined, RollbackOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { EDITABLE_INDENT_STATUSES, INDENT_TRANSITIONS, PERMISSIONS, type IndentTransition } from '@beree/contracts';
import { BatchBar, DocumentTable, SearchForm, useCrudList, useCrudMutations, useDeleteFlow, type CrudRecord, type RowAction } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';
import { usePermission } from '@/features/auth/permission';
import { useSessionStore } from '@/features/auth/session-store';
import { isHospitalTenant } from '../contract/api';
import { ReasonDialog } from '../document/ReasonDialog';
import { ListExportButton } from '../document/ListExportButton';
import { DeliveryFormDialog, type ShippedOrder } from '../delivery/DeliveryFormDialog';
import { usePartyOf } from '../document/use-party-of';
import { useBatchTransitions } from '../document/use-batch-transitions';
import { useTransitionActions } from '../document/use-transition-actions';
import { INDENT_API } from './api';
import { indentColumns } from './columns';
import { IndentFormDialog } from './IndentFormDialog';
import { ViewDialog } from './ViewDialog';

const P = PERMISSIONS.indent;
const PERMISSION_OF: Record<IndentTransition, string> = { 'submit-review': P.submitReview, confirm: P.confirm, decline: P.decline, cancel: P.cancel, close: P.close };
const ICONS = { 'submit-review': <SendOutlined />, confirm: <CheckOutlined />, decline: <RollbackOutlined />, cancel: <CloseCircleOutlined />, close: <StopOutlined /> };
const DANGER: IndentTransition[] = ['decline', 'cancel', 'close'];
/** The order states a delivery note may fill (R19). */
const SHIPPABLE: unknown[] = ['CONFIRMED', 'PARTIALLY_DELIVERED'];

/**
 * 采购订单 (/scm/indent): the hospital drafts an order to one supplier from its catalog and submits
 * it; the supplier confirms it or declines it with a reason; the hospital cancels it before any
 * delivery, or closes what remains undelivered. The supplier ships a confirmed order from its row (发货).
 */
export default function IndentPage() {
  const can = usePermission();
  const lang = useLang();
  const tenantId = useSessionStore((s) => s.tenantId);
  const columns = useMemo(() => indentColumns(lang, isHospitalTenant(tenantId)), [lang, tenantId]);
  const list = useCrudList(INDENT_API);
  const { remove } = useCrudMutations(INDENT_API);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [declining, setDeclining] = useState<CrudRecord | null>(null);
  const [shipping, setShipping] = useState<ShippedOrder | null>(null);
  const removeMany = remove.mutateAsync;
  const confirmDelete = useDeleteFlow(useCallback((ids: string[]) => removeMany(ids), [removeMany]));
  const partyOf = usePartyOf();
  // Until the supplier confirms it (or after it declines) the order is still the hospital's to change or delete.
  const editable = useCallback((record: CrudRecord) => partyOf(record) === 'hospital' && (EDITABLE_INDENT_STATUSES as readonly unknown[]).includes(record.indentStatus), [partyOf]);
  const askReason = useCallback((_action: IndentTransition, record: CrudRecord) => setDeclining(record), []);
  const transitions = useTransitionActions({
    api: INDENT_API,
    ns: 'indent',
    transitions: INDENT_TRANSITIONS,
    permissions: PERMISSION_OF,
    icons: ICONS,
    danger: DANGER,
    statusField: 'indentStatus',
    noField: 'indentNo',
    partyOf,
    askReason,
  }).filter((action) => can(action.permission));
  const ship: RowAction = {
    key: 'ship',
    label: 'indent:ship',
    permission: PERMISSIONS.delivery.add,
    icon: <CarOutlined />,
    visible: (record) => partyOf(record) === 'supplier' && SHIPPABLE.includes(record.indentStatus),
    onClick: (record) => setShipping({ id: String(record.id), hospitalTenantId: String(record.hospitalTenantId), orderType: String(record.orderType) }),
  };
  const actions = can(ship.permission) ? [...transitions, ship] : transitions;
  const batch = useBatchTransitions({
    api: INDENT_API,
    ns: 'indent',
    transitions: INDENT_TRANSITIONS,
    allowed: (Object.keys(INDENT_TRANSITIONS) as IndentTransition[]).filter((action) => can(PERMISSION_OF[action])),
    icons: ICONS,
    statusField: 'indentStatus',
    noField: 'indentNo',
    partyOf,
    records: list.records,
  });
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={columns} onSearch={list.search} />
      <BatchBar canAdd={isHospitalTenant(tenantId) && can(P.add)} canDelete={false} onAdd={() => setEditing({})} onBatchDelete={() => undefined} extra={
          <>
            {batch.buttons}
            <ListExportButton api={INDENT_API} filters={list.filters} permission={P.export} name="indent:exportName" />
          </>
        }
      />
      <DocumentTable
        list={list}
        columns={columns}
        allowed={{ view: can(P.view), edit: can(P.edit), delete: can(P.delete) }}
        actions={actions}
        changeable={editable}
        selection={batch.selection}
        onView={setViewing}
        onEdit={(id) => setEditing({ id })}
        onDelete={(id) => confirmDelete([id])}
      />
      {editing && <IndentFormDialog id={editing.id} onClose={() => setEditing(null)} />}
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
      {shipping && <DeliveryFormDialog order={shipping} onClose={() => setShipping(null)} />}
      {declining && <ReasonDialog api={INDENT_API} ns="indent" action="decline" record={declining} requiredKey="indent.decline.reason" onClose={() => setDeclining(null)} />}
    </Flex>
  );
}
