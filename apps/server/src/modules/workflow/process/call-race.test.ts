import { describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, useServer } from '../../../../test/harness';
import { bpmnDoc, seq, uploadProcess } from '../../../../test/workflow-http';

/** Two requests racing on two connections: only real PostgreSQL runs them at once (PGlite one statement at a time). */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const server = useServer();
const P = '/api/blade-workflow/process';

describe.skipIf(!onPostgres)('terminating a caller while its called instance completes, over HTTP on PostgreSQL', () => {
  it('answers 200 or 409, never 500, and leaves caller and child ended with no open task (20 rounds)', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const stamp = Date.now().toString(36);
    const [childKey, parentKey] = [`race_child_${stamp}`, `race_parent_${stamp}`];
    await uploadProcess(s, token, bpmnDoc(childKey, `<startEvent id="s"/><userTask id="review" name="复核" flowable:assignee="\${applyUser}"/><endEvent id="e"/>${seq('f0', 's', 'review')}${seq('f1', 'review', 'e')}`));
    const parentDef = await uploadProcess(
      s,
      token,
      bpmnDoc(parentKey, `<startEvent id="s"/><callActivity id="call" calledElement="${childKey}"/><userTask id="after" name="收尾" flowable:assignee="\${applyUser}"/><endEvent id="e"/>${seq('f0', 's', 'call')}${seq('f1', 'call', 'after')}${seq('f2', 'after', 'e')}`),
    );
    const todo = async () => (await s.call('GET', `${P}/todoList?size=1000`, { token })).body.data.records as { taskId: string; processInstanceId: string; processDefinitionKey: string }[];
    for (let round = 0; round < 20; round++) {
      const parent = (await s.call('POST', `${P}/startProcess`, { token, body: { processDefinitionId: parentDef } })).body.data.processInstanceId as string;
      const review = (await todo()).filter((t) => t.processDefinitionKey === childKey);
      expect(review).toHaveLength(1);
      const [completed, terminated] = await Promise.all([
        s.call('POST', `${P}/completeTask`, { token, body: { taskId: review[0].taskId, pass: true } }),
        s.call('POST', `${P}/terminateProcess`, { token, body: { processInstanceId: parent } }),
      ]);
      for (const res of [completed, terminated]) {
        expect([200, 409], `round ${round}: ${JSON.stringify(res.body)}`).toContain(res.status);
      }
      // The termination never loses: it is the last word either way.
      expect(terminated.status).toBe(200);
      const detail = (await s.call('GET', `${P}/detail?processInstanceId=${parent}`, { token })).body.data;
      expect(detail.tasks).toEqual([]);
      expect((await todo()).filter((t) => t.processDefinitionKey === childKey || t.processDefinitionKey === parentKey)).toEqual([]);
    }
  });
});
