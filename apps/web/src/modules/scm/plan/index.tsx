import { useCallback, useMemo, useState } from 'react';
import { Flex } from 'antd';
import { CheckOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { EDITABLE_PLAN_STATUSES, PERMISSIONS, PLAN_TRANSITIONS, type PlanTransition } from '@beree/contracts';
import { BatchBar, DocumentTable, SearchForm, useCrudList, useCrudMutations, useDeleteFlow, type CrudRecord } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';
import { usePermission } from '@/features/auth/permission';
import { PLAN_API } from './api';
import { planColumns } from './columns';
import { PlanFormDialog } from './PlanFormDialog';
import { ReasonDialog } from '../document/ReasonDialog';
import { useTransitionActions } from '../document/use-transition-actions';
import { ViewDialog } from './ViewDialog';

const P = PERMISSIONS.plan;
const PERMISSION_OF: Record<PlanTransition, string> = { 'submit-review': P.submitReview, approve: P.approve, reject: P.reject };
const ICONS = { 'submit-review': <SendOutlined />, approve: <CheckOutlined />, reject: <RollbackOutlined /> };
const DANGER: PlanTransition[] = ['reject'];
/** Until it is submitted (or once rejected) a plan is still the drafter's to change or delete. */
const editable = (record: CrudRecord) => (EDITABLE_PLAN_STATUSES as readonly unknown[]).includes(record.planStatus);

/**
 * 采购计划 (/scm/plan): a hospital's departments ask for what they need from its catalog; the plan
 * is submitted, then approved (split into one order per supplier) or rejected with a reason.
 */
export default function PlanPage() {
  const can = usePermission();
  const lang = useLang();
  const columns = useMemo(() => planColumns(lang), [lang]);
  const list = useCrudList(PLAN_API);
  const { remove } = useCrudMutations(PLAN_API);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<CrudRecord | null>(null);
  const removeMany = remove.mutateAsync;
  const confirmDelete = useDeleteFlow(useCallback((ids: string[]) => removeMany(ids), [removeMany]));
  const askReason = useCallback((_action: PlanTransition, record: CrudRecord) => setRejecting(record), []);
  const actions = useTransitionActions({
    api: PLAN_API,
    ns: 'plan',
    transitions: PLAN_TRANSITIONS,
    permissions: PERMISSION_OF,
    icons: ICONS,
    danger: DANGER,
    statusField: 'planStatus',
    noField: 'planNo',
    askReason,
  }).filter((action) => can(action.permission));
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={columns} onSearch={list.search} />
      <BatchBar canAdd={can(P.add)} canDelete={false} onAdd={() => setEditing({})} onBatchDelete={() => undefined} />
      <DocumentTable
        list={list}
        columns={columns}
        allowed={{ view: can(P.view), edit: can(P.edit), delete: can(P.delete) }}
        actions={actions}
        changeable={editable}
        onView={setViewing}
        onEdit={(id) => setEditing({ id })}
        onDelete={(id) => confirmDelete([id])}
      />
      {editing && <PlanFormDialog id={editing.id} onClose={() => setEditing(null)} />}
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
      {rejecting && <ReasonDialog api={PLAN_API} ns="plan" action="reject" record={rejecting} requiredKey="plan.reject.reason" onClose={() => setRejecting(null)} />}
    </Flex>
  );
}
