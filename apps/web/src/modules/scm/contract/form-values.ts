import type { CrudRecord } from '@/components/crud';
import type { ContractLine } from './api';
import { toNumber } from './format';
import type { LineSource } from './party';

const HEADER = ['contractType', 'counterpartyTenantId', 'contractNo', 'contractName', 'bidStatus', 'tenderProjectNo', 'signDate', 'validFrom', 'validTo', 'amountCap', 'paymentTermDays', 'remark'] as const;
const LINE_TERMS = ['unitPrice', 'taxRate', 'bidStatus', 'bidPrice', 'maxQty'] as const;
const DECIMALS = new Set(['amountCap', 'unitPrice', 'taxRate', 'bidPrice', 'maxQty']);

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A saved contract as the form holds it: the counterparty is the party that is not the caller; decimals as numbers. */
export function toFormValues(detail: CrudRecord, tenantId: string | undefined): CrudRecord {
  const counterpartyTenantId = detail.buyerTenantId === tenantId ? detail.sellerTenantId : detail.buyerTenantId;
  const header = Object.fromEntries(HEADER.map((name) => [name, DECIMALS.has(name) ? toNumber(detail[name]) : detail[name]]));
  const lines = ((detail.lines as CrudRecord[] | undefined) ?? []).map((line) => ({
    ...line,
    skuId: String(line.skuId),
    ...Object.fromEntries(LINE_TERMS.map((name) => [name, DECIMALS.has(name) ? toNumber(line[name]) : line[name]])),
  }));
  return { ...header, counterpartyTenantId, lines };
}

/**
 * What submit takes: the header, and each line naming its SKU — by catalog item when a hospital
 * picked one from its catalog, by skuId otherwise — with its terms. Empty fields stay out.
 */
export function toBody(values: CrudRecord, source: LineSource, detail: CrudRecord | undefined): CrudRecord {
  const header = Object.fromEntries(HEADER.filter((name) => !blank(values[name])).map((name) => [name, values[name]]));
  const lines = ((values.lines as ContractLine[] | undefined) ?? []).map((line) => {
    const sku = source === 'catalog' && line.catalogItemId ? { catalogItemId: line.catalogItemId } : { skuId: line.skuId };
    return { ...sku, ...Object.fromEntries(LINE_TERMS.filter((name) => !blank(line[name])).map((name) => [name, line[name]])) };
  });
  return { ...header, ...(detail ? { id: detail.id, version: detail.version } : {}), lines };
}
