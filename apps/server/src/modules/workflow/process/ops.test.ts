import { beforeAll, describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, useServer } from '../../../../test/harness';
import { addPerson, bpmnDoc, seq, startOver, taskOn, uploadProcess, type Person } from '../../../../test/workflow-http';

const server = useServer();
const P = '/api/blade-workflow/process';
const T = '100001';
let admin: string;
let starter: Person, b: Person, c: Person, d: Person;
const tokens = new Map<Person, string>();
const tok = (p: Person | string) => (typeof p === 'string' ? p : tokens.get(p)!);
let k = 0;
const key = () => `ops_${++k}_${Date.now()}`;

beforeAll(async () => {
  const s = server();
  admin = await s.login(HOSPITAL_ADMIN);
  starter = await addPerson(s, T, 'ops_starter', 'ops_staff', '发起人');
  b = await addPerson(s, T, 'ops_b', 'ops_reviewer', '审核乙');
  c = await addPerson(s, T, 'ops_c', 'ops_reviewer', '审核丙');
  d = await addPerson(s, T, 'ops_d', 'ops_staff', '员工丁');
  for (const p of [starter, b, c, d]) tokens.set(p, await s.login(p.login));
});

const post = (who: Person | string, path: string, body: unknown, lang?: string) =>
  server().call('POST', `${P}/${path}`, { token: tok(who), body, headers: lang ? { 'accept-language': lang } : undefined });
const get = (who: Person | string, path: string) => server().call('GET', `${P}/${path}`, { token: tok(who) });
const inbox = async (who: Person) => JSON.stringify((await server().call('GET', '/api/beree-desk/dashboard/my-message?current=1&size=20', { token: tok(who) })).body.data);

/** start → review (candidates: role ops_reviewer) → check (assignee b) → end. */
const twoSteps = (k2: string) =>
  bpmnDoc(
    k2,
    `<startEvent id="start"/><userTask id="review" name="初审" flowable:candidateGroups="ops_reviewer"/>
     <userTask id="check" name="复核" flowable:assignee="${b.id}"/><endEvent id="end"/>` +
      seq('f1', 'start', 'review') + seq('f2', 'review', 'check') + seq('f3', 'check', 'end'),
    '两步审批',
  );

async function running(): Promise<string> {
  const defId = await uploadProcess(server(), admin, twoSteps(key()));
  return startOver(server(), tok(starter), defId);
}

describe('抄送 (copyTask, copyList)', () => {
  it('copies an instance to a user, who finds it in 抄送, is told, and may now read it', async () => {
    const inst = await running();
    expect((await get(d, `detail?processInstanceId=${inst}`)).status).toBe(403);
    const copied = await post(starter, 'copyTask', { processInstanceId: inst, copyUser: d.id, comment: '请知悉' });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body.data).toEqual({ copied: 1 });
    const copies = await get(d, 'copyList?current=1&size=10');
    expect(copies.body.data.records).toMatchObject([{ processInstanceId: inst, title: expect.any(String), fromUserName: '发起人', comment: '请知悉', status: 'todo' }]);
    expect(await inbox(d)).toContain('抄送');
    expect((await get(d, `detail?processInstanceId=${inst}`)).status).toBe(200);
    // The same copy again tells no one twice.
    expect((await post(starter, 'copyTask', { processInstanceId: inst, copyUser: d.id })).body.data).toEqual({ copied: 0 });
    expect((await get(d, 'copyList')).body.data.total).toBe(1);
  });

  it('refuses an outsider, an unknown user and a body without the instance, naming the field', async () => {
    const inst = await running();
    expect((await post(d, 'copyTask', { processInstanceId: inst, copyUser: c.id })).status).toBe(403);
    expect((await post(starter, 'copyTask', { processInstanceId: inst, copyUser: '123' })).body).toMatchObject({ code: 400, data: { field: 'copyUser' } });
    expect((await post(starter, 'copyTask', { processInstanceId: inst, copyUser: 'x,y' })).body).toMatchObject({ code: 400, data: { field: 'copyUser' } });
    expect((await post(starter, 'copyTask', { copyUser: d.id })).body).toMatchObject({ code: 400, data: { field: 'taskId' } });
    // Another tenant's instance is not found, and its users are not ours.
    const dealer = await server().login(DEALER_ADMIN);
    expect((await post(dealer, 'copyTask', { processInstanceId: inst, copyUser: d.id })).status).toBe(400);
    expect((await server().call('GET', `${P}/copyList`, { token: dealer })).body.data.total).toBe(0);
  });
});

describe('催办 (urgeTask)', () => {
  it('tells every candidate of an unclaimed task, then refuses a second urge within the interval', async () => {
    const inst = await running();
    const task = await taskOn(server(), tok(b), 'claimList', inst);
    const urged = await post(starter, 'urgeTask', { taskId: task, comment: '急用' });
    expect(urged.status, JSON.stringify(urged.body)).toBe(200);
    expect(urged.body.data.told).toBeGreaterThanOrEqual(2);
    expect(await inbox(b)).toContain('催办');
    expect(await inbox(c)).toContain('急用');
    expect(await inbox(d)).not.toContain('急用');
    const again = await post(starter, 'urgeTask', { taskId: task }, 'en');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('“初审” was urged a moment ago: it can be urged again after 10 minutes');
  });

  it('only the starter or the monitor urges; a handled task cannot be urged', async () => {
    const inst = await running();
    const task = await taskOn(server(), tok(b), 'claimList', inst);
    expect((await post(d, 'urgeTask', { taskId: task })).status).toBe(403);
    expect((await server().call('POST', `${P}/claimTask?taskId=${task}`, { token: tok(c) })).status).toBe(200);
    expect((await post(admin, 'urgeTask', { taskId: task })).status).toBe(200);
    expect(await inbox(c)).toContain('初审');
    expect((await post(c, 'completeTask', { taskId: task, pass: true })).status).toBe(200);
    expect((await post(starter, 'urgeTask', { taskId: task })).status).toBe(409);
    expect((await post(starter, 'urgeTask', { taskId: 'abc' })).body).toMatchObject({ code: 400, data: { field: 'taskId' } });
    expect((await post(starter, 'urgeTask', {})).body).toMatchObject({ code: 400, data: { field: 'taskId' } });
  });

  it('urges every open task of an instance from the sent list', async () => {
    const inst = await running();
    const urged = await post(starter, 'urgeTask', { processInstanceId: inst });
    expect(urged.status, JSON.stringify(urged.body)).toBe(200);
    expect(await inbox(c)).toContain('初审');
  });
});

describe('调度 and suspension (dispatchTask, processNodes, changeTaskStatus)', () => {
  it('the monitor lists the user tasks and moves the instance forward to any of them', async () => {
    const inst = await running();
    const nodes = await get(admin, `processNodes?processInstanceId=${inst}`);
    expect(nodes.body.data).toEqual([
      { nodeId: 'review', nodeName: '初审' },
      { nodeId: 'check', nodeName: '复核' },
    ]);
    expect((await post(starter, 'dispatchTask', { processInstanceId: inst, nodeId: 'check' })).status).toBe(403);
    expect((await post(admin, 'dispatchTask', { processInstanceId: inst, nodeId: 'end' })).body).toMatchObject({ code: 400, data: { field: 'targetNodeId' } });
    expect((await post(admin, 'dispatchTask', { processInstanceId: inst, nodeId: 'check', comment: '跳过初审' })).status).toBe(200);
    expect(await taskOn(server(), tok(b), 'todoList', inst)).toBeTruthy();
    const claimable = await get(c, 'claimList?size=100');
    expect(claimable.body.data.records.map((r: { processInstanceId: string }) => r.processInstanceId)).not.toContain(inst);
    const detail = await get(admin, `detail?processInstanceId=${inst}`);
    expect(detail.body.data.processComments).toMatchObject([{ type: 'dispatch', message: '跳过初审' }]);
  });

  it('a suspended instance refuses work until the monitor activates it', async () => {
    const inst = await running();
    const task = await taskOn(server(), tok(b), 'claimList', inst);
    expect((await post(starter, 'changeTaskStatus', { processInstanceId: inst, status: 'suspend' })).status).toBe(403);
    expect((await post(admin, 'changeTaskStatus', { processInstanceId: inst, status: 'pause' })).body).toMatchObject({ code: 400, data: { field: 'status' } });
    expect((await post(admin, 'changeTaskStatus', { processInstanceId: inst, status: 'suspend' })).status).toBe(200);
    expect((await server().call('POST', `${P}/claimTask?taskId=${task}`, { token: tok(b) })).status).toBe(409);
    expect((await post(admin, 'changeTaskStatus', { processInstanceId: inst, status: 'active' })).status).toBe(200);
    expect((await server().call('POST', `${P}/claimTask?taskId=${task}`, { token: tok(b) })).status).toBe(200);
  });
});

describe('流程监控: variables and terminate', () => {
  it("shows the monitor an instance's variables, read-only, and refuses them to others", async () => {
    const defId = await uploadProcess(server(), admin, twoSteps(key()));
    const inst = await startOver(server(), tok(starter), defId, { amount: 1200, city: '杭州', urgent: true });
    const shown = await get(admin, `variables?processInstanceId=${inst}`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'amount', value: 1200, type: 'number' }),
        expect.objectContaining({ name: 'city', value: '杭州', type: 'string' }),
        expect.objectContaining({ name: 'urgent', value: true, type: 'boolean' }),
      ]),
    );
    expect((await get(starter, `variables?processInstanceId=${inst}`)).status).toBe(403);
    expect((await get(admin, 'variables?processInstanceId=1')).status).toBe(404);
    expect((await get(admin, 'variables?processInstanceId=abc')).body).toMatchObject({ code: 400, data: { field: 'processInstanceId' } });
  });

  it('an administrator corrects a running instance\'s variable, recorded in its history; others are refused 403, an ended instance 409', async () => {
    const defId = await uploadProcess(server(), admin, twoSteps(key()));
    const inst = await startOver(server(), tok(starter), defId, { amount: 1200 });
    expect((await post(starter, 'variables', { processInstanceId: inst, name: 'amount', value: 1 })).status).toBe(403);
    expect((await post(admin, 'variables', { processInstanceId: inst, name: 'amount', value: 900 })).status).toBe(200);
    expect((await post(admin, 'variables', { processInstanceId: inst, name: 'note', value: { why: '金额填错' } })).status).toBe(200);
    const shown = (await get(admin, `variables?processInstanceId=${inst}`)).body.data;
    expect(shown).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'amount', value: 900 }), expect.objectContaining({ name: 'note', value: { why: '金额填错' }, type: 'object' })]));
    // The instance's history says who changed which variable from what to what, and when.
    const history = (await get(starter, `detail?processInstanceId=${inst}`)).body.data.processComments;
    expect(history).toEqual([
      { type: 'variable', message: 'amount: 1200 → 900', userId: expect.stringMatching(/^\d+$/), userName: '周敏', time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) },
      expect.objectContaining({ type: 'variable', message: 'note: — → {"why":"金额填错"}', userName: '周敏' }),
    ]);
    expect((await post(admin, 'variables', { processInstanceId: inst, name: ' ', value: 1 })).body).toMatchObject({ code: 400, data: { field: 'name' } });
    expect((await post(admin, 'variables', { processInstanceId: '1', name: 'amount', value: 1 })).status).toBe(404);
    expect((await post(admin, 'terminateProcess', { processInstanceId: inst, comment: '结束' })).status).toBe(200);
    expect((await post(admin, 'variables', { processInstanceId: inst, name: 'amount', value: 1 })).status).toBe(409);
  });

  it('the monitor terminates an instance it neither started nor holds; an outsider may not', async () => {
    const inst = await running();
    expect((await post(d, 'terminateProcess', { processInstanceId: inst, comment: '无关' })).status).toBe(403);
    expect((await post(admin, 'terminateProcess', { processInstanceId: inst, comment: '重复提交' })).status).toBe(200);
    const detail = await get(admin, `detail?processInstanceId=${inst}`);
    expect(detail.body.data.tasks).toEqual([]);
    expect(detail.body.data.processComments).toMatchObject([{ type: 'terminate', message: '重复提交' }]);
  });
});
