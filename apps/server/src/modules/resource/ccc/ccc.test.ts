import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, useServer } from '../../../../test/harness';
import { describeTenantIsolation } from '../../../../test/cross-tenant';
import { startAliyunCcc, type CccDouble } from '../../../../test/providers/aliyun-ccc';

// A hung provider call ends after a second.
const server = useServer({ CCC_TIMEOUT_MS: '1000' });
const ACCOUNTS = '/api/blade-resource/ccc';
const CALLS = '/api/aliyun/ccc/api';
let ccc: CccDouble;
beforeAll(async () => {
  ccc = await startAliyunCcc();
});
afterAll(() => ccc.close());

let seq = 0;
const account = (extra: Record<string, unknown> = {}) => ({
  cccCode: `ccc-${++seq}-${Date.now()}`,
  instanceId: ccc.instanceId,
  accessKey: ccc.accessKeyId,
  secretKey: ccc.accessKeySecret,
  regionId: 'cn-shanghai',
  endpoint: ccc.url,
  remark: '客服热线',
  ...extra,
});

/** The hospital's administrator with an enabled account on the double (its secret as given). */
async function enabledAccount(extra: Record<string, unknown> = {}) {
  const s = server();
  const token = await s.login(HOSPITAL_ADMIN);
  const created = await s.call('POST', `${ACCOUNTS}/submit`, { token, body: account(extra) });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await s.call('POST', `${ACCOUNTS}/enable?id=${created.body.data.id}`, { token });
  return { s, token, id: created.body.data.id as string };
}

describe('Cloud Call Center accounts', () => {
  it('seals the secret, answers only its last four characters, keeps it on an edit that leaves it blank, and enables one account at a time', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const body = account();
    const first = await s.call('POST', `${ACCOUNTS}/submit`, { token, body });
    expect(first.body.data).toMatchObject({ cccCode: body.cccCode, instanceId: ccc.instanceId, secretHint: '7Hq2', status: 1 });
    const edited = await s.call('POST', `${ACCOUNTS}/submit`, { token, body: { ...body, id: first.body.data.id, version: 1, secretKey: '', remark: '改' } });
    expect(edited.body.data).toMatchObject({ version: 2, remark: '改', secretHint: '7Hq2' });
    const second = (await s.call('POST', `${ACCOUNTS}/submit`, { token, body: account() })).body.data;
    await s.call('POST', `${ACCOUNTS}/enable?id=${first.body.data.id}`, { token });
    await s.call('POST', `${ACCOUNTS}/enable?id=${second.id}`, { token });
    const enabled = await s.call('GET', `${ACCOUNTS}/list?status_equal=2&size=50`, { token });
    expect(enabled.body.data.records.map((r: { id: string }) => r.id)).toEqual([second.id]);
    const detail = await s.call('GET', `${ACCOUNTS}/detail?id=${first.body.data.id}`, { token });
    for (const answer of [first, edited, enabled, detail]) {
      expect(JSON.stringify(answer.body)).not.toContain(ccc.accessKeySecret);
      expect(JSON.stringify(answer.body)).not.toContain('secretSealed');
    }
  });

  it.each([
    ['cccCode', { cccCode: 'a b' }, '账号编号只能包含字母、数字、下划线和短横线'],
    ['instanceId', { instanceId: '' }, '请填写呼叫中心实例 ID'],
    ['accessKey', { accessKey: ' ' }, '请填写 AccessKey ID'],
    ['secretKey', { secretKey: '' }, '请填写 AccessKey Secret'],
    ['endpoint', { endpoint: 'ftp://ccc.example' }, '服务地址应以 http:// 或 https:// 开头'],
  ])('refuses a bad %s', async (field, change, msg) => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    expect((await s.call('POST', `${ACCOUNTS}/submit`, { token, body: account(change) })).body).toMatchObject({ code: 400, msg, data: { field } });
  });
});

describe('calls of the Cloud Call Center', () => {
  it('lists the enabled instance’s calls newest first, filtered by time and number, through signed calls with the account’s keys', async () => {
    const { s, token } = await enabledAccount();
    const page = await s.call('GET', `${CALLS}/list?current=2&size=5`, { token });
    expect(page.body).toMatchObject({ code: 200, data: { total: 12, current: 2, size: 5, pages: 3 } });
    expect(page.body.data.records).toHaveLength(5);
    expect(page.body.data.records[0]).toEqual({
      contactId: 'job-20260302091006',
      instanceId: ccc.instanceId,
      caller: '13905710326',
      callee: '057188060000',
      callerLocation: '浙江杭州',
      calleeLocation: '浙江杭州',
      direction: 'INBOUND',
      disposition: 'Success',
      releaseInitiator: 'customer',
      releaseReason: '200 - OK',
      startTime: '2026-03-02 15:00:00',
      establishedTime: '2026-03-02 15:00:08',
      releaseTime: '2026-03-02 15:02:35',
      duration: 147,
      agentIds: `agent-wang@${ccc.instanceId}`,
      agentNames: '王晓燕',
      skillGroupNames: '客服热线',
      satisfaction: 2,
      satisfactionDescription: '不满意',
      satisfactionSurveyOffered: true,
      satisfactionSurveyChannel: 'IVR',
      recordingReady: true,
    });
    expect(ccc.received.at(-1)!.params).toMatchObject({ Action: 'ListCallDetailRecords', Version: '2020-07-01', InstanceId: ccc.instanceId, AccessKeyId: ccc.accessKeyId, PageNumber: '2', PageSize: '5' });

    const filtered = await s.call('GET', `${CALLS}/list?startTime=2026-03-02%2012:00:00&endTime=2026-03-02%2014:30:00&phone=0571032`, { token });
    expect(filtered.body.data.records.map((c: { contactId: string }) => c.contactId)).toEqual(['job-20260302091005', 'job-20260302091004', 'job-20260302091003']);
    // Shanghai's wall clock, sent as Unix milliseconds.
    expect(ccc.received.at(-1)!.params).toMatchObject({ StartTime: String(Date.UTC(2026, 2, 2, 4)), EndTime: String(Date.UTC(2026, 2, 2, 6, 30)), Criteria: '{"phoneNumber":"0571032"}' });
    expect(JSON.stringify([page.body, filtered.body])).not.toContain(ccc.accessKeySecret);
  });

  it('answers a call’s detail and a playable link to its recording', async () => {
    const { s, token } = await enabledAccount();
    const query = `instanceId=${ccc.instanceId}&contactId=job-20260302091001`;
    const detail = await s.call('GET', `${CALLS}/detail?${query}`, { token });
    expect(detail.body.data).toMatchObject({ contactId: 'job-20260302091001', direction: 'OUTBOUND', caller: '057188060000', callee: '13905710321', duration: 62, agentNames: '李明', satisfaction: null });

    const record = await s.call('GET', `${CALLS}/record?${query}`, { token });
    expect(record.body.data).toMatchObject({ contactId: 'job-20260302091001', channel: 'mono', fileName: 'job-20260302091001.wav', durationMs: 62_000 });
    expect(ccc.received.at(-1)!.params).toMatchObject({ Action: 'GetMonoRecording', ExpireSeconds: '3600' });
    const audio = await fetch(record.body.data.url);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await audio.arrayBuffer()).subarray(0, 4).toString()).toBe('RIFF');

    const multi = await s.call('GET', `${CALLS}/record?${query}&channel=multi`, { token });
    expect(multi.body.data).toMatchObject({ channel: 'multi', fileName: 'job-20260302091001.mkv' });
    const unanswered = await s.call('GET', `${CALLS}/record?instanceId=${ccc.instanceId}&contactId=job-20260302091004`, { token });
    expect(unanswered.body).toMatchObject({ code: 400, msg: '该通话没有录音', data: { field: 'contactId' } });
  });

  it('answers the provider’s refusals and a hung call as a clear 400, never a 500', async () => {
    const { s, token } = await enabledAccount({ secretKey: 'a-wrong-secret' });
    const wrong = await s.call('GET', `${CALLS}/list`, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('阿里云呼叫中心返回错误：SignatureDoesNotMatch: Specified signature is not matched with our calculation.');
    expect(JSON.stringify(wrong.body)).not.toContain('a-wrong-secret');

    await enabledAccount();
    const unknown = await s.call('GET', `${CALLS}/detail?instanceId=${ccc.instanceId}&contactId=job-404`, { token });
    expect(unknown.body).toMatchObject({ code: 400, msg: '阿里云呼叫中心返回错误：NotExists.ContactId: The specified contact job-404 does not exist.' });
    ccc.script('hang');
    const hung = await s.call('GET', `${CALLS}/detail?instanceId=${ccc.instanceId}&contactId=job-20260302091001`, { token, headers: { 'accept-language': 'en' } });
    expect(hung.body).toMatchObject({ code: 400, msg: 'Aliyun Cloud Call Center answered with an error: no reply within 1000 ms' });
  });

  it('refuses another tenant’s instance without calling the provider, and names the field of bad input', async () => {
    await enabledAccount();
    const s = server();
    const dealer = await s.login(DEALER_ADMIN);
    const before = ccc.received.length;
    const foreign = await s.call('GET', `${CALLS}/detail?instanceId=${ccc.instanceId}&contactId=job-20260302091001`, { token: dealer });
    expect(foreign.body).toMatchObject({ code: 400, msg: `本租户没有实例 ID 为“${ccc.instanceId}”的呼叫中心账号`, data: { field: 'instanceId' } });
    expect((await s.call('GET', `${CALLS}/record?instanceId=${ccc.instanceId}&contactId=job-20260302091001`, { token: dealer })).body).toMatchObject({ code: 400, data: { field: 'instanceId' } });
    expect((await s.call('GET', `${CALLS}/list`, { token: dealer })).body).toMatchObject({ code: 400, msg: '没有启用的呼叫中心账号，请先在“呼叫中心账号”中启用一个', data: { field: 'instanceId' } });
    expect(ccc.received.length).toBe(before);

    const token = await s.login(HOSPITAL_ADMIN);
    const cases: [string, string, string][] = [
      [`detail?contactId=job-1`, 'instanceId', '请填写呼叫中心实例 ID'],
      [`record?instanceId=${ccc.instanceId}`, 'contactId', '请填写通话 ID'],
      [`record?instanceId=${ccc.instanceId}&contactId=job-1&channel=stereo`, 'channel', '录音类型只能是 mono（单轨）或 multi（多声道）'],
      ['list?size=500', 'size', '每页条数应在 1 到 100 之间'],
      ['list?startTime=yesterday', 'startTime', '时间格式应为 yyyy-MM-dd HH:mm:ss'],
      ['list?startTime=2026-03-03&endTime=2026-03-02', 'endTime', '开始时间不能晚于结束时间'],
      ['list?phone=1390%27%20or%201=1', 'phone', '号码只能包含数字和 + * # -'],
    ];
    for (const [path, field, msg] of cases) {
      expect((await s.call('GET', `${CALLS}/${path}`, { token })).body, path).toMatchObject({ code: 400, msg, data: { field } });
    }
    expect(ccc.received.length).toBe(before);
  });
});

describeTenantIsolation(server, { base: '/blade-resource/ccc', sample: () => account({ remark: '隔离专用的呼叫中心' }), changeField: 'remark' });
