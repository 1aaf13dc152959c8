import { useMemo, useState } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, type ToolbarAction } from '@/components/crud';
import { topMenuConfig } from './config';
import { MenuGrantDialog } from './MenuGrantDialog';

/** The top menu page (/system/topmenu): top menus, and 菜单配置 of the checked ones. */
export default function TopMenuPage() {
  const [granting, setGranting] = useState<string[] | null>(null);
  const toolbar = useMemo<ToolbarAction[]>(
    () => [{ key: 'grant', label: 'topMenu:grant', permission: PERMISSIONS.topMenu.setting, icon: <SettingOutlined />, selection: true, onClick: setGranting }],
    [],
  );
  return (
    <>
      <CrudPage config={topMenuConfig} toolbarActions={toolbar} />
      {granting && <MenuGrantDialog topMenuIds={granting} onClose={() => setGranting(null)} />}
    </>
  );
}
