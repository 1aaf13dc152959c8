import { Switch, Tag } from 'antd';
import { PERMISSIONS, wfButtonSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { DisplayTag } from './DisplayTag';

/** 流程按钮: the tenant's handling buttons; nodes listing no buttons of their own show those displayed here. */
export const buttonConfig: CrudConfig = {
  api: '/blade-workflow/design/button',
  schema: wfButtonSubmitSchema,
  permissions: PERMISSIONS.wfButton,
  defaults: { display: true, sort: 0 },
  columns: [
    { name: 'buttonKey', label: 'flowForm:button.key', search: true, width: 180, form: { type: 'input', disabledOnEdit: true, help: 'flowForm:button.keyHelp' }, render: (v) => <Tag>{String(v)}</Tag> },
    { name: 'name', label: 'flowForm:button.name', search: true, width: 160, form: { type: 'input' } },
    {
      name: 'display',
      label: 'flowForm:button.display',
      width: 120,
      form: { type: 'custom', render: ({ value, onChange, disabled, id }) => <Switch id={id} checked={value !== false} disabled={disabled} onChange={(on) => onChange?.(on)} /> },
      render: (v) => <DisplayTag shown={v !== false} />,
    },
    { name: 'sort', label: 'flowForm:button.sort', width: 90, form: { type: 'number' } },
    { name: 'remark', label: 'flowForm:button.remark', width: 220, form: { type: 'textarea', span: 24 } },
  ],
};
