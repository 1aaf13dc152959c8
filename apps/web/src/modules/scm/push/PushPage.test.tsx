import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PUSH_HEADERS } from '@beree/contracts';
import { rowButton, rowOf, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { API_BASE_URL, apiData, type Account } from '@/test/server-api';
import { REPUSH_POLL_MS } from './use-repush';
import PushPage from './index';

const API = '/beree-scm/push';
const ctx = useRealApi();
const HOSPITAL: Account = { tenantId: '100001', username: 'admin', password: 'admin' };
/** The demo HIS endpoint's shared secret (seeds/push-demo.ts): the partner signs its acknowledgement with it. */
const HIS_SECRET = 'yz1h-his-demo-shared-secret-2024';

interface Push {
  id: string;
  sourceNo: string;
  endpointId: string;
  idempotencyKey: string;
  pushStatus: string;
  pushing: boolean;
}

/** The demo's push that failed three times with the HIS's own words (domain model §7.4). */
async function failedPush(): Promise<Push> {
  const { access_token } = await signInAs(HOSPITAL);
  const page = await apiData<{ records: Push[] }>('GET', `${API}/list`, access_token, { params: { pushStatus: 'PUSH_FAILURE', size: 10 } });
  return page.records[0];
}

/** The HIS takes the document in and says so, signed as a partner signs (POST push/ack, no sign-in). */
async function hisTakesIn(push: Push): Promise<void> {
  const raw = JSON.stringify({ idempotencyKey: push.idempotencyKey, partnerDocId: 'HIS-RK-0001' });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers = {
    'content-type': 'application/json',
    [PUSH_HEADERS.endpoint]: `${HOSPITAL.tenantId}.${push.endpointId}`,
    [PUSH_HEADERS.timestamp]: timestamp,
    [PUSH_HEADERS.signature]: createHmac('sha256', HIS_SECRET).update(`${timestamp}.${raw}`).digest('hex'),
  };
  // From the partner's own machine (Node's client), not the page's: no browser rules apply to it.
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${API_BASE_URL}${API}/ack`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(raw);
  });
  expect(answer.status, answer.text).toBe(200);
}

const listCalls = () => ctx.calls('GET', `${API}/list`).length;

describe('Push log page', () => {
  it('重新推送 shows the row being pushed at once, refreshes the list by itself until the partner’s answer, names the document, then stops', async () => {
    const push = await failedPush();
    expect(push).toMatchObject({ pushStatus: 'PUSH_FAILURE', pushing: false });
    await signInAs(HOSPITAL);
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<PushPage />);
    await tableLoaded();
    expect(within(rowOf(push.sourceNo)).getByText('推送失败')).toBeInTheDocument();
    expect(within(rowOf(push.sourceNo)).getByText('HTTP 504: HIS接口超时，请稍后重试')).toBeInTheDocument();

    await user.click(rowButton(push.sourceNo, '重新推送'));
    // At once: the row is being pushed, its old error gone, and it cannot be pushed twice meanwhile.
    expect(await within(rowOf(push.sourceNo)).findByText('推送中')).toBeInTheDocument();
    expect(await screen.findByText(`单据 ${push.sourceNo} 正在重新推送到 HIS 物资接口…`)).toBeInTheDocument();
    expect(within(rowOf(push.sourceNo)).queryByText('HTTP 504: HIS接口超时，请稍后重试')).toBeNull();
    expect(within(rowOf(push.sourceNo)).queryByRole('button', { name: /重新推送/ })).toBeNull();
    expect(ctx.notify).not.toHaveBeenCalled();

    // The page keeps looking while nothing has come back (no search pressed).
    const before = listCalls();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before + 1), { timeout: 6 * REPUSH_POLL_MS });
    expect(within(rowOf(push.sourceNo)).getByText('推送中')).toBeInTheDocument();

    await hisTakesIn(push);
    expect(await screen.findByText(`单据 ${push.sourceNo} 已被 HIS 物资接口 接收`, {}, { timeout: 4 * REPUSH_POLL_MS })).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(push.sourceNo)).getByText('推送成功')).toBeInTheDocument());
    expect(within(rowOf(push.sourceNo)).getByText('已接收')).toBeInTheDocument();
    expect(within(rowOf(push.sourceNo)).queryByText('推送中')).toBeNull();

    // Settled: the page stops asking — no reading of the push is left to repeat itself.
    const polling = () => queryClient.getQueryCache().findAll({ queryKey: ['push-outcome'] }).filter((q) => q.getObserversCount() > 0);
    await waitFor(() => expect(polling()).toEqual([]));
  });
});
