import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_LOAD_DELAY_MS, NOTICE_PAGE_SIZE, type MessageRecord } from '@beree/contracts';
import { signInAs, tokensOf, useRealApi } from '@/test/real-api';
import { ACCOUNTS, apiData, uniqueTag } from '@/test/server-api';
import { fetchFeedDetail } from './notice-api';
import { unreadNotices, useNoticeStore } from './notice-store';

const ctx = useRealApi();
let adminToken: string;
let clerkId: string;

/** Messages the hospital admin sends the clerk, one call each so that they arrive newest last. */
async function sendToClerk(tag: string, count: number) {
  for (let i = 1; i <= count; i++) {
    await apiData('POST', '/beree-desk/message-record/send', adminToken, { body: { userIds: clerkId, title: `${tag}-${i}`, content: `<p>第${i}条</p>` } });
  }
}

const feeds = () => useNoticeStore.getState().feeds;
const store = () => useNoticeStore.getState();
const pageCalls = (path: string) => ctx.calls('GET', path).map((call) => call.query);

beforeAll(async () => {
  adminToken = (await tokensOf(ACCOUNTS.hospitalAdmin)).access_token;
  clerkId = (await signInAs(ACCOUNTS.clerk)).user_id;
});

beforeEach(() => store().reset());

describe('the bell lists', () => {
  it('load 5 unread messages a page, the next page only after the 1 s pause, then report the end', async () => {
    // Read everything the clerk had, so the list holds exactly the messages of this test.
    const before = await apiData<{ records: MessageRecord[] }>('GET', '/beree-desk/message-record/page', (await tokensOf(ACCOUNTS.clerk)).access_token, { params: { size: 1000, isRead: 0 } });
    if (before.records.length) await apiData('POST', '/beree-desk/message-record/read', (await tokensOf(ACCOUNTS.clerk)).access_token, { params: { ids: before.records.map((m) => m.id).join(',') } });
    const tag = `bell${uniqueTag()}`;
    await sendToClerk(tag, 7);

    await store().reload('message');
    expect(feeds().message.items.map((m) => m.title)).toEqual([7, 6, 5, 4, 3].map((i) => `${tag}-${i}`));
    expect(feeds().message.total).toBe(7);
    expect(pageCalls('/beree-desk/dashboard/my-message')).toEqual([{ current: '1', size: String(NOTICE_PAGE_SIZE), isRead: '0' }]);

    const timer = vi.spyOn(globalThis, 'setTimeout');
    const more = store().loadMore('message');
    // Asked for, but the next page is not requested before the pause is over.
    expect(feeds().message.loading).toBe(true);
    expect(timer).toHaveBeenCalledWith(expect.any(Function), NOTICE_LOAD_DELAY_MS);
    await expect(store().loadMore('message')).resolves.toBe('busy');
    expect(pageCalls('/beree-desk/dashboard/my-message')).toHaveLength(1);
    expect(await more).toBe('loaded');

    expect(feeds().message.loading).toBe(false);
    expect(feeds().message.items.map((m) => m.title)).toEqual([7, 6, 5, 4, 3, 2, 1].map((i) => `${tag}-${i}`));
    expect(pageCalls('/beree-desk/dashboard/my-message').at(-1)).toMatchObject({ current: '2', isRead: '0' });
    expect(await store().loadMore('message')).toBe('end');
    expect(pageCalls('/beree-desk/dashboard/my-message')).toHaveLength(2);
  });

  it('take a pushed entry on top at once and keep it once when the next page shifts', async () => {
    const tag = `push${uniqueTag()}`;
    await sendToClerk(tag, 6);
    await store().reload('message');
    const total = feeds().message.total;
    const top = feeds().message.items[0];

    // The server pushes a seventh message: it goes on top and counts before any reload.
    await sendToClerk(tag, 1);
    const pushed = (await apiData<{ records: MessageRecord[] }>('GET', '/beree-desk/dashboard/my-message', (await tokensOf(ACCOUNTS.clerk)).access_token, { params: { current: 1, size: 1, isRead: 0 } })).records[0];
    store().prepend('message', pushed);
    store().prepend('message', pushed);
    expect(feeds().message.items[0].id).toBe(pushed.id);
    expect(feeds().message.items[1].id).toBe(top.id);
    expect(feeds().message.total).toBe(total + 1);

    // Page 2 now starts with the fifth entry shown already: it is not listed twice.
    await store().loadMore('message');
    const ids = feeds().message.items.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('drop a message from the unread list once it was opened and the list reloaded', async () => {
    const tag = `open${uniqueTag()}`;
    await sendToClerk(tag, 1);
    await store().reload('message');
    const opened = feeds().message.items.find((m) => m.title === `${tag}-1`)!;
    const total = feeds().message.total;

    const detail = await fetchFeedDetail('message', opened.id);
    expect(detail).toMatchObject({ title: `${tag}-1`, content: '<p>第1条</p>', isRead: 1 });
    await store().reload();
    expect(feeds().message.items.some((m) => m.id === opened.id)).toBe(false);
    expect(feeds().message.total).toBe(total - 1);
  });

  it("list the tenant's notices with the platform's, unread until opened, for each user on their own", async () => {
    const title = `通知${uniqueTag()}`;
    const notice = await apiData<{ id: string }>('POST', '/beree-desk/notice/submit', adminToken, { body: { title, content: '<p>内容</p>' } });
    await store().reload('notice');
    expect(feeds().notice.items.find((n) => n.title === title)).toMatchObject({ category: 'HOSPITAL_NOTICE', isRead: 0 });
    // Other tests publish hospital notices meanwhile: the platform's may come on a later page.
    while (!feeds().notice.items.some((n) => n.category === 'PLATFORM_NOTICE') && (await store().loadMore('notice')) === 'loaded');
    expect(feeds().notice.items.some((n) => n.category === 'PLATFORM_NOTICE')).toBe(true);

    await fetchFeedDetail('notice', notice.id);
    await store().reload('notice');
    expect(feeds().notice.items.find((n) => n.title === title)?.isRead).toBe(1);
    // The admin who published it has not read it.
    const forAdmin = await apiData<{ records: Array<{ id: string; isRead: number }> }>('GET', '/beree-desk/dashboard/my-notice', adminToken, { params: { size: 100 } });
    expect(forAdmin.records.find((n) => n.id === notice.id)?.isRead).toBe(0);
  });

  it('count the unread notices among those loaded, for the badge', async () => {
    await store().reload('notice');
    const unread = feeds().notice.items.filter((n) => n.isRead === 0);
    expect(unread.length).toBeGreaterThan(0);
    expect(unreadNotices(feeds().notice)).toBe(unread.length);
    await fetchFeedDetail('notice', unread[0].id);
    await store().reload('notice');
    expect(feeds().notice.items.find((n) => n.id === unread[0].id)?.isRead).toBe(1);
  });

  it('forget an answer that arrives after a reset (another user signed in meanwhile)', async () => {
    const loading = store().reload('notice');
    store().reset();
    await loading;
    expect(feeds().notice.items).toEqual([]);
    expect(feeds().notice.total).toBe(0);
  });
});
