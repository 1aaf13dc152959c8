import { PERMISSIONS } from '@beree/contracts';
import type { FilterColumns } from '../../../core/crud/filters';
import { pushEndpoints, pushes } from '../../../core/db/schema';

export const PUSH_BASE = '/beree-scm/push';
export const PUSH_ENDPOINT_BASE = '/beree-scm/push-endpoint';
export const PUSH_TAG = 'scm/push';
export const P = PERMISSIONS.push;
export const PE = PERMISSIONS.pushEndpoint;

/** What the push log is filtered and sorted by (wire names; the suffix operators apply). */
export const pushFilters: FilterColumns = {
  sourceType: pushes.sourceType,
  sourceNo: pushes.sourceNo,
  sourceId: pushes.sourceId,
  pushStatus: pushes.pushStatus,
  pushStates: pushes.pushStates,
  targetSystem: pushes.targetSystem,
  hospitalTenantId: pushes.hospitalTenantId,
  supplierTenantId: pushes.supplierTenantId,
  createTime: pushes.createTime,
};

export const endpointFilters: FilterColumns = {
  endpointName: pushEndpoints.endpointName,
  targetSystem: pushEndpoints.targetSystem,
  enabled: pushEndpoints.enabled,
  createTime: pushEndpoints.createTime,
};
