import type { APIRequestContext } from '@playwright/test';
import { apiCall, apiToken } from './api';
import { DEALER } from './journey';
import { HOSPITAL_ADMIN } from './session';

export const BALLOON = 'PTCA球囊扩张导管';
/** A calendar day `offset` days from today (yyyy-MM-dd). */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A balloon's GS1 UDI with the serial given. */
export const balloonUdi = (serial: string) => `(01)04012345000016(10)W26J01(17)${day(500).slice(2).replaceAll('-', '')}(21)${serial}`;

interface Page<T> {
  records: T[];
}

/**
 * A delivery note of two balloons, each with its UDI, ordered by the hospital, shipped by the
 * dealer and approved, ready to be received: through the API, since its making is other journeys'.
 */
export async function approvedImplantNote(request: APIRequestContext, serialPrefix: string): Promise<{ id: string; deliveryNo: string; serials: string[] }> {
  const token = await apiToken(request, HOSPITAL_ADMIN);
  const dealerToken = await apiToken(request, DEALER);
  const addresses = await apiCall<Page<{ id: string; isDefault: boolean }>>(request, token, 'GET', '/beree-scm/hospital/address/list', { params: { size: '100' } });
  const items = await apiCall<Page<{ id: string }>>(request, token, 'GET', '/beree-scm/catalog/list', { params: { supplierTenantId_equal: DEALER.tenantId, useFlag_equal: 'USING', productName: BALLOON, size: '1' } });
  const order = await apiCall<{ id: string; lines: { id: string }[] }>(request, token, 'POST', '/beree-scm/indent/submit', {
    data: { supplierTenantId: DEALER.tenantId, orderType: 'NORMAL', receivingAddressId: addresses.records.find((a) => a.isDefault)!.id, lines: [{ catalogItemId: items.records[0].id, qty: 2 }] },
  });
  await apiCall(request, token, 'POST', '/beree-scm/indent/submit-review', { params: { ids: order.id } });
  await apiCall(request, dealerToken, 'POST', '/beree-scm/indent/confirm', { params: { ids: order.id } });
  const serials = [`${serialPrefix}${Date.now()}A`, `${serialPrefix}${Date.now()}B`];
  const line = { indentLineId: order.lines[0].id, qty: 2, batchNo: 'W26J01', expiryDate: day(500), units: serials.map((serial) => ({ udi: balloonUdi(serial) })) };
  const note = await apiCall<{ id: string; deliveryNo: string }>(request, dealerToken, 'POST', '/beree-scm/delivery/submit', { data: { hospitalTenantId: '100001', deliveryType: 'NORMAL', lines: [line] } });
  await apiCall(request, dealerToken, 'POST', '/beree-scm/delivery/submit-review', { params: { ids: note.id } });
  await apiCall(request, token, 'POST', '/beree-scm/delivery/approve', { params: { ids: note.id } });
  return { id: note.id, deliveryNo: note.deliveryNo, serials };
}
