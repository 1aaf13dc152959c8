import { useCallback, useMemo, useState } from 'react';
import { Flex } from 'antd';
import { AuditOutlined, CheckOutlined, FileSearchOutlined, RollbackOutlined, SendOutlined, UndoOutlined } from '@ant-design/icons';
import { INVOICE_TRANSITIONS, PERMISSIONS, type InvoiceTransition } from '@beree/contracts';
import { BatchBar, DocumentTable, getData, SearchForm, useCrudList, useCrudMutations, useDeleteFlow, type CrudRecord, type RowAction } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';
import { usePermission } from '@/features/auth/permission';
import { useSessionStore } from '@/features/auth/session-store';
import { isHospitalTenant } from '../contract/api';
import { ReasonDialog } from '../document/ReasonDialog';
import { ListExportButton } from '../document/ListExportButton';
import { usePartyOf } from '../document/use-party-of';
import { useBatchTransitions } from '../document/use-batch-transitions';
import { useTransitionActions } from '../document/use-transition-actions';
import { INVOICE_API } from './api';
import { invoiceColumns } from './columns';
import { CoverageDialog } from './CoverageDialog';
import { InvoiceFormDialog } from './InvoiceFormDialog';
import { useSend } from './use-send';
import { ViewDialog, type InvoiceDetail } from './ViewDialog';

const P = PERMISSIONS.invoice;
const PERMISSION_OF: Record<InvoiceTransition, string> = { 'submit-review': P.submitReview, withdraw: P.withdraw, approve: P.approve, return: P.return };
const ICONS = { 'submit-review': <SendOutlined />, withdraw: <RollbackOutlined />, approve: <CheckOutlined />, return: <AuditOutlined /> };
const DANGER: InvoiceTransition[] = ['withdraw', 'return'];
/** An upstream invoice is filed for the two-invoice check, never seen by a hospital: its withdrawal says so. */
const confirmKey = (action: InvoiceTransition, record: CrudRecord) => (action === 'withdraw' && record.invoiceRole === 'UPSTREAM' ? 'confirm.withdraw-upstream' : `confirm.${action}`);

/** Where the two-invoice rule (R24) speaks: a downstream invoice that corrects nothing. */
const coverable = (record: CrudRecord) => record.invoiceRole === 'DOWNSTREAM' && !record.redLetter;

/**
 * 发票管理 (/scm/invoice): the supplier writes invoices for the goods a hospital received (and, a
 * dealer, files the upstream invoices of its makers), sends or withdraws them and corrects an
 * approved one in red; the hospital approves a sent invoice or returns it with a reason. Either
 * party sees line by line how the two-invoice rule is met.
 */
export default function InvoicePage() {
  const can = usePermission();
  const lang = useLang();
  const tenantId = useSessionStore((s) => s.tenantId);
  const hospital = isHospitalTenant(tenantId);
  const columns = useMemo(() => invoiceColumns(lang, hospital), [lang, hospital]);
  const list = useCrudList(INVOICE_API);
  const { remove } = useCrudMutations(INVOICE_API);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [correcting, setCorrecting] = useState<InvoiceDetail | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [returning, setReturning] = useState<CrudRecord | null>(null);
  const [covering, setCovering] = useState<{ id: string; invoiceNo: string } | null>(null);
  const removeMany = remove.mutateAsync;
  const confirmDelete = useDeleteFlow(useCallback((ids: string[]) => removeMany(ids), [removeMany]));
  const partyOf = usePartyOf();
  // A SAVED invoice is the supplier's own, to change or delete; an APPROVED one never (R26).
  const editable = useCallback((record: CrudRecord) => partyOf(record) === 'supplier' && record.invoiceStatus === 'SAVED', [partyOf]);
  const askReason = useCallback((_action: InvoiceTransition, record: CrudRecord) => setReturning(record), []);
  const showCoverage = useCallback((record: CrudRecord) => setCovering({ id: String(record.id), invoiceNo: String(record.invoiceNo) }), []);
  const send = useSend(showCoverage);
  const correct = useCallback((record: CrudRecord) => {
    void getData<InvoiceDetail>(`${INVOICE_API}/detail`, { id: record.id }).then(setCorrecting, () => undefined);
  }, []);
  const more: RowAction[] = [
    { key: 'coverage', label: 'invoice:coverage', permission: P.coverage, icon: <FileSearchOutlined />, visible: coverable, onClick: showCoverage },
    {
      key: 'redLetter',
      label: 'invoice:redLetterAction',
      permission: P.add,
      icon: <UndoOutlined />,
      danger: true,
      visible: (record) => coverable(record) && record.invoiceStatus === 'APPROVED' && partyOf(record) === 'supplier',
      onClick: correct,
    },
  ];
  const actions = useTransitionActions({
    api: INVOICE_API,
    ns: 'invoice',
    transitions: INVOICE_TRANSITIONS,
    permissions: PERMISSION_OF,
    icons: ICONS,
    danger: DANGER,
    statusField: 'invoiceStatus',
    noField: 'invoiceNo',
    partyOf,
    askReason,
    confirmKey,
  })
    // Sending may answer warnings to accept, or the two-invoice rule's refusal to show line by line.
    .map((action) => (action.key === 'submit-review' ? { ...action, onClick: send } : action))
    .concat(more)
    .filter((action) => can(action.permission));
  const batch = useBatchTransitions({
    api: INVOICE_API,
    ns: 'invoice',
    transitions: INVOICE_TRANSITIONS,
    allowed: (Object.keys(INVOICE_TRANSITIONS) as InvoiceTransition[]).filter((action) => can(PERMISSION_OF[action])),
    icons: ICONS,
    statusField: 'invoiceStatus',
    noField: 'invoiceNo',
    partyOf,
    records: list.records,
  });
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={columns} onSearch={list.search} />
      <BatchBar
        canAdd={!hospital && can(P.add)}
        canDelete={false}
        onAdd={() => setEditing({})}
        onBatchDelete={() => undefined}
        extra={
          <>
            {batch.buttons}
            {can(P.export) && <ListExportButton api={INVOICE_API} filters={list.filters} permission={P.export} name="invoice:exportName" />}
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
      {editing && <InvoiceFormDialog id={editing.id} onClose={() => setEditing(null)} />}
      {correcting && <InvoiceFormDialog correcting={correcting} onClose={() => setCorrecting(null)} />}
      {viewing && (
        <ViewDialog
          id={viewing}
          onCoverage={can(P.coverage) ? showCoverage : undefined}
          onCorrect={!hospital && can(P.add) ? (detail) => setCorrecting(detail) : undefined}
          onClose={() => setViewing(null)}
        />
      )}
      {covering && <CoverageDialog id={covering.id} invoiceNo={covering.invoiceNo} onClose={() => setCovering(null)} />}
      {returning && <ReasonDialog api={INVOICE_API} ns="invoice" action="return" record={returning} requiredKey="invoice.return.reason" onClose={() => setReturning(null)} />}
    </Flex>
  );
}
