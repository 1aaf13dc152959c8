import { PLATFORM_TENANT_ID } from '@beree/contracts';
import { useQuery } from '@tanstack/react-query';
import { readStored } from '@/shared/storage/web-storage';
import { fetchCaptcha, fetchTenantInfo } from './auth-api';

/**
 * What the login form needs before the user types: a captcha, and the tenant this domain belongs
 * to (when the server knows one the tenant field is hidden).
 */
export function useLoginSetup() {
  const captcha = useQuery({ queryKey: ['auth', 'captcha'], queryFn: fetchCaptcha, staleTime: 0, gcTime: 0 });
  const tenant = useQuery({
    queryKey: ['auth', 'tenant-info', window.location.origin],
    queryFn: () => fetchTenantInfo(window.location.origin),
    staleTime: Infinity,
  });
  const domainTenant = tenant.data?.tenantId || undefined;
  return {
    captcha,
    tenantReady: !tenant.isPending,
    domainTenant,
    defaultTenant: domainTenant ?? readStored<string>('tenantId') ?? PLATFORM_TENANT_ID,
  };
}
