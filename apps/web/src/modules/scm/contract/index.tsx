import { useCallback, useState } from 'react';
import { Flex } from 'antd';
import { PERMISSIONS } from '@beree/contracts';
import { BatchBar, DocumentTable, useCrudList, useCrudMutations, useDeleteFlow, type CrudRecord } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { CONTRACT_API } from './api';
import { contractColumns } from './columns';
import { ContractFormDialog } from './ContractFormDialog';
import { ContractSearch } from './ContractSearch';
import { useContractActions } from './use-contract-actions';
import { ViewDialog } from './ViewDialog';

const P = PERMISSIONS.contract;
/** A saved contract is its drafting party's alone: only it changes or deletes it. */
const ownDraft = (record: CrudRecord) => record.mine === true && record.contractStatus === 'SAVED';

/**
 * 合同管理 (/scm/contract): a hospital's and a supplier's contracts, both sides of each. The drafting
 * party edits a saved contract and its lines, then puts it in force; either party stops it or uses it again.
 */
export default function ContractPage() {
  const can = usePermission();
  const list = useCrudList(CONTRACT_API);
  const { remove } = useCrudMutations(CONTRACT_API);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const removeMany = remove.mutateAsync;
  const confirmDelete = useDeleteFlow(useCallback((ids: string[]) => removeMany(ids), [removeMany]));
  const actions = useContractActions().filter((action) => can(action.permission));
  return (
    <Flex vertical gap="middle">
      <ContractSearch onSearch={list.search} />
      <BatchBar canAdd={can(P.add)} canDelete={false} onAdd={() => setEditing({})} onBatchDelete={() => undefined} />
      <DocumentTable
        list={list}
        columns={contractColumns}
        allowed={{ view: can(P.view), edit: can(P.edit), delete: can(P.delete) }}
        actions={actions}
        changeable={ownDraft}
        onView={setViewing}
        onEdit={(id) => setEditing({ id })}
        onDelete={(id) => confirmDelete([id])}
      />
      {editing && <ContractFormDialog id={editing.id} onClose={() => setEditing(null)} />}
      {viewing && <ViewDialog id={viewing} onClose={() => setViewing(null)} />}
    </Flex>
  );
}
