import { attachRenameSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { ATTACH_API, humanSize } from './files';
import { StoreName } from './StoreName';

const L = (name: string) => `attach:${name}`;

/**
 * 附件管理 (/resource/attach): the tenant's stored files. Rows come from uploads only; an edit
 * renames the file (its original name), the stored object keeps its key.
 */
export const attachConfig: CrudConfig = {
  api: ATTACH_API,
  rowKey: 'id',
  schema: attachRenameSchema,
  permissions: PERMISSIONS.attach,
  dialogWidth: 560,
  labels: { edit: L('rename') },
  columns: [
    { name: 'originalName', label: L('originalName'), search: true, form: { type: 'input', span: 24 } },
    { name: 'extension', label: L('extension'), search: true, width: 90 },
    { name: 'attachSize', label: L('attachSize'), width: 110, render: humanSize },
    { name: 'ossCode', label: L('store'), width: 160, render: (value) => <StoreName code={value} /> },
    { name: 'createTime', label: L('createTime'), width: 170 },
  ],
};
