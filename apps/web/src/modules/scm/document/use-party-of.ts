import { useCallback } from 'react';
import type { CrudRecord } from '@/components/crud';
import { useSessionStore } from '@/features/auth/session-store';

/** Which side of a two-party document the signed-in tenant is: its hospital, its supplier, or neither. */
export function usePartyOf(): (record: CrudRecord) => 'hospital' | 'supplier' | null {
  const tenantId = useSessionStore((s) => s.tenantId);
  return useCallback((record: CrudRecord) => (record.hospitalTenantId === tenantId ? 'hospital' : record.supplierTenantId === tenantId ? 'supplier' : null), [tenantId]);
}
