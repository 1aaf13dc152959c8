import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { channelAccountTestSchema, type R } from '@beree/contracts';
import { ActionDialog, type CrudColumn, type CrudRecord } from '@/components/crud';
import { request } from '@/shared/request';
import { MESSAGE_API } from '../api';

const columns: CrudColumn[] = [
  { name: 'receiver', label: 'messageCentre:account.testReceiver', form: { type: 'input', span: 24, help: 'messageCentre:account.testReceiverHelp' } },
  { name: 'title', label: 'messageCentre:account.testTitle', form: { type: 'input', span: 24 } },
  { name: 'content', label: 'messageCentre:account.testContent', form: { type: 'textarea', span: 24, help: 'messageCentre:account.testContentHelp' } },
];

/**
 * 发送测试: one message straight through the account to one receiver. What the server answers is
 * shown as it is: the success, or (toasted by the request client) the provider's refusal.
 */
export function SendTestDialog({ account, onClose }: { account: CrudRecord; onClose: () => void }) {
  const { message } = App.useApp();
  const send = useMutation({
    mutationFn: (values: CrudRecord) => request.post<R<unknown>>(`${MESSAGE_API.account}/send-test`, { ...values, id: account.id }),
    onSuccess: (answer) => void message.success(answer.msg),
  });
  return (
    <ActionDialog
      title="messageCentre:account.test"
      okText="messageCentre:account.testSend"
      columns={columns}
      schema={channelAccountTestSchema}
      submitting={send.isPending}
      onSubmit={send.mutateAsync}
      onClose={onClose}
    />
  );
}
