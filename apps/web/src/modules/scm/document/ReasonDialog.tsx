import { ActionDialog, useCommand, type CrudColumn, type CrudRecord } from '@/components/crud';

interface Props {
  api: string;
  /** The namespace of the screen's labels (plan or indent). */
  ns: 'plan' | 'indent' | 'delivery' | 'invoice';
  action: string;
  record: CrudRecord;
  /** The message key asking for the reason when it is left out. */
  requiredKey: string;
  onClose: () => void;
}

/** Asks the reason of a refusal (驳回, 拒绝) before sending it with the transition. */
export function ReasonDialog({ api, ns, action, record, requiredKey, onClose }: Props) {
  const { mutateAsync, isPending } = useCommand(api);
  const columns: CrudColumn[] = [{ name: 'reason', label: `${ns}:reasonOf.${action}`, form: { type: 'textarea', span: 24, requiredKey } }];
  return (
    <ActionDialog
      title={`${ns}:action.${action}`}
      width={520}
      columns={columns}
      submitting={isPending}
      onSubmit={(values) => mutateAsync({ url: `${api}/${action}`, params: { ids: String(record.id) }, body: values })}
      onClose={onClose}
    />
  );
}
