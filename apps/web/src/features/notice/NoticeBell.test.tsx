import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MessageRecord, Page } from '@beree/contracts';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { disconnectRealtime, syncRealtime } from '@/features/realtime/socket';
import { useRealtimeStore } from '@/features/realtime/realtime-store';
import { signInAs, tokensOf, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import { NoticeBell } from './NoticeBell';

const ctx = useRealApi();
let token: string;
let userId: string;

/** The hospital admin's own unread messages, as the server counts them now. */
const unreadTotal = async () =>
  (await apiData<Page<MessageRecord>>('GET', '/beree-desk/dashboard/my-message', token, { params: { current: 1, size: 1, isRead: 0 } })).total;

beforeAll(async () => {
  const session = await signInAs(ACCOUNTS.hospitalAdmin);
  token = session.access_token;
  userId = session.user_id;
});

afterEach(() => disconnectRealtime());

async function openBell() {
  const user = userEvent.setup();
  renderWithProviders(<NoticeBell />);
  // The first pages of both lists arrive before the popover opens.
  await waitFor(() => expect(ctx.calls('GET', '/beree-desk/dashboard/my-notice')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: /^通知与消息/ }));
  return user;
}

const list = (name: string) => screen.getByRole('list', { name });
const entries = (name: string) => within(list(name)).queryAllByRole('listitem');

describe('Notice bell', () => {
  it('shows 5 unread messages, pages in more at the end of the list after a pause, then warns there are no more', async () => {
    const tag = `bell${uniqueTag()}`;
    for (let i = 1; i <= 6; i++) {
      await apiData('POST', '/beree-desk/message-record/send', token, { body: { userIds: userId, title: `${tag}-${i}`, content: '<p>x</p>' } });
    }
    const total = await unreadTotal();
    await openBell();

    expect(await screen.findByRole('tab', { name: `消息(${total})` })).toBeInTheDocument();
    await waitFor(() => expect(entries('未读消息')).toHaveLength(5));
    expect(entries('未读消息')[0]).toHaveTextContent(`${tag}-6`);
    // The badge adds the unread notices to the unread messages.
    const counted = Number(/（(\d+) 条未读）/.exec(screen.getByRole('button', { name: /^通知与消息/ }).getAttribute('aria-label') ?? '')?.[1]);
    expect(counted).toBeGreaterThanOrEqual(total);

    // Scrolled to its end (no layout here, so every scroll is at the end) the list waits, then grows.
    fireEvent.scroll(list('未读消息'));
    expect(await within(list('未读消息')).findByRole('status', { name: '加载中' })).toBeInTheDocument();
    await waitFor(() => expect(entries('未读消息').length).toBeGreaterThan(5));
    expect(entries('未读消息')[5]).toHaveTextContent(`${tag}-1`);
    expect(ctx.calls('GET', '/beree-desk/dashboard/my-message').at(-1)?.query).toMatchObject({ current: '2', size: '5', isRead: '0' });

    // Past the last page: a warning instead of another call.
    for (let page = 2; page < Math.ceil(total / 5); page++) {
      const shown = entries('未读消息').length;
      fireEvent.scroll(list('未读消息'));
      await waitFor(() => expect(entries('未读消息').length).toBeGreaterThan(shown));
    }
    const calls = ctx.calls('GET', '/beree-desk/dashboard/my-message').length;
    fireEvent.scroll(list('未读消息'));
    expect(await screen.findByText('没有更多未读消息！')).toBeInTheDocument();
    expect(ctx.calls('GET', '/beree-desk/dashboard/my-message')).toHaveLength(calls);
  });

  it('opens a platform notice with its category, records the reading, and reloads the lists on closing', async () => {
    // The newest notice, so it is on the first page whatever other tests publish meanwhile.
    const title = `平台维护${uniqueTag()}`;
    const platform = (await tokensOf(ACCOUNTS.platformAdmin)).access_token;
    await apiData('POST', '/beree-desk/notice/submit', platform, { body: { title, content: '<p>本周六<strong>系统维护</strong></p>' } });
    const user = await openBell();
    await user.click(screen.getByRole('tab', { name: /^通知\(\d+\)$/ }));
    const entry = await within(list('通知')).findByRole('button', { name: new RegExp(title) });
    expect(entry).toHaveTextContent('平台通知');
    await user.click(entry);

    const detail = await screen.findByRole('dialog');
    expect(await within(detail).findByText(title)).toBeInTheDocument();
    expect(within(detail).getByText('发布时间')).toBeInTheDocument();
    expect(within(detail).getByText('平台通知')).toBeInTheDocument();
    expect(within(within(detail).getByRole('region', { name: '内容' })).getByText('系统维护').tagName).toBe('STRONG');
    expect(ctx.calls('GET', '/beree-desk/dashboard/notice-detail')).toHaveLength(1);

    const before = ctx.calls('GET', '/beree-desk/dashboard/my-notice').length;
    await user.click(within(detail).getAllByRole('button', { name: /关\s*闭/ }).at(-1)!);
    await waitFor(() => expect(ctx.calls('GET', '/beree-desk/dashboard/my-notice').length).toBeGreaterThan(before));
    const notices = await apiData<Page<{ title: string; isRead: number }>>('GET', '/beree-desk/dashboard/my-notice', token, { params: { size: 100 } });
    expect(notices.records.find((n) => n.title === title)?.isRead).toBe(1);
  });

  it('opens a message with its sender; once closed it leaves the unread list', async () => {
    const tag = `read${uniqueTag()}`;
    await apiData('POST', '/beree-desk/message-record/send', token, { body: { userIds: userId, title: tag, content: '<p>请<strong>今天</strong>处理</p>' } });
    const user = await openBell();
    const entry = await within(list('未读消息')).findByRole('button', { name: new RegExp(tag) });
    await user.click(entry);

    const detail = await screen.findByRole('dialog');
    await within(detail).findByText(tag);
    expect(within(detail).getByText('发送人')).toBeInTheDocument();
    expect(within(detail).getByText('今天').tagName).toBe('STRONG');
    expect(ctx.calls('GET', '/beree-desk/message-record/detail').at(-1)?.query).toMatchObject({ id: expect.any(String) });

    await user.click(within(detail).getAllByRole('button', { name: /关\s*闭/ }).at(-1)!);
    await user.click(screen.getByRole('button', { name: /^通知与消息/ }));
    await waitFor(() => expect(within(list('未读消息')).queryByRole('button', { name: new RegExp(tag) })).toBeNull());
  });

  it('puts a pushed message on top of its list and counts it, without asking the server', async () => {
    syncRealtime();
    await waitFor(() => expect(useRealtimeStore.getState().status).toBe('joined'));
    await openBell();
    const tab = await screen.findByRole('tab', { name: /^消息\(\d+\)$/ });
    await waitFor(() => expect(entries('未读消息').length).toBeGreaterThan(0));
    const count = Number(/\d+/.exec(tab.textContent ?? '')?.[0]);
    const calls = ctx.calls('GET', '/beree-desk/dashboard/my-message').length;

    const tag = `push${uniqueTag()}`;
    await apiData('POST', '/beree-desk/message-record/send', token, { body: { userIds: userId, title: tag, content: '<p>推送</p>' } });
    await waitFor(() => expect(entries('未读消息')[0]).toHaveTextContent(tag));
    expect(screen.getByRole('tab', { name: `消息(${count + 1})` })).toBeInTheDocument();
    expect(ctx.calls('GET', '/beree-desk/dashboard/my-message')).toHaveLength(calls);
  });
});
