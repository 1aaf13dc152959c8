import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { processLeaves, users, wfModels, wfProcDefs } from '../../../core/db/schema';
import { withPlatform } from '../../../core/tenancy/with-tenant';
import { seedDatabase } from '../../../seeds';
import { LEAVE_PEOPLE_PASSWORD } from '../../../seeds/leave-people';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer, type Login } from '../../../../test/harness';
import { addPerson, taskOn, type Person } from '../../../../test/workflow-http';
import { LEAVE_BPMN, LEAVE_BPMN_OPEN_TO_ADMIN } from './leave-bpmn';

const server = useServer();
const LEAVE = '/api/blade-desk/process/leave';
const P = '/api/blade-workflow/process';
/** The hospital's seeded approvers, one per step. */
const seeded = (account: string): Login => ({ tenantId: '100001', username: account, password: LEAVE_PEOPLE_PASSWORD });
const MANAGER = seeded('manager');
const GM = seeded('gm');
const HR = seeded('hr');
let applicant: Person;
const tokens = new Map<Person | Login, string>();
const tok = (p: Person | Login) => tokens.get(p)!;

beforeAll(async () => {
  const s = server();
  applicant = await addPerson(s, '100001', 'leave_applicant', 'staff', '张小明');
  tokens.set(applicant, await s.login(applicant.login));
  for (const p of [MANAGER, GM, HR, HOSPITAL_ADMIN]) tokens.set(p, await s.login(p));
});

const apply = (who: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => server().call('POST', `${LEAVE}/start-process`, { token: who, body, headers });
const instancesOn = async (who: Person | Login, list: string) =>
  (await server().call('GET', `${P}/${list}?size=100`, { token: tok(who) })).body.data.records.map((r: { processInstanceId: string }) => r.processInstanceId);
const decide = async (who: Person | Login, instance: string, pass: boolean, comment: string) => {
  const task = await taskOn(server(), tok(who), 'claimList', instance);
  expect((await server().call('POST', `${P}/claimTask?taskId=${task}`, { token: tok(who) })).status).toBe(200);
  expect(await taskOn(server(), tok(who), 'todoList', instance)).toBe(task);
  const res = await server().call('POST', `${P}/completeTask`, { token: tok(who), body: { taskId: task, pass, comment } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('the leave request demo over HTTP', () => {
  it('the seeded leave process is offered to start in every demo tenant', async () => {
    const s = server();
    for (const login of [HOSPITAL_ADMIN, DEALER_ADMIN]) {
      const list = await s.call('GET', `${P}/processList?size=100`, { token: await s.login(login) });
      expect(list.body.data.records.find((r: { key: string }) => r.key === 'process_leave'), login.tenantId).toMatchObject({ name: '请假流程', categoryName: '行政办公' });
    }
  });

  it('five days: the manager approves, the general manager approves, and the history shows every step', async () => {
    const s = server();
    const started = await apply(tok(applicant), { startTime: '2026-12-01 09:00:00', endTime: '2026-12-06 09:00:00', reason: '回老家' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const leave = started.body.data;
    expect(leave).toMatchObject({ days: 5, reason: '回老家', applyUserId: applicant.id, applyUserName: '张小明', startTime: '2026-12-01 09:00:00' });
    const instance = leave.processInstanceId as string;
    expect(instance).toMatch(/^\d+$/);

    expect(await instancesOn(applicant, 'sendList')).toContain(instance);
    expect(await instancesOn(MANAGER, 'claimList')).toContain(instance);
    expect(await instancesOn(HR, 'claimList')).not.toContain(instance);
    expect(await instancesOn(GM, 'claimList')).not.toContain(instance);
    // Separated duties: the administrator is a candidate of no step.
    expect(await instancesOn(HOSPITAL_ADMIN, 'claimList')).not.toContain(instance);
    const sent = (await s.call('GET', `${P}/sendList?size=100`, { token: tok(applicant) })).body.data.records.find((r: { processInstanceId: string }) => r.processInstanceId === instance);
    expect(sent).toMatchObject({ title: '张小明的请假（5天）', businessKey: `process_leave:${leave.id}`, status: 'todo' });

    await decide(MANAGER, instance, true, '同意');
    expect(await instancesOn(MANAGER, 'todoList')).not.toContain(instance);
    expect(await instancesOn(MANAGER, 'myDoneList')).toContain(instance);
    expect(await instancesOn(HR, 'claimList')).not.toContain(instance);
    expect(await instancesOn(GM, 'claimList')).toContain(instance);
    expect(await instancesOn(HOSPITAL_ADMIN, 'claimList')).not.toContain(instance);
    const refused = await s.call('POST', `${P}/claimTask?taskId=${await taskOn(s, tok(GM), 'claimList', instance)}`, { token: tok(HOSPITAL_ADMIN) });
    expect(refused.status).not.toBe(200);

    await decide(GM, instance, true, '准假');
    expect(await instancesOn(GM, 'claimList')).not.toContain(instance);
    for (const who of [applicant, MANAGER, GM]) expect(await instancesOn(who, 'doneList')).toContain(instance);

    const detail = await s.call('GET', `${LEAVE}/detail?businessId=${leave.id}`, { token: tok(applicant) });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: leave.id, days: 5, process: { processInstanceId: instance, status: 'finished' } });
    const steps = detail.body.data.flow.map((e: { historyActivityName: string; assigneeName: string | null; comments: { type: string; message: string }[] }) => [
      e.historyActivityName,
      e.assigneeName,
      e.comments.filter((c) => c.type !== 'claim').map((c) => `${c.type}:${c.message}`),
    ]);
    expect(steps).toEqual([
      ['发起', null, []],
      ['部门经理审批', '吴建华', ['pass:同意']],
      ['总经理审批', '郑国栋', ['pass:准假']],
      ['结束', null, []],
    ]);
    const view = await s.call('GET', `/api/blade-flow/process/model-view?processInstanceId=${instance}`, { token: tok(applicant) });
    expect(view.body.data.takenFlows).toEqual(expect.arrayContaining(['managerPass', 'longLeave', 'approved']));
    expect(view.body.data.finished).not.toContain('hrTask');
  });

  it('two days go to HR after the manager; an HR rejection ends the request as rejected', async () => {
    const s = server();
    const leave = (await apply(tok(applicant), { startTime: '2026-12-10', endTime: '2026-12-12', reason: '看病' })).body.data;
    expect(leave.days).toBe(2);
    const instance = leave.processInstanceId;
    await decide(MANAGER, instance, true, '同意');
    expect(await instancesOn(GM, 'claimList')).not.toContain(instance);
    await decide(HR, instance, false, '请补病假条');
    const detail = await s.call('GET', `${LEAVE}/detail?businessId=${leave.id}`, { token: tok(MANAGER) });
    expect(detail.body.data.flow.map((e: { historyActivityId: string }) => e.historyActivityId)).toEqual(['start', 'managerTask', 'hrTask', 'rejected']);
    expect(detail.body.data.flow[2].comments.filter((c: { type: string }) => c.type !== 'claim')).toMatchObject([{ type: 'reject', message: '请补病假条', userName: '林晓燕' }]);
  });

  it('a manager rejection ends it at once; the applicant sees it done', async () => {
    const leave = (await apply(tok(applicant), { startTime: '2026-12-20', endTime: '2026-12-30', reason: '旅行' })).body.data;
    await decide(MANAGER, leave.processInstanceId, false, '年底太忙');
    expect(await instancesOn(GM, 'claimList')).not.toContain(leave.processInstanceId);
    expect(await instancesOn(applicant, 'doneList')).toContain(leave.processInstanceId);
  });

  it('refuses a bad form naming the field, in both languages, and writes no leave row', async () => {
    const s = server();
    const who = tok(applicant);
    expect(await apply(who, { startTime: '2026-12-10', endTime: '2026-12-09', reason: 'x' })).toMatchObject({ status: 400, body: { msg: '结束时间不能早于开始时间', data: { field: 'endTime' } } });
    expect(await apply(who, { startTime: '2026-12-10', endTime: '2026-12-11', reason: ' ' })).toMatchObject({ status: 400, body: { msg: '请输入请假理由', data: { field: 'reason' } } });
    const en = await apply(who, { startTime: '', endTime: '2026-12-11', reason: 'x' }, { 'accept-language': 'en' });
    expect(en).toMatchObject({ status: 400, body: { msg: 'Please choose the start time', data: { field: 'startTime' } } });
    expect(await apply(who, { startTime: 'tomorrow', endTime: '2026-12-11', reason: 'x' })).toMatchObject({ status: 400, body: { data: { field: 'startTime' } } });

    // A start the process refuses (a suspended definition) leaves no leave row behind.
    const admin = await s.login(HOSPITAL_ADMIN);
    const def = (await s.call('GET', '/api/blade-workflow/design/deployment/list?key=process_leave', { token: admin })).body.data.records[0];
    await s.call('POST', `/api/blade-workflow/design/deployment/changeStatus?processId=${def.id}&status=suspend`, { token: admin });
    const refused = await apply(who, { startTime: '2026-12-10', endTime: '2026-12-11', reason: '挂起时申请' });
    await s.call('POST', `/api/blade-workflow/design/deployment/changeStatus?processId=${def.id}&status=active`, { token: admin });
    expect(refused).toMatchObject({ status: 409, body: { msg: '流程定义已挂起，不能发起' } });
    const rows = await withPlatform(s.database.db, { tenantId: '000000' }, (tx) => tx.select().from(processLeaves).where(and(eq(processLeaves.tenantId, '100001'), eq(processLeaves.reason, '挂起时申请'))));
    expect(rows).toEqual([]);
  });

  it('another tenant reads no leave of this one, and runs its own', async () => {
    const s = server();
    const leave = (await apply(tok(applicant), { startTime: '2026-12-01', endTime: '2026-12-02', reason: '私事' })).body.data;
    const dealer = await s.login(DEALER_ADMIN);
    expect((await s.call('GET', `${LEAVE}/detail?businessId=${leave.id}`, { token: dealer })).status).toBe(404);
    expect((await s.call('GET', `${P}/claimList?size=100`, { token: dealer })).body.data.records.map((r: { processInstanceId: string }) => r.processInstanceId)).not.toContain(leave.processInstanceId);
    // The dealer's own department manager, not its administrator, takes the first step of its leave process.
    const own = await apply(dealer, { startTime: '2026-12-01', endTime: '2026-12-02', reason: '经销商请假' });
    expect(own.status).toBe(200);
    const claimOf = async (token: string) => (await s.call('GET', `${P}/claimList?size=100`, { token })).body.data.records.map((r: { processInstanceId: string }) => r.processInstanceId);
    expect(await claimOf(await s.login({ tenantId: '200001', username: 'manager', password: LEAVE_PEOPLE_PASSWORD }))).toContain(own.body.data.processInstanceId);
    expect(await claimOf(dealer)).not.toContain(own.body.data.processInstanceId);
    expect(await claimOf(tok(MANAGER))).not.toContain(own.body.data.processInstanceId);
    expect((await s.call('GET', `${LEAVE}/detail?businessId=${own.body.data.id}`, { token: tok(applicant) })).status).toBe(404);
  });

  it('needs the office menus; someone outside the request cannot read it', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    expect((await apply(clerk, { startTime: '2026-12-01', endTime: '2026-12-02', reason: 'x' })).status).toBe(403);
    const leave = (await apply(tok(applicant), { startTime: '2026-12-01', endTime: '2026-12-02', reason: '陪产' })).body.data;
    expect((await s.call('GET', `${LEAVE}/detail?businessId=${leave.id}`, { token: tok(GM) })).status).toBe(403);
    expect((await s.call('GET', `${LEAVE}/detail?businessId=${leave.id}`, { token: tok(MANAGER) })).status).toBe(200);
  });
});

describe('the leave demo on a database seeded by an earlier version', () => {
  it('gets its missing approvers and the leave process with separated duties; nothing deleted or present is added again', async () => {
    const s = server();
    const { db } = s.database;
    // As earlier versions left it: no manager account, every step open to the administrator; the
    // tenant deleted its HR clerk itself, which stays deleted.
    await withPlatform(db, { tenantId: '000000' }, async (tx) => {
      await tx.delete(users).where(and(eq(users.tenantId, '300001'), eq(users.account, 'manager')));
      await tx.update(users).set({ isDeleted: 1 }).where(and(eq(users.tenantId, '300001'), eq(users.account, 'hr')));
      await tx.update(wfModels).set({ xml: LEAVE_BPMN_OPEN_TO_ADMIN }).where(and(eq(wfModels.tenantId, '300001'), eq(wfModels.modelKey, 'process_leave')));
      await tx.update(wfProcDefs).set({ xml: LEAVE_BPMN_OPEN_TO_ADMIN }).where(and(eq(wfProcDefs.tenantId, '300001'), eq(wfProcDefs.key, 'process_leave')));
    });
    expect(LEAVE_BPMN_OPEN_TO_ADMIN).toContain('flowable:candidateGroups="gm,admin"');

    await seedDatabase(db, { demo: true, regions: false });
    const state = await withPlatform(db, { tenantId: '000000' }, async (tx) => ({
      people: (await tx.select({ account: users.account, isDeleted: users.isDeleted }).from(users).where(eq(users.tenantId, '300001'))).map((u) => `${u.account}${u.isDeleted ? ' (deleted)' : ''}`).sort(),
      defs: await tx.select({ version: wfProcDefs.version, xml: wfProcDefs.xml }).from(wfProcDefs).where(and(eq(wfProcDefs.tenantId, '300001'), eq(wfProcDefs.key, 'process_leave'))).orderBy(desc(wfProcDefs.version)),
      model: (await tx.select({ xml: wfModels.xml }).from(wfModels).where(and(eq(wfModels.tenantId, '300001'), eq(wfModels.modelKey, 'process_leave'))))[0],
      hospitalDefs: await tx.select({ version: wfProcDefs.version }).from(wfProcDefs).where(and(eq(wfProcDefs.tenantId, '100001'), eq(wfProcDefs.key, 'process_leave'))),
    }));
    expect(state.people).toEqual(['admin', 'gm', 'hr (deleted)', 'manager', 'wangfang']);
    expect(state.defs.map((d) => [d.version, d.xml === LEAVE_BPMN])).toEqual([[2, true], [1, false]]);
    expect(state.model.xml).toBe(LEAVE_BPMN);
    // A tenant already on the separated version keeps its one definition.
    expect(state.hospitalDefs).toHaveLength(1);
    const manager = await s.login({ tenantId: '300001', username: 'manager', password: LEAVE_PEOPLE_PASSWORD });
    const started = await apply(manager, { startTime: '2026-12-01', endTime: '2026-12-02', reason: '补回的经理' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const claim = await s.call('GET', `${P}/claimList?size=100`, { token: manager });
    expect(claim.body.data.records.map((r: { processInstanceId: string }) => r.processInstanceId)).toContain(started.body.data.processInstanceId);
  });
});
