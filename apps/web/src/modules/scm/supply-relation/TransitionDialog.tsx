import { SUPPLY_TRANSITIONS, type SupplyTransition } from '@beree/contracts';
import { ActionDialog, useCommand, type CrudColumn, type CrudRecord } from '@/components/crud';
import { SUPPLY_API } from './api';

const reasonColumn = (required: boolean): CrudColumn => ({
  name: 'reason',
  label: 'scm:reason',
  form: { type: 'textarea', span: 24, requiredKey: required ? 'supply.reason.required' : undefined },
});

const codeColumn: CrudColumn = { name: 'hospitalSupplierCode', label: 'scm:hospitalSupplierCode', form: { type: 'input', span: 24, help: 'scm:hospitalSupplierCodeHelp' } };

interface TransitionDialogProps {
  action: SupplyTransition;
  record: CrudRecord;
  onClose: () => void;
}

/**
 * Asks what a transition carries before sending it: its reason (required where
 * SUPPLY_TRANSITIONS says so), and on approval the hospital's own code for the supplier.
 */
export function TransitionDialog({ action, record, onClose }: TransitionDialogProps) {
  const { mutateAsync, isPending } = useCommand(SUPPLY_API);
  const rule = SUPPLY_TRANSITIONS[action];
  const columns = action === 'approve' ? [codeColumn, reasonColumn(false)] : [reasonColumn(rule.reason)];
  const submit = (values: CrudRecord) => mutateAsync({ url: `${SUPPLY_API}/${action}`, params: { ids: String(record.id) }, body: values });
  return (
    <ActionDialog
      title={`scm:action.${action}`}
      width={520}
      columns={columns}
      initialValues={action === 'approve' ? { hospitalSupplierCode: record.hospitalSupplierCode ?? undefined } : undefined}
      submitting={isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
