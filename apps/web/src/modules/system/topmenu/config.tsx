import { Space } from 'antd';
import { PERMISSIONS, topMenuSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { menuIcon } from '@/features/menu/menu-icons';

/** Top menus (spec §3): a named group of menus shown in the top bar; searched by code and name. */
export const topMenuConfig: CrudConfig = {
  api: '/blade-system/topmenu',
  rowKey: 'id',
  schema: topMenuSubmitSchema,
  permissions: PERMISSIONS.topMenu,
  columns: [
    { name: 'name', label: 'topMenu:name', search: true, form: { type: 'input' } },
    { name: 'code', label: 'topMenu:code', search: true, form: { type: 'input' } },
    {
      name: 'source',
      label: 'topMenu:source',
      form: { type: 'input' },
      // The icon the top bar will show for this name, beside the name itself.
      render: (value) => (value ? <Space size={4}>{menuIcon(String(value))}{String(value)}</Space> : null),
    },
    { name: 'path', label: 'topMenu:path', form: { type: 'input' } },
    { name: 'sort', label: 'topMenu:sort', width: 80, form: { type: 'number' } },
  ],
};
