import { PERMISSIONS, supplyRelationSubmitSchema } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { supplyRelations } from '../../../core/db/schema';

/**
 * Supply relations as the CRUD pattern sees them: what may be filtered and sorted. Applying,
 * correcting and every transition go through the service, which knows the parties.
 */
export const supplyRelationResource: CrudResource<typeof supplyRelationSubmitSchema> = {
  base: '/beree-scm/supply-relation',
  tag: 'scm/supply-relation',
  table: supplyRelations,
  scope: 'tenant',
  filters: {
    hospitalTenantId: supplyRelations.hospitalTenantId,
    supplierTenantId: supplyRelations.supplierTenantId,
    hospitalName: supplyRelations.hospitalName,
    supplierName: supplyRelations.supplierName,
    supplyStatus: supplyRelations.supplyStatus,
    manufacturerDirect: supplyRelations.manufacturerDirect,
    hospitalSupplierCode: supplyRelations.hospitalSupplierCode,
    appliedAt: supplyRelations.appliedAt,
    reviewedAt: supplyRelations.reviewedAt,
    createTime: supplyRelations.createTime,
    updateTime: supplyRelations.updateTime,
  },
  permissions: PERMISSIONS.supplyRelation,
  submitSchema: supplyRelationSubmitSchema,
  toValues: (input) => ({
    manufacturerDirect: input.manufacturerDirect ?? false,
    applyReason: input.applyReason ?? null,
    supplierContactName: input.supplierContactName ?? null,
    supplierContactPhone: input.supplierContactPhone || null,
  }),
};
