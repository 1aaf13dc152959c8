import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { RemoteSelect } from '@/components/pickers/RemoteSelect';
import { RemoteTreeSelect } from '@/components/pickers/RemoteTreeSelect';
import { useSessionStore } from '@/features/auth/session-store';
import { CATEGORY_API } from './api';

/** One category of the tenant's 流程分类 tree. */
export const CategorySelect = (props: WidgetProps) => <RemoteTreeSelect {...props} url={`${CATEGORY_API}/tree`} />;

/** Tenants to deploy to (the platform's choice); none means the platform's own tenant. */
export const TenantsSelect = (props: WidgetProps) => <RemoteSelect {...props} url="/blade-system/tenant/select" labelKey="tenantName" valueKey="tenantId" multiple />;

/** Only the platform administrator deploys to other tenants (ADR 0021). */
export const useIsPlatform = () => useSessionStore((s) => s.tenantId) === PLATFORM_TENANT_ID;
