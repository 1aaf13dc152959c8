import { useQuery } from '@tanstack/react-query';
import type { Page } from '@beree/contracts';
import { getData, type CrudRecord } from '@/components/crud';
import { INDENT_API } from '../indent/api';
import { toBodyUnits, toFormUnits, type ShippedUnit } from '../document/units';

/** The order states a note may fill (the server's R19). */
const OPEN = ['CONFIRMED', 'PARTIALLY_DELIVERED'] as const;
/** A hospital's open orders with one supplier fit a page. */
const SIZE = 100;

/**
 * A line of a delivery note as the form holds it: the order line it fills (or, on a consignment
 * note, the catalog item it replenishes), its snapshot, the batch shipped and its units.
 */
export interface DeliveryFormLine {
  id?: string;
  indentLineId?: string;
  catalogItemId?: string;
  indentNo?: string | null;
  productName?: string;
  specification?: string | null;
  model?: string | null;
  unit?: string;
  unitPrice?: string | null;
  udiDi?: string | null;
  /** What the order line still awaits; unknown for a line read back from a saved note. */
  openQty?: number;
  qty?: number | string | null;
  batchNo?: string | null;
  productionDate?: string | null;
  expiryDate?: string | null;
  serialNo?: string | null;
  udi?: string | null;
  /** One row per unit of a high-value or implantable line (R16). */
  units?: ShippedUnit[];
}

export interface OpenOrder {
  id: string;
  indentNo: string;
  lines: DeliveryFormLine[];
}

/** An order line as the start of a note line: all that is still to deliver of it. */
const fromOrderLine = (order: CrudRecord, line: CrudRecord): DeliveryFormLine => {
  const openQty = Math.max(0, Number(line.qty) - Number(line.deliveredQty ?? 0));
  return {
    indentLineId: String(line.id),
    catalogItemId: String(line.catalogItemId),
    indentNo: order.indentNo as string,
    productName: line.productName as string,
    specification: line.specification as string | null,
    model: line.model as string | null,
    unit: line.unit as string,
    unitPrice: line.unitPrice as string,
    udiDi: line.udiDi as string | null,
    openQty,
    qty: openQty,
    units: [],
  };
};

/** A catalog item as the start of a line replenishing consigned stock without an order: priced by the catalog today. */
export const fromCatalogItem = (row: CrudRecord): DeliveryFormLine => ({
  catalogItemId: String(row.id),
  productName: row.productName as string,
  specification: row.specification as string | null,
  model: row.model as string | null,
  unit: row.unit as string,
  unitPrice: row.unitPrice as string,
  udiDi: row.udiDi as string | null,
  qty: null,
  units: [],
});

/**
 * The hospital's confirmed or partly delivered orders with the caller of the note's type, each with
 * its lines that still await goods (indent/list, then each order's detail).
 */
export function useOpenOrders(hospitalTenantId: string | undefined, deliveryType: string | undefined) {
  return useQuery({
    queryKey: ['delivery-open-orders', hospitalTenantId, deliveryType],
    enabled: Boolean(hospitalTenantId),
    queryFn: async (): Promise<OpenOrder[]> => {
      const type = deliveryType ? { orderType_equal: deliveryType } : {};
      const pages = await Promise.all(OPEN.map((status) => getData<Page<CrudRecord>>(`${INDENT_API}/list`, { current: 1, size: SIZE, hospitalTenantId_equal: hospitalTenantId, indentStatus_equal: status, ...type })));
      const orders = pages.flatMap((page) => page.records);
      const details = await Promise.all(orders.map((order) => getData<CrudRecord & { lines: CrudRecord[] }>(`${INDENT_API}/detail`, { id: order.id })));
      return details
        .map((order) => ({ id: String(order.id), indentNo: String(order.indentNo), lines: order.lines.map((line) => fromOrderLine(order, line)).filter((line) => (line.openQty ?? 0) > 0) }))
        .filter((order) => order.lines.length > 0);
    },
  });
}

const blank = (value: unknown) => value === undefined || value === null || value === '';
const SENT = ['indentLineId', 'qty', 'batchNo', 'productionDate', 'expiryDate', 'serialNo', 'udi'] as const;
/** A line without an order names its catalog item and the price the supplier saw, which R18 holds the catalog to. */
const SENT_WITHOUT_ORDER = ['catalogItemId', 'qty', 'unitPrice', 'batchNo', 'productionDate', 'expiryDate', 'serialNo', 'udi'] as const;

/** What submit takes of each line; empty fields stay out, and units only when the line has some. */
export const toBodyLines = (lines: DeliveryFormLine[] | undefined) =>
  (lines ?? []).map((line) => {
    const fields = Object.fromEntries((line.indentLineId ? SENT : SENT_WITHOUT_ORDER).filter((name) => !blank(line[name])).map((name) => [name, line[name]]));
    const units = toBodyUnits(line.units);
    return units.length ? { ...fields, units } : fields;
  });

/** A saved note's lines as the form holds them (the quantity as a number for its input, the units as scanned). */
export const toFormLines = (lines: CrudRecord[] | undefined): DeliveryFormLine[] =>
  (lines ?? []).map((line) => ({
    ...(line as DeliveryFormLine),
    id: String(line.id),
    indentLineId: line.indentLineId == null ? undefined : String(line.indentLineId),
    catalogItemId: line.catalogItemId == null ? undefined : String(line.catalogItemId),
    qty: blank(line.qty) ? null : Number(line.qty),
    units: toFormUnits(line.units as CrudRecord[] | undefined),
  }));
