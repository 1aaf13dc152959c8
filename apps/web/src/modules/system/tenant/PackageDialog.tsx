import { useQuery } from '@tanstack/react-query';
import { ActionDialog, getData, useCommand, type CrudColumn, type CrudRecord } from '@/components/crud';
import { PackageSelect } from './pickers';

const API = '/blade-system/tenant';
const COLUMNS: CrudColumn[] = [
  { name: 'packageId', label: 'tenant:packageId', form: { type: 'custom', span: 24, help: 'tenant:packageHelp', render: (props) => <PackageSelect {...props} /> } },
];

/**
 * 产品包配置: the package whose menus the tenant may use, read from package-detail. Saving trims the
 * tenant's role grants to the package; no package means every tenant menu.
 */
export function PackageDialog({ tenant, onClose }: { tenant: CrudRecord; onClose: () => void }) {
  const tenantId = String(tenant.tenantId);
  const detail = useQuery({
    queryKey: ['tenant', 'package-detail', tenantId],
    queryFn: () => getData<{ id?: string }>(`${API}/package-detail`, { tenantId }),
    gcTime: 0,
  });
  const save = useCommand(API);
  return (
    <ActionDialog
      title="tenant:package"
      columns={COLUMNS}
      loading={detail.isPending}
      initialValues={{ packageId: detail.data?.id }}
      submitting={save.isPending}
      onSubmit={(values) => save.mutateAsync({ url: `${API}/package-setting`, body: { tenantId, packageId: values.packageId ?? '' } })}
      onClose={onClose}
    />
  );
}
