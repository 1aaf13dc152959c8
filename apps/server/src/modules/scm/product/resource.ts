import { PERMISSIONS } from '@beree/contracts';
import type { FilterColumns } from '../../../core/crud/filters';
import { productSkus, products } from '../../../core/db/schema';

export const PRODUCT_BASE = '/api/beree-scm/product';
export const SKU_BASE = '/api/beree-scm/product-sku';
export const PRODUCT_TAG = 'scm/product';
export const P = PERMISSIONS.product;
export const PS = PERMISSIONS.productSku;

/** What the product list filters and sorts by (wire names; the suffix operators apply). */
export const productFilters: FilterColumns = {
  productName: products.productName,
  genericName: products.genericName,
  brand: products.brand,
  manufacturerName: products.manufacturerName,
  registrationNo: products.registrationNo,
  productType: products.productType,
  managementLevel: products.managementLevel,
  areaType: products.areaType,
  highValue: products.highValue,
  implantable: products.implantable,
  sterile: products.sterile,
  storageCondition: products.storageCondition,
  classificationCode: products.classificationCode,
  registrationCertId: products.registrationCertId,
  useFlag: products.useFlag,
  createTime: products.createTime,
  updateTime: products.updateTime,
};

/** What the SKU list filters and sorts by: its own columns and, for search, its product's name. */
export const skuFilters: FilterColumns = {
  productId: productSkus.productId,
  productName: products.productName,
  registrationNo: products.registrationNo,
  specification: productSkus.specification,
  model: productSkus.model,
  skuCode: productSkus.skuCode,
  udiDi: productSkus.udiDi,
  unit: productSkus.unit,
  platformProductCode: productSkus.platformProductCode,
  useFlag: productSkus.useFlag,
  createTime: productSkus.createTime,
  updateTime: productSkus.updateTime,
};
