import { describe, expect, it } from 'vitest';
import { nextId } from '../../../core/db/ids';
import { notices } from '../../../core/db/schema';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type Login, type TestServer } from '../../../../test/harness';

const server = useServer();
const DASH = '/api/beree-desk/dashboard';
const HOME = '/api/beree-scm/home-page-statistics';
const NOTICE = '/api/beree-desk/notice';

type Notice = Record<string, any> & { id: string; title: string };

const SEEDED_PLATFORM = '关于第三批医疗器械唯一标识实施的提醒';
const SEEDED_HOSPITAL = ['春节期间中心库收货安排', '请于本月20日前更新授权书'];

async function signIn(s: TestServer, who: Login): Promise<{ token: string; userId: string }> {
  const res = await s.token(who);
  return { token: res.body.access_token, userId: res.body.user_id };
}

async function publish(s: TestServer, token: string, title: string, extra: Record<string, unknown> = {}): Promise<Notice> {
  const res = await s.call('POST', `${NOTICE}/submit`, { token, body: { title, content: `<p>${title}</p>`, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Every notice the caller's bell shows, in order. */
async function allVisible(s: TestServer, token: string, headers?: Record<string, string>): Promise<Notice[]> {
  return (await s.call('GET', `${DASH}/my-notice?current=1&size=1000`, { token, headers })).body.data.records;
}

describe('dashboard notices', () => {
  it('shows the seeded notices: the hospital its own and the platform’s, the dealer only the platform’s', async () => {
    const s = server();
    const hospital = (await allVisible(s, (await signIn(s, HOSPITAL_ADMIN)).token)).map((n) => n.title);
    expect(hospital).toEqual(expect.arrayContaining([SEEDED_PLATFORM, ...SEEDED_HOSPITAL]));
    // The pinned notice leads.
    expect(hospital[0]).toBe('春节期间中心库收货安排');
    const dealer = (await allVisible(s, (await signIn(s, DEALER_ADMIN)).token)).map((n) => n.title);
    expect(dealer).toContain(SEEDED_PLATFORM);
    expect(dealer).not.toEqual(expect.arrayContaining([SEEDED_HOSPITAL[0]]));
    expect(dealer).not.toEqual(expect.arrayContaining([SEEDED_HOSPITAL[1]]));
  });

  it("keeps a hospital's notice from the dealer and shows a platform notice to both", async () => {
    const s = server();
    const hospital = await signIn(s, HOSPITAL_ADMIN);
    const dealer = await signIn(s, DEALER_ADMIN);
    const own = await publish(s, hospital.token, `医院内部通知-${Date.now()}`);
    const platform = await publish(s, (await signIn(s, PLATFORM_ADMIN)).token, `平台维护通知-${Date.now()}`);

    const hospitalSees = await allVisible(s, hospital.token);
    expect(hospitalSees.map((n) => n.id)).toEqual(expect.arrayContaining([own.id, platform.id]));
    expect(hospitalSees.find((n) => n.id === platform.id)).toMatchObject({ tenantId: '000000', category: 'PLATFORM_NOTICE', categoryName: '平台通知', isRead: 0 });

    const dealerSees = await allVisible(s, dealer.token, { 'accept-language': 'en' });
    expect(dealerSees.map((n) => n.id)).toContain(platform.id);
    expect(dealerSees.map((n) => n.id)).not.toContain(own.id);
    expect(dealerSees.every((n) => n.tenantId === '000000' || n.tenantId === '200001')).toBe(true);
    expect(dealerSees.find((n) => n.id === platform.id)).toMatchObject({ categoryName: 'Platform notice' });

    expect((await s.call('GET', `${DASH}/notice-detail?id=${own.id}`, { token: dealer.token })).status).toBe(404);
    expect((await s.call('GET', `${DASH}/notice-detail?id=${platform.id}`, { token: dealer.token })).body.data).toMatchObject({ id: platform.id, isRead: 1 });
    const home = (await s.call('GET', `${HOME}/notice-list?size=100`, { token: dealer.token })).body.data;
    expect(home.records.map((n: Notice) => n.id)).toContain(platform.id);
    expect(home.records.map((n: Notice) => n.id)).not.toContain(own.id);
  });

  it("never shows another tenant's rows, even one that claims the platform category", async () => {
    const s = server();
    const dealer = await signIn(s, DEALER_ADMIN);
    const dealerNotice = await publish(s, dealer.token, `经销商通知-${Date.now()}`);
    expect(dealerNotice.category).toBe('HOSPITAL_NOTICE');
    // Written behind the API's back: only tenant 000000's rows are platform notices.
    const forgedId = nextId();
    await s.database.db.insert(notices).values({ id: forgedId, tenantId: '200001', title: '伪造的平台通知', category: 'PLATFORM_NOTICE', releaseTime: new Date(Date.now() - 1000), content: '<p>x</p>' });

    const hospital = await signIn(s, HOSPITAL_ADMIN);
    const seen = (await allVisible(s, hospital.token)).map((n) => n.id);
    expect(seen).not.toContain(dealerNotice.id);
    expect(seen).not.toContain(String(forgedId));
    expect((await s.call('GET', `${DASH}/notice-detail?id=${forgedId}`, { token: hospital.token })).status).toBe(404);
    expect((await s.call('GET', `${DASH}/notice-detail?id=${dealerNotice.id}`, { token: hospital.token })).status).toBe(404);
    // The dealer sees both of its own.
    expect((await allVisible(s, dealer.token)).map((n) => n.id)).toEqual(expect.arrayContaining([dealerNotice.id, String(forgedId)]));
  });

  it('keeps read state per user', async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const clerk = await signIn(s, HOSPITAL_CLERK);
    const dealer = await signIn(s, DEALER_ADMIN);
    const own = await publish(s, admin.token, `已读状态-${Date.now()}`);
    const platform = await publish(s, (await signIn(s, PLATFORM_ADMIN)).token, `平台已读状态-${Date.now()}`);
    const readFlag = async (token: string, id: string) => (await allVisible(s, token)).find((n) => n.id === id)?.isRead;

    const opened = await s.call('GET', `${DASH}/notice-detail?id=${own.id}`, { token: admin.token });
    expect(opened.body.data).toMatchObject({ id: own.id, title: own.title, content: own.content, categoryName: '医院通知', isRead: 1 });
    await s.call('GET', `${DASH}/notice-detail?id=${platform.id}`, { token: clerk.token });
    // Opening twice is fine.
    expect((await s.call('GET', `${DASH}/notice-detail?id=${platform.id}`, { token: clerk.token })).status).toBe(200);

    expect(await readFlag(admin.token, own.id)).toBe(1);
    expect(await readFlag(clerk.token, own.id)).toBe(0);
    expect(await readFlag(admin.token, platform.id)).toBe(0);
    expect(await readFlag(clerk.token, platform.id)).toBe(1);
    expect(await readFlag(dealer.token, platform.id)).toBe(0);
  });

  it('leaves out ended, deleted and not yet released notices', async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const tag = `不显示-${Date.now()}`;
    const ended = await publish(s, admin.token, `${tag} 已结束`);
    const removed = await publish(s, admin.token, `${tag} 已删除`);
    const later = await publish(s, admin.token, `${tag} 未到发布时间`, { releaseTime: '2040-01-01 00:00:00' });
    const shown = await publish(s, admin.token, `${tag} 正常`);
    await s.call('POST', `${NOTICE}/end?id=${ended.id}`, { token: admin.token });
    await s.call('POST', `${NOTICE}/remove?ids=${removed.id}`, { token: admin.token });

    const seen = (await allVisible(s, admin.token)).map((n) => n.id);
    expect(seen).toContain(shown.id);
    for (const hidden of [ended, removed, later]) {
      expect(seen).not.toContain(hidden.id);
      expect((await s.call('GET', `${DASH}/notice-detail?id=${hidden.id}`, { token: admin.token })).status).toBe(404);
    }
  });

  it('pages through the merged list in order: pinned first, newest first', async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const platformToken = (await signIn(s, PLATFORM_ADMIN)).token;
    await publish(s, platformToken, `平台-较早-${Date.now()}`, { releaseTime: '2020-05-01 10:00:00' });
    const pinnedPlatform = await publish(s, platformToken, `平台-置顶-${Date.now()}`, { releaseTime: '2020-04-01 10:00:00' });
    await s.call('POST', `${NOTICE}/top?id=${pinnedPlatform.id}`, { token: platformToken });
    await publish(s, admin.token, `医院-较早-${Date.now()}`, { releaseTime: '2020-05-02 10:00:00' });

    const all = await allVisible(s, admin.token);
    const key = (n: Notice) => `${n.isTop}|${n.releaseTime}`;
    const sorted = [...all].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
    expect(all.map(key)).toEqual(sorted.map(key));
    expect(all.filter((n) => n.isTop === 1).map((n) => n.id)).toContain(pinnedPlatform.id);

    const pages: Notice[] = [];
    let total = 0;
    for (let current = 1; current <= Math.ceil(all.length / 2); current++) {
      const res = (await s.call('GET', `${DASH}/my-notice?current=${current}&size=2`, { token: admin.token })).body.data;
      expect(res).toMatchObject({ size: 2, current, pages: Math.ceil(all.length / 2) });
      total = res.total;
      pages.push(...res.records);
    }
    expect(total).toBe(all.length);
    expect(pages.map((n) => n.id)).toEqual(all.map((n) => n.id));
    expect((await s.call('GET', `${DASH}/my-notice?current=${all.length + 1}&size=2`, { token: admin.token })).body.data.records).toEqual([]);
  });

  it('lets every signed-in user use the dashboard, and names bad parameters', async () => {
    const s = server();
    const clerk = await signIn(s, HOSPITAL_CLERK);
    for (const url of [`${DASH}/my-notice`, `${DASH}/my-message`, `${HOME}/message-list`, `${HOME}/notice-list`]) {
      expect((await s.call('GET', url, { token: clerk.token })).status, url).toBe(200);
      expect((await s.call('GET', url)).status, url).toBe(401);
    }
    expect((await s.call('GET', `${DASH}/my-notice?size=0`, { token: clerk.token })).body).toMatchObject({ code: 400, data: { field: 'size' } });
    expect((await s.call('GET', `${DASH}/my-notice?current=x`, { token: clerk.token })).body).toMatchObject({ code: 400, data: { field: 'current' } });
    expect((await s.call('GET', `${DASH}/notice-detail?id=abc`, { token: clerk.token })).body).toMatchObject({ code: 400, data: { field: 'id' } });
    expect((await s.call('GET', `${DASH}/notice-detail`, { token: clerk.token })).body).toMatchObject({ code: 400, data: { field: 'id' } });
    expect((await s.call('GET', `${DASH}/my-message?isRead=2x`, { token: clerk.token })).body).toMatchObject({ code: 400, data: { field: 'isRead' } });
    expect((await s.call('GET', `${DASH}/my-message?title=x`, { token: clerk.token })).body).toMatchObject({ code: 400, data: { field: 'title' } });
    expect((await s.call('GET', `${HOME}/message-list?size=-1`, { token: clerk.token })).body).toMatchObject({ code: 400, data: { field: 'size' } });
    expect((await s.call('GET', `${HOME}/notice-list?size=many`, { token: clerk.token })).body).toMatchObject({ code: 400, data: { field: 'size' } });
  });
});

describe('dashboard messages and home page widgets', () => {
  it("pages the caller's messages with the isRead filter", async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const clerk = await signIn(s, HOSPITAL_CLERK);
    const tag = `铃铛-${Date.now()}`;
    for (const n of [1, 2, 3]) await s.call('POST', '/api/beree-desk/message-record/send', { token: admin.token, body: { userIds: clerk.userId, title: `${tag} ${n}`, content: '<p>x</p>' } });
    const unread = (await s.call('GET', `${DASH}/my-message?isRead=0&current=1&size=100`, { token: clerk.token })).body.data;
    const first = unread.records.find((m: Notice) => m.title === `${tag} 1`);
    await s.call('GET', `/api/beree-desk/message-record/detail?id=${first.id}`, { token: clerk.token });

    const after = (await s.call('GET', `${DASH}/my-message?isRead=0&size=100`, { token: clerk.token })).body.data;
    expect(after.total).toBe(unread.total - 1);
    expect(after.records.map((m: Notice) => m.id)).not.toContain(first.id);
    expect(after.records.every((m: Notice) => m.isRead === 0 && m.userId === clerk.userId)).toBe(true);
    const read = (await s.call('GET', `${DASH}/my-message?isRead=1&size=100`, { token: clerk.token })).body.data;
    expect(read.records.map((m: Notice) => m.id)).toContain(first.id);
    const paged = (await s.call('GET', `${DASH}/my-message?current=1&size=2`, { token: clerk.token })).body.data;
    expect(paged).toMatchObject({ size: 2, current: 1, total: after.total + read.total });
    expect(paged.records.map((m: Notice) => m.title)).toEqual([`${tag} 3`, `${tag} 2`]);
    // The administrator's inbox holds none of the clerk's messages.
    const adminInbox = (await s.call('GET', `${DASH}/my-message?size=100`, { token: admin.token })).body.data.records;
    expect(adminInbox.every((m: Notice) => m.userId === admin.userId)).toBe(true);
  });

  it('answers the newest messages unread first with the unread total', async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const clerk = await signIn(s, HOSPITAL_CLERK);
    const tag = `首页-${Date.now()}`;
    for (const n of [1, 2, 3, 4, 5, 6]) await s.call('POST', '/api/beree-desk/message-record/send', { token: admin.token, body: { userIds: clerk.userId, title: `${tag} ${n}`, content: '<p>x</p>' } });
    const newest = (await s.call('GET', `${DASH}/my-message?size=1`, { token: clerk.token })).body.data.records[0];
    await s.call('POST', `/api/beree-desk/message-record/read?ids=${newest.id}`, { token: clerk.token });
    const unreadTotal = (await s.call('GET', `${DASH}/my-message?isRead=0`, { token: clerk.token })).body.data.total;

    const widget = (await s.call('GET', `${HOME}/message-list`, { token: clerk.token })).body.data;
    expect(Object.keys(widget).sort()).toEqual(['records', 'unreadTotal']);
    expect(widget.unreadTotal).toBe(unreadTotal);
    expect(widget.records).toHaveLength(5);
    expect(widget.records.map((m: Notice) => m.title)).toEqual([`${tag} 5`, `${tag} 4`, `${tag} 3`, `${tag} 2`, `${tag} 1`]);
    expect(widget.records.every((m: Notice) => m.isRead === 0)).toBe(true);
    // Past the unread ones come the read ones, newest first.
    const larger = (await s.call('GET', `${HOME}/message-list?size=${unreadTotal + 1}`, { token: clerk.token })).body.data.records;
    expect(larger.findIndex((m: Notice) => m.isRead === 1)).toBe(unreadTotal);
    expect(larger[unreadTotal].id).toBe(newest.id);
  });

  it("answers the notices visible to the caller and how many there are", async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const all = await allVisible(s, admin.token);
    const widget = (await s.call('GET', `${HOME}/notice-list`, { token: admin.token })).body.data;
    expect(Object.keys(widget).sort()).toEqual(['records', 'total']);
    expect(widget.total).toBe(all.length);
    expect(widget.records.map((n: Notice) => n.id)).toEqual(all.slice(0, 5).map((n) => n.id));
    const two = (await s.call('GET', `${HOME}/notice-list?size=2`, { token: admin.token })).body.data.records;
    expect(two.map((n: Notice) => n.id)).toEqual(all.slice(0, 2).map((n) => n.id));
  });
});
