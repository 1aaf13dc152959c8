import { useCallback, useMemo, useState } from 'react';
import { Flex } from 'antd';
import { AuditOutlined, CheckOutlined, InboxOutlined, PrinterOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { DELIVERY_TRANSITIONS, PERMISSIONS, type DeliveryTransition } from '@beree/contracts';
import { BatchBar, DocumentTable, SearchForm, useCrudList, useCrudMutations, useDeleteFlow, type CrudRecord } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';
import { usePermission } from '@/features/auth/permission';
import { useSessionStore } from '@/features/auth/session-store';
import { isHospitalTenant } from '../contract/api';
import { ReasonDialog } from '../document/ReasonDialog';
import { ListExportButton } from '../document/ListExportButton';
import { usePartyOf } from '../document/use-party-of';
import { useBatchTransitions } from '../document/use-batch-transitions';
import { useTransitionActions } from '../document/use-transition-actions';
import { DELIVERY_API } from './api';
import { deliveryColumns } from './columns';
import { DeliveryFormDialog } from './DeliveryFormDialog';
import { NoteScan } from './NoteScan';
import { PrintDialog } from './PrintDialog';
import { ReceiveDialog } from './ReceiveDialog';
import { useOneStepReceipt } from './use-one-step-receipt';
import { useShip } from './use-ship';
import { ViewDialog } from './ViewDialog';

const P = PERMISSIONS.delivery;
const PERMISSION_OF: Record<DeliveryTransition, string> = { 'submit-review': P.submitReview, withdraw: P.withdraw, approve: P.approve, return: P.return, receive: P.receive };
const ICONS = { 'submit-review': <SendOutlined />, withdraw: <RollbackOutlined />, approve: <CheckOutlined />, return: <AuditOutlined />, receive: <InboxOutlined /> };
const DANGER: DeliveryTransition[] = ['withdraw', 'return'];

/**
 * 配送单 (/scm/delivery): the supplier writes a note from a hospital's confirmed orders and ships
 * it (or withdraws it); the hospital approves it or returns it with a reason, then receives it,
 * line by line or unit by unit, refusing what it must with a reason; scanning a printed note's
 * barcode opens it for receipt.
 */
export default function DeliveryPage() {
  const can = usePermission();
  const lang = useLang();
  const tenantId = useSessionStore((s) => s.tenantId);
  const columns = useMemo(() => deliveryColumns(lang, isHospitalTenant(tenantId)), [lang, tenantId]);
  const list = useCrudList(DELIVERY_API);
  const { remove } = useCrudMutations(DELIVERY_API);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [returning, setReturning] = useState<CrudRecord | null>(null);
  const [receiving, setReceiving] = useState<CrudRecord | null>(null);
  const [printing, setPrinting] = useState<CrudRecord | null>(null);
  const ship = useShip();
  const removeMany = remove.mutateAsync;
  const confirmDelete = useDeleteFlow(useCallback((ids: string[]) => removeMany(ids), [removeMany]));
  const partyOf = usePartyOf();
  // A SAVED note is the supplier's own, to change or delete.
  const editable = useCallback((record: CrudRecord) => partyOf(record) === 'supplier' && record.deliveryStatus === 'SAVED', [partyOf]);
  const oneStep = useOneStepReceipt(isHospitalTenant(tenantId));
  // With the hospital's one-step setting, 验收 of a sent note is its 审核 too.
  const receivable = useCallback((record: CrudRecord) => oneStep && partyOf(record) === 'hospital' && record.deliveryStatus === 'SUBMITTED', [oneStep, partyOf]);
  const askReason = useCallback((_action: DeliveryTransition, record: CrudRecord) => setReturning(record), []);
  const actions = useTransitionActions({
    api: DELIVERY_API,
    ns: 'delivery',
    transitions: DELIVERY_TRANSITIONS,
    permissions: PERMISSION_OF,
    icons: ICONS,
    danger: DANGER,
    statusField: 'deliveryStatus',
    noField: 'deliveryNo',
    partyOf,
    askReason,
  })
    .filter((action) => can(action.permission))
    // Shipping may answer warnings to accept; receiving asks for the counts of each line.
    .map((action) => (action.key === 'submit-review' ? { ...action, onClick: ship } : action.key === 'receive' ? { ...action, visible: (r: CrudRecord) => action.visible!(r) || receivable(r), onClick: setReceiving } : action))
    // Either party prints the paper note (随货同行单) of any note it sees.
    .concat(can(P.print) ? [{ key: 'print', label: 'delivery:print', permission: P.print, icon: <PrinterOutlined />, onClick: setPrinting }] : []);
  const batch = useBatchTransitions({
    api: DELIVERY_API,
    ns: 'delivery',
    transitions: DELIVERY_TRANSITIONS,
    // 验收 asks for each line's counts, so it stays one note at a time.
    allowed: (Object.keys(DELIVERY_TRANSITIONS) as DeliveryTransition[]).filter((action) => action !== 'receive' && can(PERMISSION_OF[action])),
    icons: ICONS,
    statusField: 'deliveryStatus',
    noField: 'deliveryNo',
    partyOf,
    records: list.records,
  });
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={columns} onSearch={list.search} />
      {isHospitalTenant(tenantId) && can(P.receive) && <NoteScan onFound={setReceiving} />}
      <BatchBar
        canAdd={!isHospitalTenant(tenantId) && can(P.add)}
        canDelete={false}
        onAdd={() => setEditing({})}
        onBatchDelete={() => undefined}
        extra={
          <>
            {batch.buttons}
            {can(P.export) && <ListExportButton api={DELIVERY_API} filters={list.filters} permission={P.export} name="delivery:exportName" />}
          </>
        }
      />
      <DocumentTable
        list={list}
        columns={columns}
        allowed={{ view: can(P.view), edit: can(P.edit), delete: can(P.delete) }}
        actions={actions}
        changeable={editable}
        onView={setViewing}
        onEdit={(id) => setEditing({ id })}
        onDelete={(id) => confirmDelete([id])}
        selection={batch.selection}
      />
      {editing && <DeliveryFormDialog id={editing.id} onClose={() => setEditing(null)} />}
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
      {printing && <PrintDialog id={String(printing.id)} deliveryNo={String(printing.deliveryNo)} onClose={() => setPrinting(null)} />}
      {returning && <ReasonDialog api={DELIVERY_API} ns="delivery" action="return" record={returning} requiredKey="delivery.return.reason" onClose={() => setReturning(null)} />}
      {receiving && <ReceiveDialog record={receiving} onClose={() => setReceiving(null)} />}
    </Flex>
  );
}
