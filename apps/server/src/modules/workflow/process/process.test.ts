import { beforeAll, describe, expect, it } from 'vitest';
import { DEALER_ADMIN, HOSPITAL_ADMIN, HOSPITAL_CLERK, useServer } from '../../../../test/harness';
import { uploadScan } from '../../../../test/certificates';
import { addPerson, bpmnDoc, oneStep, seq, startOver, taskOn, uploadProcess, type Person } from '../../../../test/workflow-http';

const server = useServer();
const P = '/api/blade-workflow/process';
const T = '100001';
let admin: string;
let starter: Person, b: Person, c: Person, d: Person;
const tokens = new Map<Person, string>();
const tok = (p: Person) => tokens.get(p)!;
let k = 0;
const key = () => `proc_${++k}_${Date.now()}`;

beforeAll(async () => {
  const s = server();
  admin = await s.login(HOSPITAL_ADMIN);
  starter = await addPerson(s, T, 'wf_starter', 'staff', '申请人');
  b = await addPerson(s, T, 'wf_b', 'reviewer', '审核乙');
  c = await addPerson(s, T, 'wf_c', 'reviewer', '审核丙');
  d = await addPerson(s, T, 'wf_d', 'staff', '员工丁');
  for (const p of [starter, b, c, d]) tokens.set(p, await s.login(p.login));
});

const deploy = (xml: string) => uploadProcess(server(), admin, xml);
const ids = (res: { body: { data: { records: { processInstanceId: string }[] } } }) => res.body.data.records.map((r) => r.processInstanceId);
const list = (who: Person, name: string) => server().call('GET', `${P}/${name}?size=100`, { token: tok(who) });
const post = (who: Person | string, path: string, body: unknown) => server().call('POST', `${P}/${path}`, { token: typeof who === 'string' ? who : tok(who), body });

/** start → review (role reviewer) → pass? end : rejected. */
const review = (k2: string) =>
  bpmnDoc(
    k2,
    `<startEvent id="start"/><userTask id="review" name="审核" flowable:candidateGroups="reviewer"/><exclusiveGateway id="g"/>
     <endEvent id="end" name="通过"/><endEvent id="rejected" name="驳回"/>` +
      seq('f1', 'start', 'review') + seq('f2', 'review', 'g') + seq('ok', 'g', 'end', '${pass}') + seq('no', 'g', 'rejected', '${!pass}'),
    '审核流程',
  );

describe('the office lists and claiming', () => {
  it('a candidate claims, a second claimant gets 409, the approval moves through every list', async () => {
    const s = server();
    const defId = await deploy(review(key()));
    const startable = await list(starter, 'processList');
    expect(startable.body.data.records.map((r: { id: string }) => r.id)).toContain(defId);
    const inst = await startOver(s, tok(starter), defId);

    expect(ids(await list(starter, 'sendList'))).toContain(inst);
    expect(ids(await list(b, 'claimList'))).toContain(inst);
    expect(ids(await list(c, 'claimList'))).toContain(inst);
    expect(ids(await list(d, 'claimList'))).not.toContain(inst);
    // BladeX's todo list is what is assigned; candidates see it to claim.
    expect(ids(await list(b, 'todoList'))).not.toContain(inst);

    const task = await taskOn(s, tok(b), 'claimList', inst);
    expect((await s.call('POST', `${P}/claimTask?taskId=${task}`, { token: tok(b) })).status).toBe(200);
    const second = await post(c, 'claimTask', { taskId: task });
    expect(second).toMatchObject({ status: 409, body: { msg: '任务已被他人签收' } });
    const en = await s.call('POST', `${P}/claimTask?taskId=${task}`, { token: tok(c), headers: { 'accept-language': 'en' } });
    expect(en.body.msg).toBe('Someone else has already claimed the task');
    expect(ids(await list(c, 'claimList'))).not.toContain(inst);
    const todo = (await list(b, 'todoList')).body.data.records.find((r: { processInstanceId: string }) => r.processInstanceId === inst);
    expect(todo).toMatchObject({ taskName: '审核', assignee: b.id, assigneeName: '审核乙', startUsername: '申请人', processDefinitionName: '审核流程', status: 'todo' });

    expect((await post(c, 'completeTask', { taskId: task, pass: true })).status).toBe(403);
    expect((await post(b, 'completeTask', { taskId: task, pass: true, comment: '同意' })).status).toBe(200);
    expect((await post(b, 'completeTask', { taskId: task, pass: true })).body).toMatchObject({ code: 409, msg: '任务已被处理' });

    const sent = (await list(starter, 'sendList')).body.data.records.find((r: { processInstanceId: string }) => r.processInstanceId === inst);
    expect(sent).toMatchObject({ status: 'finished', processIsFinished: true });
    expect(ids(await list(b, 'myDoneList'))).toContain(inst);
    expect(ids(await list(b, 'doneList'))).toContain(inst);
    expect(ids(await list(starter, 'doneList'))).toContain(inst);
    expect(ids(await list(d, 'doneList'))).not.toContain(inst);
    expect((await list(b, 'copyList')).body.data).toMatchObject({ records: [], total: 0 });
  });

  it('a rejection takes the reject route and is in the history with its comment', async () => {
    const s = server();
    const inst = await startOver(s, tok(starter), await deploy(review(key())));
    const task = await taskOn(s, tok(c), 'claimList', inst);
    expect((await post(c, 'completeTask', { taskId: task, pass: false, comment: '材料不全' })).status).toBe(200);
    const flow = await s.call('GET', `/api/blade-flow/process/history-flow-list?processInstanceId=${inst}`, { token: tok(starter) });
    expect(flow.body.data.map((e: { historyActivityId: string }) => e.historyActivityId)).toEqual(['start', 'review', 'rejected']);
    expect(flow.body.data[1]).toMatchObject({ assignee: c.id, assigneeName: '审核丙' });
    expect(flow.body.data[1].comments.filter((x: { type: string }) => x.type !== 'claim')).toMatchObject([{ type: 'reject', message: '材料不全', userName: '审核丙' }]);
    const view = await s.call('GET', `/api/blade-flow/process/model-view?processInstanceId=${inst}`, { token: tok(starter) });
    expect(view.body.data).toMatchObject({ active: [] });
    expect(view.body.data.takenFlows.sort()).toEqual(['f1', 'f2', 'no']);
    expect(view.body.data.xml).toContain('<process id="');
  });

  it('refuses a bad flag and unknown or malformed task ids', async () => {
    const s = server();
    expect((await post(b, 'completeTask', { taskId: '123456789', pass: true })).status).toBe(404);
    expect((await post(b, 'completeTask', { taskId: 'abc' })).body).toMatchObject({ code: 400, data: { field: 'taskId' } });
    const inst = await startOver(s, tok(starter), await deploy(review(key())));
    const task = await taskOn(s, tok(b), 'claimList', inst);
    expect((await post(b, 'completeTask', { taskId: task, flag: 'maybe' })).body).toMatchObject({ code: 400, msg: '审批结果只能是 pass 或 reject', data: { field: 'flag' } });
    expect((await s.call('POST', `${P}/claimTask`, { token: tok(b) })).body).toMatchObject({ code: 400, data: { field: 'taskId' } });
  });
});

describe('handing tasks over', () => {
  it('transfers, delegates and resolves back to the owner, who completes', async () => {
    const s = server();
    const inst = await startOver(s, tok(starter), await deploy(oneStep(key(), `flowable:assignee="${'$'}{applyUser}"`)));
    const task = await taskOn(s, tok(starter), 'todoList', inst);
    const unknown = await post(starter, 'transferTask', { taskId: task, assignee: '123456789' });
    expect(unknown).toMatchObject({ status: 400, body: { msg: '用户 123456789 不存在', data: { field: 'assignee' } } });
    expect((await post(b, 'transferTask', { taskId: task, assignee: c.id })).status).toBe(403);
    expect((await post(starter, 'transferTask', { taskId: task, assignee: b.id, comment: '请代办' })).status).toBe(200);
    expect(await taskOn(s, tok(b), 'todoList', inst)).toBe(task);

    expect((await post(b, 'delegateTask', { taskId: task, assignee: d.id })).status).toBe(200);
    const detail = await s.call('GET', `${P}/detail?processInstanceId=${inst}`, { token: tok(d) });
    expect(detail.body.data.buttons).toEqual([{ buttonKey: 'wf_pass', display: true }]);
    // The delegate's approval hands it back to its owner — the starter, who transferred it (Flowable keeps the first owner); the process has not moved.
    expect((await post(d, 'completeTask', { taskId: task, pass: true, comment: '已看' })).status).toBe(200);
    expect(await taskOn(s, tok(starter), 'todoList', inst)).toBe(task);
    expect((await post(starter, 'completeTask', { taskId: task, pass: true })).status).toBe(200);
    const history = await s.call('GET', `/api/blade-flow/process/history-flow-list?processInstanceId=${inst}`, { token: tok(starter) });
    expect(history.body.data[1].comments.map((x: { type: string }) => x.type)).toEqual(['transfer', 'delegate', 'resolve', 'pass']);
  });

  it('sends a task back to a node it came through, and refuses any other', async () => {
    const s = server();
    const k2 = key();
    const xml = bpmnDoc(
      k2,
      `<startEvent id="start"/><userTask id="first" name="初审" flowable:assignee="${b.id}"/><userTask id="second" name="复审" flowable:assignee="${c.id}"/><endEvent id="end"/>` +
        seq('f1', 'start', 'first') + seq('f2', 'first', 'second') + seq('f3', 'second', 'end'),
    );
    const inst = await startOver(s, tok(starter), await deploy(xml));
    await post(b, 'completeTask', { taskId: await taskOn(s, tok(b), 'todoList', inst), pass: true });
    const task = await taskOn(s, tok(c), 'todoList', inst);
    const back = await s.call('GET', `${P}/getBackNodes?taskId=${task}`, { token: tok(c) });
    expect(back.body.data.map((n: { nodeId: string }) => n.nodeId)).toEqual(['start', 'first']);
    expect((await post(c, 'rollbackTask', { taskId: task, nodeId: 'end' })).body).toMatchObject({ code: 400, msg: '不能退回到节点「end」', data: { field: 'targetNodeId' } });
    expect((await post(c, 'rollbackTask', { taskId: task, nodeId: 'first', comment: '请补充' })).status).toBe(200);
    expect(await taskOn(s, tok(b), 'todoList', inst)).toBeTruthy();
  });

  it('the starter withdraws until someone else acts; a holder terminates', async () => {
    const s = server();
    const k2 = key();
    const xml = bpmnDoc(
      k2,
      `<startEvent id="start"/><userTask id="first" flowable:assignee="${b.id}"/><userTask id="second" flowable:assignee="${c.id}"/><endEvent id="end"/>` +
        seq('f1', 'start', 'first') + seq('f2', 'first', 'second') + seq('f3', 'second', 'end'),
    );
    const defId = await deploy(xml);
    const early = await startOver(s, tok(starter), defId);
    expect((await post(b, 'withdrawTask', { processInstanceId: early })).body).toMatchObject({ code: 403, msg: '只有发起人可以撤销' });
    expect((await post(starter, 'withdrawTask', { processInstanceId: early, comment: '不请了' })).status).toBe(200);
    expect((await list(starter, 'sendList')).body.data.records.find((r: { processInstanceId: string }) => r.processInstanceId === early).status).toBe('withdrawn');

    const late = await startOver(s, tok(starter), defId);
    await post(b, 'completeTask', { taskId: await taskOn(s, tok(b), 'todoList', late), pass: true });
    expect((await post(starter, 'withdrawTask', { processInstanceId: late })).body).toMatchObject({ code: 409, msg: '已有他人处理，不能撤销' });
    expect((await post(d, 'terminateProcess', { processInstanceId: late })).status).toBe(403);
    expect((await post(c, 'terminateProcess', { processInstanceId: late, comment: '作废' })).status).toBe(200);
    expect((await post(c, 'terminateProcess', { processInstanceId: late })).body).toMatchObject({ code: 409, msg: '流程已结束' });
  });

  it('adds and removes countersigners on a multi-instance node', async () => {
    const s = server();
    const k2 = key();
    const xml = bpmnDoc(
      k2,
      `<startEvent id="start"/><userTask id="sign" name="会签" flowable:assignee="${'$'}{signer}">
         <multiInstanceLoopCharacteristics isSequential="false" flowable:collection="${'$'}{signers}" flowable:elementVariable="signer"/>
       </userTask><endEvent id="end"/>` + seq('f1', 'start', 'sign') + seq('f2', 'sign', 'end'),
    );
    const inst = await startOver(s, tok(starter), await deploy(xml), { signers: [b.id, c.id] });
    const bTask = await taskOn(s, tok(b), 'todoList', inst);
    const detail = await s.call('GET', `${P}/detail?processInstanceId=${inst}`, { token: tok(b) });
    expect(detail.body.data.buttons.map((x: { buttonKey: string }) => x.buttonKey)).toEqual(expect.arrayContaining(['wf_add_instance', 'wf_del_instance']));
    expect((await post(b, 'addMultiInstance', { taskId: bTask, assignee: `${d.id}` })).status).toBe(200);
    expect(await taskOn(s, tok(d), 'todoList', inst)).toBeTruthy();
    expect((await post(b, 'addMultiInstance', { taskId: bTask, assignee: c.id })).body).toMatchObject({ code: 409, msg: `${c.id} 已是该会签的签署人` });
    expect((await post(b, 'deleteMultiInstance', { taskId: bTask, assignee: c.id })).status).toBe(200);
    expect(ids(await list(c, 'todoList'))).not.toContain(inst);
    await post(b, 'completeTask', { taskId: bTask, pass: true });
    await post(d, 'completeTask', { taskId: await taskOn(s, tok(d), 'todoList', inst), pass: true });
    expect((await list(starter, 'sendList')).body.data.records.find((r: { processInstanceId: string }) => r.processInstanceId === inst).status).toBe('finished');
  });
  it('on a sequential countersign, lists the signers still waiting for their turn; 减签 takes one off before its turn', async () => {
    const s = server();
    const xml = bpmnDoc(
      key(),
      `<startEvent id="start"/><userTask id="sign" name="依次会签" flowable:assignee="${'$'}{signer}">
         <multiInstanceLoopCharacteristics isSequential="true" flowable:collection="${'$'}{signers}" flowable:elementVariable="signer"/>
       </userTask><endEvent id="end"/>` + seq('f1', 'start', 'sign') + seq('f2', 'sign', 'end'),
    );
    const inst = await startOver(s, tok(starter), await deploy(xml), { signers: [b.id, c.id, d.id] });
    const bTask = await taskOn(s, tok(b), 'todoList', inst);
    const later = async () => (await s.call('GET', `${P}/detail?processInstanceId=${inst}&taskId=${bTask}`, { token: tok(b) })).body.data.laterSigners;
    expect(await later()).toEqual([
      { userId: c.id, userName: expect.any(String) },
      { userId: d.id, userName: expect.any(String) },
    ]);
    expect((await post(b, 'deleteMultiInstance', { taskId: bTask, assignee: c.id })).status).toBe(200);
    expect((await later()).map((x: { userId: string }) => x.userId)).toEqual([d.id]);
    await post(b, 'completeTask', { taskId: bTask, pass: true });
    expect(ids(await list(c, 'todoList'))).not.toContain(inst);
    const dTask = await taskOn(s, tok(d), 'todoList', inst);
    expect((await s.call('GET', `${P}/detail?processInstanceId=${inst}&taskId=${dTask}`, { token: tok(d) })).body.data.laterSigners).toEqual([]);
  });
  it('keeps files attached to a step in the history; those who may read the process fetch them, nobody else', async () => {
    const s = server();
    const inst = await startOver(s, tok(starter), await deploy(review(key())), { amount: 3 });
    const task = await taskOn(s, tok(b), 'claimList', inst);
    await post(b, 'claimTask', { taskId: task });
    const file = await uploadScan(s, tok(b), '现场照片.png');
    // A file that does not exist refuses the step, naming the field; nothing moves.
    expect((await post(b, 'completeTask', { taskId: task, pass: true, attachIds: ['123456789'] })).body).toMatchObject({ code: 400, msg: '附件不存在或已删除，请重新上传' });
    expect(await taskOn(s, tok(b), 'todoList', inst)).toBe(task);
    expect((await post(b, 'completeTask', { taskId: task, pass: true, comment: '见附件', attachIds: [file] })).status).toBe(200);

    const flow = (await s.call('GET', `${P}/detail?processInstanceId=${inst}`, { token: tok(starter) })).body.data.flow;
    const step = flow.find((e: { taskId: string | null }) => e.taskId === task);
    expect(step.attachments).toEqual([{ attachId: file, originalName: '现场照片.png', mimeType: 'image/png', attachSize: expect.any(Number), link: `${P}/file?processInstanceId=${inst}&attachId=${file}` }]);
    const fetchAs = (token: string) => s.app.inject({ method: 'GET', url: step.attachments[0].link, headers: { 'blade-auth': `bearer ${token}`, authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' } });
    const got = await fetchAs(tok(starter));
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Not a participant of the process, not of the tenant: refused.
    expect((await fetchAs(tok(d))).statusCode).toBe(403);
    expect((await fetchAs(await s.login(DEALER_ADMIN))).statusCode).toBe(404);
    // Another upload of the tenant is no file of this process.
    const other = await uploadScan(s, tok(starter), '别的文件.png');
    expect((await s.app.inject({ method: 'GET', url: `${P}/file?processInstanceId=${inst}&attachId=${other}`, headers: { 'blade-auth': `bearer ${tok(starter)}`, authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' } })).statusCode).toBe(404);
  });
});

describe('the detail page and the process monitor', () => {
  it('shows the process, its open task, the buttons of who holds it and the history; outsiders are refused', async () => {
    const s = server();
    const inst = await startOver(s, tok(starter), await deploy(review(key())), { amount: 3 });
    const asCandidate = await s.call('GET', `${P}/detail?processInstanceId=${inst}`, { token: tok(b) });
    expect(asCandidate.status).toBe(200);
    expect(asCandidate.body.data.process).toMatchObject({ processInstanceId: inst, startUsername: '申请人', status: 'todo' });
    expect(asCandidate.body.data.tasks).toMatchObject([{ taskDefinitionKey: 'review', assignee: null }]);
    expect(asCandidate.body.data.buttons.map((x: { buttonKey: string }) => x.buttonKey)).toContain('wf_claim');
    const asStarter = await s.call('GET', `${P}/detail?processInstanceId=${inst}`, { token: tok(starter) });
    expect(asStarter.body.data.buttons.map((x: { buttonKey: string }) => x.buttonKey)).toEqual(['wf_withdraw']);
    expect(asStarter.body.data.flow.map((e: { historyActivityId: string }) => e.historyActivityId)).toEqual(['start', 'review']);
    expect((await s.call('GET', `${P}/detail?processInstanceId=${inst}`, { token: tok(d) })).status).toBe(403);
    expect((await s.call('GET', `/api/blade-flow/process/model-view?processInstanceId=${inst}`, { token: tok(d) })).status).toBe(403);
    const view = await s.call('GET', `/api/blade-flow/process/model-view?processInstanceId=${inst}`, { token: tok(b) });
    expect(view.body.data).toMatchObject({ active: ['review'], finished: ['start'] });
  });

  it('the monitor lists running processes, changes an assignee and deletes a process; others may not', async () => {
    const s = server();
    const k2 = key();
    const inst = await startOver(s, tok(starter), await deploy(oneStep(k2, `flowable:assignee="${b.id}"`)));
    const running = await s.call('GET', `/api/blade-flow/follow/list?processDefinitionKey=${k2}`, { token: admin });
    expect(ids(running)).toEqual([inst]);
    const task = await taskOn(s, tok(b), 'todoList', inst);
    expect((await post(b, 'changeTaskAssignee', { taskId: task, assignee: c.id })).status).toBe(403);
    expect((await post(admin, 'changeTaskAssignee', { taskId: task, assignee: c.id })).status).toBe(200);
    expect(await taskOn(s, tok(c), 'todoList', inst)).toBe(task);
    expect((await s.call('POST', `/api/blade-flow/follow/delete-process-instance?processInstanceId=${inst}&deleteReason=重复`, { token: tok(c) })).status).toBe(403);
    expect((await s.call('POST', `/api/blade-flow/follow/delete-process-instance?processInstanceId=${inst}&deleteReason=重复`, { token: admin })).status).toBe(200);
    expect(ids(await s.call('GET', `/api/blade-flow/follow/list?processDefinitionKey=${k2}`, { token: admin }))).toEqual([]);
    expect((await list(starter, 'sendList')).body.data.records.find((r: { processInstanceId: string }) => r.processInstanceId === inst)).toMatchObject({ status: 'terminated', endReason: '重复' });
  });
});

describe('classic blade-flow work paths', () => {
  it('start, claim and todo lists, claim-task, complete-task with flag ok', async () => {
    const s = server();
    const defId = await deploy(review(key()));
    const start = await s.call('GET', '/api/blade-flow/work/start-list?size=100', { token: tok(starter) });
    expect(start.body.data.records.map((r: { id: string }) => r.id)).toContain(defId);
    const inst = await startOver(s, tok(starter), defId);
    const claim = await s.call('GET', '/api/blade-flow/work/claim-list?size=100', { token: tok(b) });
    const task = claim.body.data.records.find((r: { processInstanceId: string }) => r.processInstanceId === inst).taskId;
    expect((await s.call('POST', `/api/blade-flow/work/claim-task?taskId=${task}`, { token: tok(b) })).status).toBe(200);
    expect((await s.call('POST', `/api/blade-flow/work/claim-task?taskId=${task}`, { token: tok(c) })).status).toBe(409);
    const todo = await s.call('GET', '/api/blade-flow/work/todo-list?size=100', { token: tok(b) });
    expect(ids(todo)).toContain(inst);
    const done = await s.call('POST', '/api/blade-flow/work/complete-task', { token: tok(b), body: { taskId: task, processInstanceId: inst, flag: 'ok', comment: '同意' } });
    expect(done.status).toBe(200);
    expect(ids(await s.call('GET', '/api/blade-flow/work/send-list?size=100', { token: tok(starter) }))).toContain(inst);
    expect(ids(await s.call('GET', '/api/blade-flow/work/done-list?size=100', { token: tok(b) }))).toContain(inst);
  });

  it('the lists and commands are behind the office menus', async () => {
    const s = server();
    const clerk = await s.login(HOSPITAL_CLERK);
    for (const path of ['processList', 'todoList', 'claimList', 'sendList', 'doneList', 'myDoneList', 'copyList'])
      expect((await s.call('GET', `${P}/${path}`, { token: clerk })).status, path).toBe(403);
    expect((await s.call('POST', `${P}/completeTask`, { token: clerk, body: { taskId: '1' } })).status).toBe(403);
    expect((await s.call('GET', '/api/blade-flow/follow/list', { token: tok(b) })).status).toBe(403);
  });
});

describe('tenant isolation of processes', () => {
  it("another tenant's users see none of the processes and change nothing", async () => {
    const s = server();
    const k2 = key();
    const defId = await deploy(review(k2));
    const inst = await startOver(s, tok(starter), defId);
    const task = await taskOn(s, tok(b), 'claimList', inst);
    const dealer = await s.login(DEALER_ADMIN);
    for (const path of ['processList', 'todoList', 'claimList', 'sendList', 'doneList', 'myDoneList']) {
      const res = await s.call('GET', `${P}/${path}?size=100`, { token: dealer });
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body.data.records), path).not.toContain(inst);
      expect(JSON.stringify(res.body.data.records), path).not.toContain(defId);
    }
    expect(ids(await s.call('GET', '/api/blade-flow/follow/list?size=100', { token: dealer }))).not.toContain(inst);
    for (const path of [`${P}/detail?processInstanceId=${inst}`, `${P}/getBackNodes?taskId=${task}`, `/api/blade-flow/process/history-flow-list?processInstanceId=${inst}`, `/api/blade-flow/process/model-view?processInstanceId=${inst}`])
      expect((await s.call('GET', path, { token: dealer })).status, path).toBe(404);
    expect((await s.call('POST', `${P}/claimTask?taskId=${task}`, { token: dealer })).status).toBe(404);
    expect((await s.call('POST', `${P}/completeTask`, { token: dealer, body: { taskId: task, pass: true } })).status).toBe(404);
    expect((await s.call('POST', `${P}/terminateProcess`, { token: dealer, body: { processInstanceId: inst } })).status).toBe(404);
    expect((await s.call('POST', `${P}/changeTaskAssignee`, { token: dealer, body: { taskId: task, assignee: b.id } })).status).toBe(400);
    expect((await s.call('POST', `/api/blade-flow/follow/delete-process-instance?processInstanceId=${inst}`, { token: dealer })).status).toBe(404);
    expect((await s.call('POST', `${P}/startProcess`, { token: dealer, body: { processDefinitionId: defId } })).status).toBe(404);
    // Still waiting for a reviewer, untouched.
    expect(await taskOn(s, tok(b), 'claimList', inst)).toBe(task);
  });
});
