import { Tag } from 'antd';
import { PERMISSIONS, receivingAddressSchema } from '@beree/contracts';
import type { CrudConfig, WidgetProps } from '@/components/crud';
import { DefaultSwitch } from './DefaultSwitch';
import { ADDRESS_API } from '../api';

/**
 * 收货地址: where suppliers deliver. Exactly one is the default: the first one added becomes it,
 * and making another the default takes it from the old one (the server keeps this).
 */
export const addressConfig: CrudConfig = {
  api: ADDRESS_API,
  schema: receivingAddressSchema,
  permissions: PERMISSIONS.receivingAddress,
  defaults: { isDefault: false },
  dialogWidth: 720,
  columns: [
    { name: 'warehouseName', label: 'hospital:warehouseName', search: true, form: { type: 'input' } },
    { name: 'receiver', label: 'hospital:receiver', search: true, form: { type: 'input' } },
    { name: 'phone', label: 'hospital:phone', form: { type: 'input', help: 'hospital:phoneHelp' } },
    {
      name: 'isDefault',
      label: 'hospital:isDefault',
      width: 100,
      render: (value) => (value === true ? <Tag color="blue">{'✓'}</Tag> : null),
      form: { type: 'custom', render: (props: WidgetProps) => <DefaultSwitch {...props} /> },
    },
    { name: 'address', label: 'hospital:address', search: true, form: { type: 'textarea', span: 24 } },
    { name: 'remark', label: 'hospital:remark', table: false, form: { type: 'input', span: 24 } },
  ],
};
