import { messageWhitelistSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { MESSAGE_API } from '../api';

/** The receivers (phones, e-mail addresses, ids) that still get messages while the whitelist is on. */
export const whitelistConfig: CrudConfig = {
  api: MESSAGE_API.whitelist,
  rowKey: 'id',
  schema: messageWhitelistSubmitSchema,
  permissions: PERMISSIONS.messageWhitelist,
  dialogWidth: 640,
  columns: [
    { name: 'receiver', label: 'messageCentre:whitelist.receiver', search: true, width: 260, form: { type: 'input', span: 24, help: 'messageCentre:whitelist.receiverHelp' } },
    { name: 'remark', label: 'messageCentre:remark', width: 300, form: { type: 'textarea', span: 24 } },
    { name: 'createTime', label: 'messageCentre:createTime', width: 170 },
  ],
};
