import { useMemo, useState } from 'react';
import { AppstoreOutlined, DatabaseOutlined, SafetyOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, type CrudRecord, type RowAction, type ToolbarAction } from '@/components/crud';
import { tenantConfig } from './config';
import { DatasourceDialog } from './DatasourceDialog';
import { PackageDialog } from './PackageDialog';
import { SettingDialog } from './SettingDialog';

type Open = { kind: 'setting'; ids: string[] } | { kind: 'datasource' | 'package'; tenant: CrudRecord };

/** The tenant page (/system/tenant, platform administrators): tenants and their licence, data source and package. */
export default function TenantPage() {
  const [open, setOpen] = useState<Open | null>(null);
  const toolbar = useMemo<ToolbarAction[]>(
    () => [
      { key: 'setting', label: 'tenant:setting', permission: PERMISSIONS.tenant.setting, icon: <SafetyOutlined />, selection: true, onClick: (ids) => setOpen({ kind: 'setting', ids }) },
    ],
    [],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [
      { key: 'datasource', label: 'tenant:datasource', permission: PERMISSIONS.tenant.datasource, icon: <DatabaseOutlined />, onClick: (tenant) => setOpen({ kind: 'datasource', tenant }) },
      // Changing the package trims role grants, an edit of the tenant.
      { key: 'package', label: 'tenant:package', permission: PERMISSIONS.tenant.edit, icon: <AppstoreOutlined />, onClick: (tenant) => setOpen({ kind: 'package', tenant }) },
    ],
    [],
  );
  const close = () => setOpen(null);
  return (
    <>
      <CrudPage config={tenantConfig} toolbarActions={toolbar} rowActions={rowActions} />
      {open?.kind === 'setting' && <SettingDialog ids={open.ids} onClose={close} />}
      {open?.kind === 'datasource' && <DatasourceDialog tenant={open.tenant} onClose={close} />}
      {open?.kind === 'package' && <PackageDialog tenant={open.tenant} onClose={close} />}
    </>
  );
}
