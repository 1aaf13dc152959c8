import { useQuery } from '@tanstack/react-query';
import type { Page } from '@beree/contracts';
import { getData, type CrudRecord } from '@/components/crud';
import { INDENT_API } from '../indent/api';

/** The order states a note may fill (the server's R19). */
const OPEN = ['CONFIRMED', 'PARTIALLY_DELIVERED'] as const;
/** A hospital's open orders with one supplier fit a page. */
const SIZE = 100;

/** A line of a delivery note as the form holds it: the order line it fills, its snapshot, and the batch shipped. */
export interface DeliveryFormLine {
  id?: string;
  indentLineId?: string;
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
    indentNo: order.indentNo as string,
    productName: line.productName as string,
    specification: line.specification as string | null,
    model: line.model as string | null,
    unit: line.unit as string,
    unitPrice: line.unitPrice as string,
    udiDi: line.udiDi as string | null,
    openQty,
    qty: openQty,
  };
};

/**
 * The hospital's confirmed or partly delivered orders with the caller, each with its lines that
 * still await goods (indent/list, then each order's detail).
 */
export function useOpenOrders(hospitalTenantId: string | undefined) {
  return useQuery({
    queryKey: ['delivery-open-orders', hospitalTenantId],
    enabled: Boolean(hospitalTenantId),
    queryFn: async (): Promise<OpenOrder[]> => {
      const pages = await Promise.all(OPEN.map((status) => getData<Page<CrudRecord>>(`${INDENT_API}/list`, { current: 1, size: SIZE, hospitalTenantId_equal: hospitalTenantId, indentStatus_equal: status })));
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

/** What submit takes of each line; empty fields stay out. */
export const toBodyLines = (lines: DeliveryFormLine[] | undefined) =>
  (lines ?? []).map((line) => Object.fromEntries(SENT.filter((name) => !blank(line[name])).map((name) => [name, line[name]])));

/** A saved note's lines as the form holds them (the quantity as a number for its input). */
export const toFormLines = (lines: CrudRecord[] | undefined): DeliveryFormLine[] =>
  (lines ?? []).map((line) => ({ ...(line as DeliveryFormLine), id: String(line.id), indentLineId: line.indentLineId == null ? undefined : String(line.indentLineId), qty: blank(line.qty) ? null : Number(line.qty) }));
