import type { R } from '@beree/contracts';
import { request } from '@/shared/request';

/** Base paths of products and their SKUs under /api. */
export const PRODUCT_API = '/beree-scm/product';
export const SKU_API = '/beree-scm/product-sku';

/** A REGISTRATION_CARD certificate the product form may name (product/registration-cards). */
export interface RegistrationCard {
  id: string;
  certNo: string;
  certName: string;
  productType: string | null;
  managementLevel: string | null;
  areaType: string | null;
  validityEnd: string | null;
  longTerm: boolean;
  archiveStatus: string;
}

/** The DI of a box (2) or a case (3) and how many of the level below it holds. */
export interface PackagingLevel {
  level: number;
  udiDi: string;
  containsQty: number;
}

export interface ImportError {
  row: number;
  field: string;
  message: string;
}

/** An import's progress as product/import-detail answers it. */
export interface ImportDetail {
  id: string;
  fileName: string | null;
  state: 'RUNNING' | 'DONE' | 'FAILED';
  total: number;
  processed: number;
  succeeded: number;
  failed: number;
  errors: ImportError[];
}

/** Sends a spreadsheet to be imported; the rows are read in the background. */
export async function startImport(file: File): Promise<{ id: string }> {
  const form = new FormData();
  form.append('file', file);
  return (await request.post<R<{ id: string }>>(`${PRODUCT_API}/import`, form)).data;
}
