import { Tag } from 'antd';
import { PERMISSIONS, PRINT_DOC_TYPES, PRINT_TEMPLATE_ENABLED, printTemplateSubmitSchema } from '@beree/contracts';
import type { CrudConfig, CrudRecord } from '@/components/crud';
import { PRINT_API } from '@/modules/print/designer/api';
import { StatusText } from './StatusText';

const L = (name: string) => `print:${name}`;

/** Where a template is designed: a document type's at /print/design/{id}, a free one at /print-custom-design/{id} (tabs, not menus). */
export const designPath = (record: CrudRecord) => (record.docType === 'custom' ? `/print-custom-design/${record.id}` : `/print/design/${record.id}`);
export const isEnabled = (record: CrudRecord) => Number(record.status) === PRINT_TEMPLATE_ENABLED;

/**
 * 打印模板 (/report/print): the tenant's own layouts by document type. A new one starts from the
 * product's default for its type; 设计 opens the designer, 启用 makes it the layout its type prints
 * with (one per type), 停用 goes back to the default.
 */
export const printConfig: CrudConfig = {
  api: PRINT_API,
  rowKey: 'id',
  schema: printTemplateSubmitSchema,
  permissions: PERMISSIONS.print,
  columns: [
    { name: 'name', label: L('name'), search: true, form: { type: 'input' } },
    {
      name: 'docType',
      label: L('docTypeLabel'),
      search: 'equal',
      width: 160,
      form: { type: 'select', disabledOnEdit: true, options: PRINT_DOC_TYPES.map((v) => ({ value: v, label: L(`docType.${v}`) })) },
    },
    { name: 'status', label: L('statusLabel'), width: 150, render: (_value, record) => (record.docType === 'custom' ? <Tag>{<StatusText k="free" />}</Tag> : <Tag color={isEnabled(record) ? 'green' : 'default'}><StatusText k={isEnabled(record) ? 'enabled' : 'disabled'} /></Tag>) },
    { name: 'remark', label: L('remark'), form: { type: 'textarea', span: 24 } },
    { name: 'updateTime', label: L('updateTime'), width: 170 },
  ],
};
