import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageRecords } from '../../../core/db/schema';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { captureRealtime, hospitalAdminContext } from '../../../../test/desk';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer, type Login, type TestServer } from '../../../../test/harness';
import { sendMessages } from './service';

const server = useServer();
const BASE = '/api/beree-desk/message-record';

type Message = Record<string, any> & { id: string };

/** The access token and user id of a seeded sign-in. */
async function signIn(s: TestServer, who: Login): Promise<{ token: string; userId: string }> {
  const res = await s.token(who);
  return { token: res.body.access_token, userId: res.body.user_id };
}

const inbox = async (s: TestServer, token: string, query = '') => (await s.call('GET', `${BASE}/page?size=100${query}`, { token })).body.data;

describe('messages', () => {
  it("seeds two messages for the hospital's administrator", async () => {
    const s = server();
    const { token } = await signIn(s, HOSPITAL_ADMIN);
    const page = await inbox(s, token, '&category=CERT_EXPIRING');
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ tenantId: '100001', title: '供应商证照即将到期', isRead: 0, createUserName: '' });
    expect((await inbox(s, token, '&category=PUSH_FAILED')).total).toBe(1);
  });

  it('sends to colleagues, who read, mark and delete only their own messages', async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const clerk = await signIn(s, HOSPITAL_CLERK);
    const title = `请核对本周入库单-${Date.now()}`;
    const events = await captureRealtime(s, 'message', () =>
      s.call('POST', `${BASE}/send`, { token: admin.token, body: { userIds: `${clerk.userId},${admin.userId}`, title, content: '<p onmouseover="x()">请在周五前核对<script>x()</script></p>' } }),
    );
    expect(events.map((e) => [e.tenantId, e.userId]).sort()).toEqual([['100001', admin.userId], ['100001', clerk.userId]].sort());
    expect(events[0].payload).toMatchObject({ title, content: '<p>请在周五前核对</p>', isRead: 0, createUserName: '周敏' });
    expect(typeof events[0].payload.id).toBe('string');

    const mine = await inbox(s, clerk.token, `&title=${encodeURIComponent(title)}`);
    expect(mine.total).toBe(1);
    const message: Message = mine.records[0];
    expect(Object.keys(message).sort()).toEqual(
      ['id', 'tenantId', 'userId', 'category', 'title', 'content', 'bizType', 'bizId', 'isRead', 'readTime', 'createUser', 'createUserName', 'createTime'].sort(),
    );
    expect(message).toMatchObject({ tenantId: '100001', userId: clerk.userId, category: 'USER_MESSAGE', title, content: '<p>请在周五前核对</p>', isRead: 0, readTime: null, createUser: admin.userId, createUserName: '周敏' });
    expect(message.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The administrator's copy is another row; the clerk's is out of his reach.
    const adminCopy: Message = (await inbox(s, admin.token, `&title=${encodeURIComponent(title)}`)).records[0];
    expect(adminCopy.id).not.toBe(message.id);
    expect((await s.call('GET', `${BASE}/detail?id=${message.id}`, { token: admin.token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/read?ids=${message.id}`, { token: admin.token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/remove?ids=${message.id}`, { token: admin.token })).status).toBe(404);
    const dealer = await signIn(s, DEALER_ADMIN);
    expect((await s.call('GET', `${BASE}/detail?id=${message.id}`, { token: dealer.token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/read?ids=${message.id}`, { token: dealer.token })).status).toBe(404);
    expect((await s.call('POST', `${BASE}/remove?ids=${message.id}`, { token: dealer.token })).status).toBe(404);
    expect((await inbox(s, dealer.token)).records.map((r: Message) => r.id)).not.toContain(message.id);
    expect((await inbox(s, clerk.token, `&title=${encodeURIComponent(title)}`)).records[0]).toMatchObject({ id: message.id, isRead: 0 });

    // Opening marks it read.
    const opened = await s.call('GET', `${BASE}/detail?id=${message.id}`, { token: clerk.token });
    expect(opened.body.data).toMatchObject({ id: message.id, isRead: 1 });
    expect(opened.body.data.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await inbox(s, clerk.token, `&isRead=0&title=${encodeURIComponent(title)}`)).total).toBe(0);
    expect((await inbox(s, clerk.token, `&isRead=1&title=${encodeURIComponent(title)}`)).total).toBe(1);
    expect((await inbox(s, clerk.token, `&isRead=true&title=${encodeURIComponent(title)}`)).total).toBe(1);
    expect((await inbox(s, admin.token, `&isRead=false&title=${encodeURIComponent(title)}`)).records.map((r: Message) => r.id)).toEqual([adminCopy.id]);

    // Marking read in batch: the own ids among those given.
    const read = await s.call('POST', `${BASE}/read?ids=${adminCopy.id},${message.id}`, { token: admin.token });
    expect(read.body.data).toEqual({ count: 1 });
    expect((await inbox(s, admin.token, `&isRead=1&title=${encodeURIComponent(title)}`)).total).toBe(1);
    expect((await inbox(s, clerk.token, `&title=${encodeURIComponent(title)}`)).records[0].readTime).toBe(opened.body.data.readTime);

    expect((await s.call('POST', `${BASE}/remove?ids=${message.id}`, { token: clerk.token })).body).toMatchObject({ code: 200, success: true });
    expect((await inbox(s, clerk.token, `&title=${encodeURIComponent(title)}`)).total).toBe(0);
    expect((await s.call('GET', `${BASE}/detail?id=${message.id}`, { token: clerk.token })).status).toBe(404);
    expect((await inbox(s, admin.token, `&title=${encodeURIComponent(title)}`)).total).toBe(1);
  });

  it('cleans rich text on the way out too: a script written to the table directly never comes back', async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const clerk = await signIn(s, HOSPITAL_CLERK);
    const title = `直写消息-${Date.now()}`;
    await s.call('POST', `${BASE}/send`, { token: admin.token, body: { userIds: clerk.userId, title, content: '<p>请核对</p>' } });
    await s.database.db.update(messageRecords).set({ content: '<p>请核对</p><script>alert(1)</script><a href="javascript:alert(2)">点此</a>' }).where(eq(messageRecords.title, title));
    const mine = await inbox(s, clerk.token, `&title=${encodeURIComponent(title)}`);
    expect(mine.records[0].content).toBe('<p>请核对</p><a>点此</a>');
  });

  it('lists the newest first and pages', async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const clerk = await signIn(s, HOSPITAL_CLERK);
    const tag = `分页-${Date.now()}`;
    for (const n of [1, 2, 3]) await s.call('POST', `${BASE}/send`, { token: admin.token, body: { userIds: clerk.userId, title: `${tag} ${n}`, content: `<p>${n}</p>` } });
    const page = (await s.call('GET', `${BASE}/page?current=1&size=2&title=${encodeURIComponent(tag)}`, { token: clerk.token })).body.data;
    expect(page).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(page.records.map((r: Message) => r.title)).toEqual([`${tag} 3`, `${tag} 2`]);
  });

  it.each([
    ['userIds', { userIds: undefined }, '请选择接收人'],
    ['userIds', { userIds: '' }, '请选择接收人'],
    ['userIds', { userIds: '1,abc' }, '接收人不存在或不属于本租户'],
    ['userIds', { userIds: '1' }, '接收人不存在或不属于本租户'],
    ['title', { title: ' ' }, '请输入消息标题'],
    ['title', { title: '长'.repeat(256) }, 'title长度不能超过255'],
    ['content', { content: undefined }, '请输入消息内容'],
    ['content', { content: '<script>alert(1)</script>' }, '请输入消息内容'],
  ] as [string, Record<string, unknown>, string][])('refuses a bad %s and sends nothing', async (field, change, msg) => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const clerk = await signIn(s, HOSPITAL_CLERK);
    const title = `坏输入-${field}-${Date.now()}`;
    const events = await captureRealtime(s, 'message', async () => {
      const res = await s.call('POST', `${BASE}/send`, { token: admin.token, body: { userIds: clerk.userId, title, content: '<p>x</p>', ...change } });
      expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    });
    expect(events).toEqual([]);
    expect((await inbox(s, clerk.token, `&title=${encodeURIComponent(title)}`)).total).toBe(0);
  });

  it("refuses a user of another tenant among the recipients and sends to no one", async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const clerk = await signIn(s, HOSPITAL_CLERK);
    const dealer = await signIn(s, DEALER_ADMIN);
    const title = `跨租户-${Date.now()}`;
    const res = await s.call('POST', `${BASE}/send`, { token: admin.token, headers: { 'accept-language': 'en' }, body: { userIds: `${clerk.userId},${dealer.userId}`, title, content: '<p>x</p>' } });
    expect(res.body).toMatchObject({ code: 400, msg: 'Some recipients do not exist or are not in this tenant', data: { field: 'userIds' } });
    expect((await inbox(s, clerk.token, `&title=${encodeURIComponent(title)}`)).total).toBe(0);
    expect((await inbox(s, dealer.token, `&title=${encodeURIComponent(title)}`)).total).toBe(0);
  });

  it('needs message_send to send; reading the own inbox needs no code', async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const clerk = await signIn(s, HOSPITAL_CLERK);
    const title = `无权限-${Date.now()}`;
    const denied = await s.call('POST', `${BASE}/send`, { token: clerk.token, body: { userIds: admin.userId, title, content: '<p>x</p>' } });
    expect(denied.status).toBe(403);
    expect((await inbox(s, admin.token, `&title=${encodeURIComponent(title)}`)).total).toBe(0);
    expect((await s.call('GET', `${BASE}/page`, { token: clerk.token })).status).toBe(200);
    expect((await s.call('GET', `${BASE}/page`)).status).toBe(401);
  });

  it('names the parameter of a bad query', async () => {
    const s = server();
    const { token } = await signIn(s, HOSPITAL_ADMIN);
    expect((await s.call('GET', `${BASE}/detail?id=x`, { token })).body).toMatchObject({ code: 400, data: { field: 'id' } });
    expect((await s.call('POST', `${BASE}/read?ids=`, { token })).body).toMatchObject({ code: 400, data: { field: 'ids' } });
    expect((await s.call('POST', `${BASE}/remove?ids=a`, { token })).body).toMatchObject({ code: 400, data: { field: 'ids' } });
    expect((await s.call('GET', `${BASE}/page?isRead=maybe`, { token })).body).toMatchObject({ code: 400, data: { field: 'isRead' } });
    expect((await s.call('GET', `${BASE}/page?userId=1`, { token })).body).toMatchObject({ code: 400, data: { field: 'userId' } });
  });

  it('publishes nothing when the sending transaction rolls back', async () => {
    const s = server();
    const admin = await signIn(s, HOSPITAL_ADMIN);
    const clerk = await signIn(s, HOSPITAL_CLERK);
    const ctx = hospitalAdminContext(admin.userId);
    const title = `回滚-${Date.now()}`;
    const events = await captureRealtime(s, 'message', () =>
      withTenant(s.database.db, ctx, async (tx) => {
        await sendMessages(tx, s.app.realtime, ctx, { userIds: clerk.userId, title, content: '<p>x</p>' });
        throw new Error('later step failed');
      }).catch((e: Error) => e.message),
    );
    expect(events).toEqual([]);
    expect((await inbox(s, clerk.token, `&title=${encodeURIComponent(title)}`)).total).toBe(0);
  });
});
