import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notices } from '../../../core/db/schema';
import type { NoticeEvent } from '../../../core/realtime/bus';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { captureRealtime, hospitalAdminContext } from '../../../../test/desk';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, PLATFORM_ADMIN, useServer, type TestServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { saveNotice } from './service';

const server = useServer();
const BASE = '/api/beree-desk/notice';
let seq = 0;
const sample = () => ({ title: `库房盘点通知 ${++seq}-${Date.now()}`, content: '<p>本周五下午库房盘点，暂停出入库。</p>' });

type Notice = Record<string, any> & { id: string; version: number };

async function submit(s: TestServer, token: string, body: Record<string, unknown>, headers?: Record<string, string>) {
  return s.call('POST', `${BASE}/submit`, { token, body, headers });
}

/** Records what the bus publishes while fn runs. */
describe('notices', () => {
  it('adds, reads, edits, pins, ends and deletes a notice of the own tenant', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = sample();
    const added = await submit(s, token, { ...body, category: 'PLATFORM_NOTICE' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const notice: Notice = added.body.data;
    // The category follows the publishing tenant, whatever the client sends.
    expect(notice).toMatchObject({ ...body, tenantId: '100001', category: 'HOSPITAL_NOTICE', categoryName: '医院通知', isTop: 0, status: 1, endTime: null, version: 1 });
    expect(notice.releaseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Object.keys(notice).sort()).toEqual(
      ['id', 'tenantId', 'title', 'category', 'categoryName', 'releaseTime', 'content', 'isTop', 'status', 'endTime', 'createUser', 'createTime', 'updateTime', 'version'].sort(),
    );

    const detail = await s.call('GET', `${BASE}/detail?id=${notice.id}`, { token, headers: { 'accept-language': 'en' } });
    expect(detail.body.data).toMatchObject({ id: notice.id, title: body.title, categoryName: 'Hospital notice' });

    const edited = await submit(s, token, { id: notice.id, version: 1, title: `${body.title} (更新)`, content: '<p>改为周六上午</p>', releaseTime: '2030-01-02 08:30:00' });
    expect(edited.body.data).toMatchObject({ title: `${body.title} (更新)`, content: '<p>改为周六上午</p>', releaseTime: '2030-01-02 08:30:00', version: 2 });

    const topped = await s.call('POST', `${BASE}/top?id=${notice.id}`, { token });
    expect(topped.body.data).toMatchObject({ isTop: 1, version: 3 });
    const listed = await s.call('GET', `${BASE}/page?current=1&size=100`, { token });
    expect(listed.body.data.records[0].id).toBe(notice.id);
    const unpinned = await s.call('POST', `${BASE}/cancel-top?id=${notice.id}`, { token });
    expect(unpinned.body.data).toMatchObject({ isTop: 0, version: 4 });

    const ended = await s.call('POST', `${BASE}/end?id=${notice.id}`, { token });
    expect(ended.body.data).toMatchObject({ status: 2, version: 5 });
    expect(ended.body.data.endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Ended notices stay on the managing screen.
    expect((await s.call('GET', `${BASE}/page?title=${encodeURIComponent(body.title)}`, { token })).body.data.records.map((r: Notice) => r.id)).toEqual([notice.id]);

    expect((await s.call('POST', `${BASE}/remove?ids=${notice.id}`, { token })).body).toMatchObject({ code: 200, success: true });
    expect((await s.call('GET', `${BASE}/detail?id=${notice.id}`, { token })).status).toBe(404);
    expect((await s.call('GET', `${BASE}/page?title=${encodeURIComponent(body.title)}`, { token })).body.data.total).toBe(0);
  });

  it('cleans rich text on the way out too: a script written to the table directly never comes back', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const notice: Notice = (await submit(s, token, sample())).body.data;
    await s.database.db.update(notices).set({ content: '<p>盘点</p><script>alert(1)</script><img src="x.png" onerror="alert(2)">' }).where(eq(notices.id, BigInt(notice.id)));
    const detail = (await s.call('GET', `${BASE}/detail?id=${notice.id}`, { token })).body.data;
    expect(detail.content).toBe('<p>盘点</p><img src="x.png" />');
    const listed = (await s.call('GET', `${BASE}/page?size=100`, { token })).body.data.records.find((n: Notice) => n.id === notice.id);
    expect(listed.content).toBe('<p>盘点</p><img src="x.png" />');
  });

  it('publishes platform notices from the platform tenant', async () => {
    const s = server();
    const res = await submit(s, await s.login(PLATFORM_ADMIN), { ...sample(), category: 'HOSPITAL_NOTICE' });
    expect(res.body.data).toMatchObject({ tenantId: '000000', category: 'PLATFORM_NOTICE', categoryName: '平台通知' });
  });

  it('refuses to edit or end an ended notice, and a stale version', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const notice: Notice = (await submit(s, token, sample())).body.data;
    const stale = await submit(s, token, { ...sample(), id: notice.id, version: 7 });
    expect(stale.body).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });

    await s.call('POST', `${BASE}/end?id=${notice.id}`, { token });
    const edit = await submit(s, token, { ...sample(), id: notice.id });
    expect(edit.body).toMatchObject({ code: 400, success: false, msg: '通知已结束，不能再修改' });
    const again = await s.call('POST', `${BASE}/end?id=${notice.id}`, { token, headers: { 'accept-language': 'en' } });
    expect(again.body).toMatchObject({ code: 400, msg: 'The notice has ended and can no longer be changed' });
    expect((await s.call('GET', `${BASE}/detail?id=${notice.id}`, { token })).body.data).toMatchObject({ title: notice.title, status: 2, version: 2 });
  });

  it('filters by title, category and release time, pinned first then newest', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const tag = `筛选-${Date.now()}`;
    const older = (await submit(s, token, { title: `${tag} 旧`, content: '<p>a</p>', releaseTime: '2031-03-01 09:00:00' })).body.data;
    const newer = (await submit(s, token, { title: `${tag} 新`, content: '<p>b</p>', releaseTime: '2031-03-05 09:00' })).body.data;
    const pinned = (await submit(s, token, { title: `${tag} 置顶`, content: '<p>c</p>', releaseTime: '2031-02-01 09:00:00' })).body.data;
    await s.call('POST', `${BASE}/top?id=${pinned.id}`, { token });

    const ids = async (query: string) => (await s.call('GET', `${BASE}/page?${query}`, { token })).body.data.records.map((r: Notice) => r.id);
    const title = `title=${encodeURIComponent(tag)}`;
    expect(await ids(title)).toEqual([pinned.id, newer.id, older.id]);
    expect(await ids(`${title}&category=HOSPITAL_NOTICE`)).toEqual([pinned.id, newer.id, older.id]);
    expect(await ids(`${title}&category=PLATFORM_NOTICE`)).toEqual([]);
    expect(await ids(`${title}&releaseTime_datege=${encodeURIComponent('2031-03-01 00:00:00')}&releaseTime_datelt=${encodeURIComponent('2031-03-04 00:00:00')}`)).toEqual([older.id]);
    const paged = await s.call('GET', `${BASE}/page?${title}&current=2&size=2`, { token });
    expect(paged.body.data).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(paged.body.data.records.map((r: Notice) => r.id)).toEqual([older.id]);
  });

  it('strips scripts, event handlers and unsafe links from the content', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const content =
      '<p onclick="steal()" style="color:red">通知<script>alert(1)</script></p><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">坏链接</a><a href="https://example.cn/a" target="_self">好链接</a>' +
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="svg"><img src="https://example.cn/a.png" alt="图"><table><tr><td colspan="2">表格</td></tr></table>';
    const notice: Notice = (await submit(s, token, { title: `清洗-${Date.now()}`, content })).body.data;
    const stored = (await s.call('GET', `${BASE}/detail?id=${notice.id}`, { token })).body.data.content as string;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|style=|svg/i);
    expect(stored).toContain('<p>通知</p>');
    expect(stored).toContain('<a href="https://example.cn/a" target="_blank" rel="noopener noreferrer">好链接</a>');
    expect(stored).toContain('<img src="https://example.cn/a.png" alt="图" />');
    expect(stored).toContain('<td colspan="2">表格</td>');
  });

  it.each([
    ['title', { title: undefined }, '请输入通知标题'],
    ['title', { title: '   ' }, '请输入通知标题'],
    ['title', { title: '长'.repeat(256) }, 'title长度不能超过255'],
    ['content', { content: undefined }, '请输入通知内容'],
    ['content', { content: '<script>alert(1)</script><p> </p>' }, '请输入通知内容'],
    ['releaseTime', { releaseTime: '2024/01/01' }, '发布时间格式应为 yyyy-MM-dd HH:mm:ss'],
    ['releaseTime', { releaseTime: '2024-02-30 10:00:00' }, '发布时间格式应为 yyyy-MM-dd HH:mm:ss'],
    ['id', { id: 'abc' }, 'id必须是数字编号'],
  ] as [string, Record<string, unknown>, string][])('refuses a bad %s and writes nothing', async (field, change, msg) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const marker = `坏输入-${++seq}-${Date.now()}`;
    const body = { title: marker, content: `<p>${marker}</p>`, ...change };
    const res = await submit(s, token, body);
    expect(res.body).toMatchObject({ code: 400, success: false, msg, data: { field } });
    expect((await s.call('GET', `${BASE}/page?title=${encodeURIComponent(marker)}`, { token })).body.data.total).toBe(0);
  });

  it('names the parameter of a bad query', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('GET', `${BASE}/detail?id=x`, { token })).body).toMatchObject({ code: 400, data: { field: 'id' } });
    expect((await s.call('POST', `${BASE}/remove?ids=1,x`, { token })).body).toMatchObject({ code: 400, data: { field: 'ids' } });
    expect((await s.call('POST', `${BASE}/top`, { token })).body).toMatchObject({ code: 400, data: { field: 'id' } });
    expect((await s.call('GET', `${BASE}/page?size=0`, { token })).body).toMatchObject({ code: 400, data: { field: 'size' } });
    expect((await s.call('GET', `${BASE}/page?releaseTime_datege=yesterday`, { token })).body).toMatchObject({ code: 400, data: { field: 'releaseTime_datege' } });
    expect((await s.call('GET', `${BASE}/page?content=x`, { token })).body).toMatchObject({ code: 400, data: { field: 'content' } });
  });

  it('enforces the button codes and answers 404 for missing notices', async () => {
    const s = server();
    const admin = await s.login(HOSPITAL_ADMIN);
    const notice: Notice = (await submit(s, admin, sample())).body.data;
    const clerk = await s.login(HOSPITAL_CLERK);
    const denied = [
      await s.call('GET', `${BASE}/page`, { token: clerk }),
      await s.call('GET', `${BASE}/detail?id=${notice.id}`, { token: clerk }),
      await submit(s, clerk, sample()),
      await submit(s, clerk, { ...sample(), id: notice.id }),
      await s.call('POST', `${BASE}/remove?ids=${notice.id}`, { token: clerk }),
      await s.call('POST', `${BASE}/top?id=${notice.id}`, { token: clerk }),
      await s.call('POST', `${BASE}/cancel-top?id=${notice.id}`, { token: clerk }),
      await s.call('POST', `${BASE}/end?id=${notice.id}`, { token: clerk }),
    ];
    expect(denied.map((r) => r.status)).toEqual(Array(denied.length).fill(403));
    expect((await s.call('GET', `${BASE}/detail?id=${notice.id}`, { token: admin })).body.data).toMatchObject({ title: notice.title, isTop: 0, status: 1, version: 1 });

    for (const call of [`GET ${BASE}/detail?id=1`, `POST ${BASE}/remove?ids=1`, `POST ${BASE}/top?id=1`, `POST ${BASE}/cancel-top?id=1`, `POST ${BASE}/end?id=1`]) {
      const [method, url] = call.split(' ') as ['GET' | 'POST', string];
      expect((await s.call(method, url, { token: admin })).status, call).toBe(404);
    }
    expect((await submit(s, admin, { ...sample(), id: '1' })).status).toBe(404);
  });

  it('does not reach another tenant through top, cancel-top or end', async () => {
    const s = server();
    const notice: Notice = (await submit(s, await s.login(HOSPITAL_ADMIN), sample())).body.data;
    const dealer = await s.login(DEALER_ADMIN);
    for (const path of ['top', 'cancel-top', 'end']) expect((await s.call('POST', `${BASE}/${path}?id=${notice.id}`, { token: dealer })).status).toBe(404);
    const after = await s.call('GET', `${BASE}/detail?id=${notice.id}`, { token: await s.login(HOSPITAL_ADMIN) });
    expect(after.body.data).toMatchObject({ isTop: 0, status: 1, version: 1 });
  });

  it('announces a released notice once committed: to its tenant, or to every tenant from the platform', async () => {
    const s = server();
    const hospital = await s.login(HOSPITAL_ADMIN);
    let seenInDatabase: Promise<unknown> | undefined;
    const listener = (e: NoticeEvent) => {
      // A fresh request sees the row the moment the event goes out.
      seenInDatabase ??= s.call('GET', `${BASE}/detail?id=${String(e.payload.id)}`, { token: hospital });
    };
    s.app.realtime.on('notice', listener);
    let own: NoticeEvent[];
    try {
      own = await captureRealtime(s, 'notice', () => submit(s, hospital, sample()));
    } finally {
      s.app.realtime.off('notice', listener);
    }
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ tenantId: '100001', payload: { tenantId: '100001', category: 'HOSPITAL_NOTICE', categoryName: '医院通知' } });
    expect(own[0].payload).not.toHaveProperty('isRead');
    expect(typeof own[0].payload.id).toBe('string');
    expect(((await seenInDatabase) as { status: number }).status).toBe(200);

    const platform = await captureRealtime(s, 'notice', async () => submit(s, await s.login(PLATFORM_ADMIN), sample()));
    expect(platform).toMatchObject([{ tenantId: '*', payload: { category: 'PLATFORM_NOTICE' } }]);

    // Scheduled for later, refused, or edited: nothing to announce now.
    const quiet = await captureRealtime(s, 'notice', async () => {
      const later = await submit(s, hospital, { ...sample(), releaseTime: '2035-01-01 00:00:00' });
      await submit(s, hospital, { ...sample(), title: '' });
      await submit(s, hospital, { ...later.body.data, title: '改期' });
    });
    expect(quiet).toEqual([]);
  });

  it('announces nothing when the transaction rolls back', async () => {
    const s = server();
    const login = await s.token(HOSPITAL_ADMIN);
    const ctx = hospitalAdminContext(login.body.user_id);
    const title = `回滚-${Date.now()}`;
    const events = await captureRealtime(s, 'notice', () =>
      withTenant(s.database.db, ctx, async (tx) => {
        await saveNotice(tx, s.app.realtime, ctx, { title, content: '<p>x</p>' });
        throw new Error('later step failed');
      }).catch((e: Error) => e.message),
    );
    expect(events).toEqual([]);
    expect((await s.call('GET', `${BASE}/page?title=${encodeURIComponent(title)}`, { token: login.body.access_token })).body.data.total).toBe(0);
  });
});

describeTenantIsolation(server, { base: '/beree-desk/notice', listPath: '/page', sample, changeField: 'title' });
