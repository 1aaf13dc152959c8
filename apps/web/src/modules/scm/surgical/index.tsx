import { useCallback, useMemo, useState } from 'react';
import { Flex } from 'antd';
import { CheckOutlined, ExportOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { EDITABLE_SURGICAL_STATUSES, PERMISSIONS, SURGICAL_TRANSITIONS, type SurgicalTransition } from '@beree/contracts';
import { BatchBar, DocumentTable, SearchForm, useCrudList, useCrudMutations, useDeleteFlow, type CrudRecord } from '@/components/crud';
import type { Filters } from '@/components/crud/types';
import { useLang } from '@/components/crud/use-lang';
import { usePermission } from '@/features/auth/permission';
import { useSessionStore } from '@/features/auth/session-store';
import { isHospitalTenant } from '../contract/api';
import { usePartyOf } from '../document/use-party-of';
import { useTransitionActions } from '../document/use-transition-actions';
import { SURGICAL_API } from './api';
import { SURGERY_DAYS, surgicalColumns } from './columns';
import { withDayRange } from './DayRange';
import { ReleaseDialog } from './ReleaseDialog';
import { SurgicalFormDialog } from './SurgicalFormDialog';
import { UseDialog } from './UseDialog';
import { ViewDialog } from './ViewDialog';

const P = PERMISSIONS.surgical;
const PERMISSION_OF: Record<SurgicalTransition, string> = { release: P.release, accept: P.accept, use: P.use };
const ICONS = { release: <ExportOutlined />, accept: <CheckOutlined />, use: <MedicineBoxOutlined /> };
const noReason = () => undefined;

/**
 * 手术跟台 (/scm/surgical): the hospital books an operation with the kit it needs from its catalog;
 * the dealer releases the kit unit by unit; the hospital counts it in, then records which implants
 * were used by their UDIs — the rest goes back and only what was used is billed.
 */
export default function SurgicalPage() {
  const can = usePermission();
  const lang = useLang();
  const tenantId = useSessionStore((s) => s.tenantId);
  const hospital = isHospitalTenant(tenantId);
  const columns = useMemo(() => surgicalColumns(lang, hospital), [lang, hospital]);
  const list = useCrudList(SURGICAL_API);
  const { remove } = useCrudMutations(SURGICAL_API);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [releasing, setReleasing] = useState<CrudRecord | null>(null);
  const [using, setUsing] = useState<CrudRecord | null>(null);
  const removeMany = remove.mutateAsync;
  const confirmDelete = useDeleteFlow(useCallback((ids: string[]) => removeMany(ids), [removeMany]));
  const partyOf = usePartyOf();
  // A booking is the hospital's to change or delete until the dealer releases the kit.
  const editable = useCallback((record: CrudRecord) => partyOf(record) === 'hospital' && (EDITABLE_SURGICAL_STATUSES as readonly unknown[]).includes(record.surgicalStatus), [partyOf]);
  const search = list.search;
  const onSearch = useCallback((filters: Filters) => search(withDayRange(filters, SURGERY_DAYS, 'surgeryDateTime')), [search]);
  const actions = useTransitionActions({
    api: SURGICAL_API,
    ns: 'surgical',
    transitions: SURGICAL_TRANSITIONS,
    permissions: PERMISSION_OF,
    icons: ICONS,
    danger: [],
    statusField: 'surgicalStatus',
    noField: 'surgicalOrderNo',
    partyOf,
    askReason: noReason,
  })
    .filter((action) => can(action.permission))
    // Releasing names the units of each line; recording use scans the implants used.
    .map((action) => (action.key === 'release' ? { ...action, onClick: setReleasing } : action.key === 'use' ? { ...action, onClick: setUsing } : action));
  return (
    <Flex vertical gap="middle">
      <SearchForm columns={columns} onSearch={onSearch} />
      <BatchBar canAdd={hospital && can(P.add)} canDelete={false} onAdd={() => setEditing({})} onBatchDelete={() => undefined} />
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
      {editing && <SurgicalFormDialog id={editing.id} onClose={() => setEditing(null)} />}
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
      {releasing && <ReleaseDialog record={releasing} onClose={() => setReleasing(null)} />}
      {using && <UseDialog record={using} onClose={() => setUsing(null)} />}
    </Flex>
  );
}
