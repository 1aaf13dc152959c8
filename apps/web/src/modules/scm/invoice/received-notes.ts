import { useQuery } from '@tanstack/react-query';
import type { Page } from '@beree/contracts';
import { getData, type CrudRecord } from '@/components/crud';
import { DELIVERY_API } from '../delivery/api';
import { fromDeliveryLine, type InvoiceFormLine } from './lines';

/** A hospital's received notes with one supplier fit a page. */
const SIZE = 100;

export interface ReceivedNote {
  id: string;
  deliveryNo: string;
  shipDate: string | null;
}

/** The hospital's received delivery notes from the caller, newest first: what a downstream invoice bills (R20). */
export function useReceivedNotes(hospitalTenantId: string | undefined) {
  return useQuery({
    queryKey: ['invoice-received-notes', hospitalTenantId],
    enabled: Boolean(hospitalTenantId),
    queryFn: async (): Promise<ReceivedNote[]> => {
      const page = await getData<Page<CrudRecord>>(`${DELIVERY_API}/list`, { current: 1, size: SIZE, hospitalTenantId_equal: hospitalTenantId, deliveryStatus_equal: 'RECEIVED' });
      return page.records.map((note) => ({ id: String(note.id), deliveryNo: String(note.deliveryNo), shipDate: (note.shipDate as string | null) ?? null }));
    },
  });
}

/** A received note's lines that took goods in, as invoice lines billing all that was received. */
export async function receivedLinesOf(note: ReceivedNote): Promise<InvoiceFormLine[]> {
  const detail = await getData<CrudRecord & { lines: CrudRecord[] }>(`${DELIVERY_API}/detail`, { id: note.id });
  return detail.lines.filter((line) => Number(line.receivedQty) > 0).map((line) => fromDeliveryLine(note.deliveryNo, line));
}
