import { catalogSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { catalogItems } from '../../../core/db/schema';

export const CATALOG_BASE = '/beree-scm/catalog';
export const P = PERMISSIONS.catalog;

/**
 * Catalog items as the CRUD pattern sees them: what may be filtered and sorted. Adding, pricing,
 * mapping and every transition go through the service, which knows the parties.
 */
export const catalogResource: CrudResource<typeof catalogSubmitSchema> = {
  base: CATALOG_BASE,
  tag: 'scm/catalog',
  table: catalogItems,
  scope: 'tenant',
  filters: {
    hospitalTenantId: catalogItems.hospitalTenantId,
    supplierTenantId: catalogItems.supplierTenantId,
    hospitalName: catalogItems.hospitalName,
    supplierName: catalogItems.supplierName,
    skuId: catalogItems.skuId,
    productName: catalogItems.productName,
    specification: catalogItems.specification,
    model: catalogItems.model,
    registrationNo: catalogItems.registrationNo,
    manufacturerName: catalogItems.manufacturerName,
    udiDi: catalogItems.udiDi,
    hospitalItemCode: catalogItems.hospitalItemCode,
    hospitalItemName: catalogItems.hospitalItemName,
    bidStatus: catalogItems.bidStatus,
    bidNo: catalogItems.bidNo,
    vbp: catalogItems.vbp,
    highValue: catalogItems.highValue,
    implantable: catalogItems.implantable,
    contractId: catalogItems.contractId,
    useFlag: catalogItems.useFlag,
    createTime: catalogItems.createTime,
    updateTime: catalogItems.updateTime,
  },
  permissions: P,
  submitSchema: catalogSubmitSchema,
  // Unused: the service writes each side's own fields.
  toValues: () => ({}),
};
