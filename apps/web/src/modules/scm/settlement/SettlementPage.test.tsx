import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, shanghaiToday } from '@beree/contracts';
import { rowOf, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { apiData, type Account } from '@/test/server-api';
import SettlementPage from './index';

useRealApi();

/** The demo hospital and its approved dealer (domain model §7). */
const HOSPITAL: Account = { tenantId: '100001', username: 'admin', password: 'admin' };
const DEALER: Account = { tenantId: '200001', username: 'admin', password: 'admin' };
const DELIVERY = '/beree-scm/delivery';
const INDENT = '/beree-scm/indent';
const T = shanghaiToday();
/** A balloon's label (high-value, received unit by unit): its DI, lot, expiry (yyMMdd) and serial. */
const balloonUdi = (serial: string) => `(01)04012345000016(10)W26S01(17)${addDays(T, 500).slice(2).replaceAll('-', '')}(21)${serial}`;

/** Two balloons ordered, shipped unit by unit, approved, and received through the API: one taken in, one refused with `reason`. */
async function noteWithOneRefused(reason: string): Promise<{ deliveryNo: string; refused: string }> {
  const { access_token: hospital } = await signInAs(HOSPITAL);
  const addresses = await apiData<{ records: { id: string; isDefault: boolean }[] }>('GET', '/beree-scm/hospital/address/list', hospital, { params: { size: 100 } });
  const items = await apiData<{ records: { id: string }[] }>('GET', '/beree-scm/catalog/list', hospital, { params: { supplierTenantId_equal: DEALER.tenantId, useFlag_equal: 'USING', productName: 'PTCA球囊扩张导管', size: 1 } });
  const body = { supplierTenantId: DEALER.tenantId, orderType: 'NORMAL', receivingAddressId: addresses.records.find((a) => a.isDefault)!.id, lines: [{ catalogItemId: items.records[0].id, qty: 2 }] };
  const order = await apiData<{ id: string; lines: { id: string }[] }>('POST', `${INDENT}/submit`, hospital, { body });
  await apiData('POST', `${INDENT}/submit-review`, hospital, { params: { ids: order.id } });
  const { access_token: dealer } = await signInAs(DEALER);
  await apiData('POST', `${INDENT}/confirm`, dealer, { params: { ids: order.id } });
  const [kept, refused] = ['A', 'B'].map((k) => `WS-${k}${Date.now().toString(36).toUpperCase()}`) as [string, string];
  const line = { indentLineId: order.lines[0].id, qty: 2, batchNo: 'W26S01', expiryDate: addDays(T, 500), units: [kept, refused].map((serial) => ({ serialNo: serial, udi: balloonUdi(serial) })) };
  const note = await apiData<{ id: string; deliveryNo: string }>('POST', `${DELIVERY}/submit`, dealer, { body: { hospitalTenantId: HOSPITAL.tenantId, deliveryType: 'NORMAL', lines: [line] } });
  await apiData('POST', `${DELIVERY}/submit-review`, dealer, { params: { ids: note.id } });
  const { access_token: again } = await signInAs(HOSPITAL);
  await apiData('POST', `${DELIVERY}/approve`, again, { params: { ids: note.id } });
  await apiData('POST', `${DELIVERY}/receive`, again, { params: { ids: note.id }, body: { units: [{ code: kept, outcome: 'ACCEPTED' }, { code: balloonUdi(refused), outcome: 'REFUSED', reason }] } });
  return { deliveryNo: note.deliveryNo, refused: balloonUdi(refused) };
}

describe('Settlement page', () => {
  it('the detail of a note received unit by unit names the refused implant by its UDI and why, while it settles only the one taken in', async () => {
    const { deliveryNo, refused } = await noteWithOneRefused('外包装破损');
    await signInAs(HOSPITAL);
    const user = userEvent.setup();
    renderWithProviders(<SettlementPage />);
    await tableLoaded();
    await user.click(within(rowOf(deliveryNo)).getByRole('button', { name: spaced('查看') }));
    const viewing = (await screen.findByText('结算详情')).closest('.ant-modal') as HTMLElement;
    expect((await within(viewing).findAllByText('拒收及原因')).length).toBeGreaterThan(0);
    const line = within(viewing).getByText(refused).closest('tr') as HTMLElement;
    expect(within(line).getByText('外包装破损')).toBeInTheDocument();
    // Received one of two: the line settles one.
    const quantity = [...viewing.querySelectorAll('thead th')].map((th) => th.textContent).indexOf('数量');
    expect(line.querySelectorAll('td')[quantity]).toHaveTextContent(/^1$/);
  });
});
