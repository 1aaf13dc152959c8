import { REALTIME_MESSAGE, type MessageRecord, type TokenAnswer } from '@beree/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { logoutLocal } from '@/features/auth/local-logout';
import { useSessionStore } from '@/features/auth/session-store';
import { request } from '@/shared/request';
import { signInAs, tokensOf, useRealApi } from '@/test/real-api';
import { renderInProviders, resetApp } from '@/test/render-app';
import { ACCOUNTS, apiData, unreachableBaseURL, uniqueTag } from '@/test/server-api';
import { onRealtime } from './realtime-events';
import { useRealtimeStore } from './realtime-store';
import { currentSocket, disconnectRealtime, onRealtimeFailure, syncRealtime } from './socket';
import { useRealtimeConnection } from './use-realtime-connection';

useRealApi();

beforeEach(async () => {
  await resetApp();
});

afterEach(() => {
  disconnectRealtime();
  onRealtimeFailure(undefined);
});

/** Sends a message from the hospital's administrator to the clerk through the real API. */
async function sendToClerk(clerk: TokenAnswer, title: string): Promise<void> {
  const admin = await tokensOf(ACCOUNTS.hospitalAdmin);
  await apiData('POST', '/beree-desk/message-record/send', admin.access_token, { body: { userIds: clerk.user_id, title, content: '<p>请于本月20日前更新授权书</p>' } });
}

const joined = () => waitFor(() => expect(useRealtimeStore.getState().status).toBe('joined'));

function Connection() {
  useRealtimeConnection();
  return null;
}

/** The hook as the layout runs it, inside antd's whole App (the root has its message API alone). */
const Shell = () => (
  <App component={false}>
    <Connection />
  </App>
);

it('joins its own rooms and hands a message sent through the API to subscribers', async () => {
  const clerk = await signInAs(ACCOUNTS.clerk, { fresh: true });
  syncRealtime();
  await joined();
  expect(useRealtimeStore.getState().rooms).toEqual([`tenant:${clerk.tenant_id}`, `user:${clerk.tenant_id}:${clerk.user_id}`]);

  const received = vi.fn<(message: MessageRecord) => void>();
  const stop = onRealtime(REALTIME_MESSAGE, received);
  const title = `授权书提醒 ${uniqueTag()}`;
  await sendToClerk(clerk, title);
  await waitFor(() => expect(received).toHaveBeenCalledWith(expect.objectContaining({ title, userId: clerk.user_id, isRead: 0 })));
  stop();
});

it('pops the pushed message up in the bottom-right corner', async () => {
  const clerk = await signInAs(ACCOUNTS.clerk, { fresh: true });
  renderInProviders(<Shell />);
  await joined();
  const title = `收货安排 ${uniqueTag()}`;
  await sendToClerk(clerk, title);
  const popup = await screen.findByText(title);
  const corner = popup.closest('.ant-notification-bottomRight');
  expect(corner).not.toBeNull();
  expect(within(corner as HTMLElement).getByText(/^站内消息 · .+ · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
});

it("pops a notice the hospital publishes up for the hospital's users, with its category and time", async () => {
  await signInAs(ACCOUNTS.clerk, { fresh: true });
  renderInProviders(<Shell />);
  await joined();
  const admin = await tokensOf(ACCOUNTS.hospitalAdmin);
  const title = `春节期间中心库收货安排 ${uniqueTag()}`;
  await apiData('POST', '/beree-desk/notice/submit', admin.access_token, { body: { title, content: '<p>除夕至初三暂停收货</p>' } });
  const popup = await screen.findByText(title);
  const corner = popup.closest('.ant-notification-bottomRight');
  expect(corner).not.toBeNull();
  expect(within(corner as HTMLElement).getByText(/^医院通知 · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
});

it('opens a new connection with the refreshed token and closes it on sign-out', async () => {
  await signInAs(ACCOUNTS.clerk, { fresh: true });
  syncRealtime();
  await joined();
  const first = currentSocket();
  renderInProviders(<Shell />);
  // A refresh stores new tokens in the session, as the token timer does.
  useSessionStore.getState().setSession(await tokensOf(ACCOUNTS.clerk, { fresh: true }));
  await waitFor(() => expect(currentSocket()).not.toBe(first));
  expect(first?.connected).toBe(false);
  await joined();
  const second = currentSocket();
  logoutLocal();
  await waitFor(() => expect(useRealtimeStore.getState().status).toBe('off'));
  expect(currentSocket()).toBeUndefined();
  expect(second?.connected).toBe(false);
});

it('asks once for a page refresh when the connection fails, however often it retries', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await signInAs(ACCOUNTS.clerk);
  // The server is down: socket.io keeps retrying on its own.
  request.defaults.baseURL = await unreachableBaseURL();
  renderInProviders(<Shell />);
  expect(await screen.findByText('实时消息连接失败，请刷新页面重试')).toBeInTheDocument();
  let attempts = 0;
  currentSocket()!.on('connect_error', () => attempts++);
  await waitFor(() => expect(attempts).toBeGreaterThanOrEqual(1));
  expect(useRealtimeStore.getState().status).toBe('failed');
  expect(errors.mock.calls.filter(([text]) => String(text).includes('realtime'))).toHaveLength(1);
  expect(screen.getAllByText('实时消息连接失败，请刷新页面重试')).toHaveLength(1);
});

it('reports a refused handshake (a token the server does not accept)', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const failed = vi.fn();
  onRealtimeFailure(failed);
  const answer = await tokensOf(ACCOUNTS.clerk);
  useSessionStore.getState().setSession({ ...answer, access_token: 'forged.token.value' });
  syncRealtime();
  await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
  expect((failed.mock.calls[0][0] as Error).message).toBe('auth.unauthorized');
  expect(useRealtimeStore.getState().status).toBe('failed');
});
