import { SHARE_REVIEWS, type ShareReview } from '@beree/contracts';
import { ActionDialog, useCommand, type CrudColumn, type CrudRecord } from '@/components/crud';
import { SHARE_API } from './api';

const reasonColumn = (action: ShareReview): CrudColumn => ({
  name: 'reason',
  label: action === 'reject' ? 'certificateShare:reason' : 'certificateShare:comment',
  form: { type: 'textarea', span: 24, requiredKey: SHARE_REVIEWS[action].reason ? 'certShare.reason.required' : undefined },
});

/** The hospital's review of one shared certificate: a comment to approve, the reason to reject. */
export function ReviewDialog({ action, record, onClose }: { action: ShareReview; record: CrudRecord; onClose: () => void }) {
  const { mutateAsync, isPending } = useCommand(SHARE_API);
  const submit = (values: CrudRecord) => mutateAsync({ url: `${SHARE_API}/${action}`, params: { ids: String(record.id) }, body: values });
  return <ActionDialog title={`certificateShare:action.${action}`} width={520} columns={[reasonColumn(action)]} submitting={isPending} onSubmit={submit} onClose={onClose} />;
}
