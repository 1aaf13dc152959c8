import { CrudPage } from '@/components/crud';
import { tenantPackageConfig } from './config';

/** The tenant package page (/system/tenant-package). */
export default function TenantPackagePage() {
  return <CrudPage config={tenantPackageConfig} />;
}
