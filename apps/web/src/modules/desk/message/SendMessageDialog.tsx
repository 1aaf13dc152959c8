import { messageSendSchema } from '@beree/contracts';
import { ActionDialog, useCommand, type CrudRecord } from '@/components/crud';
import { refreshBell } from '@/features/notice/notice-store';
import { MESSAGE_API, sendColumns } from './config';

/** 发送消息: one message to each chosen user of the tenant. */
export function SendMessageDialog({ onClose }: { onClose: () => void }) {
  const send = useCommand(MESSAGE_API);
  const submit = async (values: CrudRecord) => {
    await send.mutateAsync({ url: `${MESSAGE_API}/send`, body: values });
    // The sender may be among the recipients.
    refreshBell('message');
  };
  return (
    <ActionDialog
      title="message:send"
      okText="message:sendOk"
      width={900}
      columns={sendColumns}
      schema={messageSendSchema}
      submitting={send.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
