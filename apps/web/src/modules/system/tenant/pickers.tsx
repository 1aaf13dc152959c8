import type { Page } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { RemoteSelect } from '@/components/pickers/RemoteSelect';
import { useRemote } from '@/components/pickers/use-remote';

/** Every tenant package, read whole: a handful of rows, shared by the picker and the table cells. */
const PACKAGES = { url: '/blade-system/tenant-package/list', params: { current: 1, size: 1000 } };

export const PackageSelect = (props: WidgetProps) => <RemoteSelect {...props} {...PACKAGES} labelKey="packageName" />;

export const DatasourceSelect = (props: WidgetProps) => <RemoteSelect {...props} url="/blade-develop/datasource/select" labelKey="name" />;

/** The name of a tenant's package in the table. */
export function PackageName({ id }: { id: unknown }) {
  const { data } = useRemote<Page<{ id: string; packageName: string }>>(PACKAGES.url, PACKAGES.params);
  if (!id) return null;
  return <>{data?.records.find((p) => p.id === String(id))?.packageName ?? ''}</>;
}
