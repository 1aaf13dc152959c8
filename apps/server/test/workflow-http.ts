import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword, md5Hex } from '../src/core/auth/passwords';
import { nextId } from '../src/core/db/ids';
import { menus, roleMenus, roles, users } from '../src/core/db/schema';
import { withPlatform } from '../src/core/tenancy/with-tenant';
import type { Login, TestServer } from './harness';

/** The office menus (我的事务) a workflow user is granted. */
const OFFICE = ['wf_work', 'wf_start', 'wf_todo', 'wf_claim', 'wf_send', 'wf_done', 'wf_copy'];

export interface Person {
  id: string;
  login: Login;
}

/**
 * Adds a role (by alias, with the office menus) and one user holding it to a tenant, straight in
 * the database: the people a process needs, without the forced password change of users an
 * administrator adds.
 */
export async function addPerson(s: TestServer, tenantId: string, account: string, roleAlias: string, realName = account): Promise<Person> {
  const userId = nextId();
  await withPlatform(s.database.db, { tenantId: '000000' }, async (tx) => {
    let [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.roleAlias, roleAlias), eq(roles.isDeleted, 0)));
    if (!role) {
      role = { id: nextId() };
      await tx.insert(roles).values({ id: role.id, tenantId, roleName: roleAlias, roleAlias, sort: 9 });
      const office = await tx.select({ id: menus.id }).from(menus).where(inArray(menus.code, OFFICE));
      await tx.insert(roleMenus).values(office.map((m) => ({ id: nextId(), tenantId, roleId: role.id, menuId: m.id })));
    }
    await tx.insert(users).values({ id: userId, tenantId, account, password: await hashPassword(md5Hex('123456')), name: realName, realName, roleId: String(role.id) });
  });
  return { id: String(userId), login: { tenantId, username: account, password: '123456' } };
}

/** A BPMN document around process elements. */
export function bpmnDoc(key: string, body: string, name = key): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${key}" name="${name}" isExecutable="true">${body}</process>
</definitions>`;
}

export const seq = (id: string, from: string, to: string, condition?: string) =>
  condition
    ? `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><conditionExpression xsi:type="tFormalExpression"><![CDATA[${condition}]]></conditionExpression></sequenceFlow>`
    : `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"/>`;

/** start → one user task (given attributes) → end. */
export const oneStep = (key: string, attrs: string) =>
  bpmnDoc(key, `<startEvent id="start"/><userTask id="approve" name="审批" ${attrs}/><endEvent id="end"/>${seq('f1', 'start', 'approve')}${seq('f2', 'approve', 'end')}`);

/** A multipart form with process files and text fields, as the deployment page sends it. */
export function processUpload(files: { name: string; xml: string }[], fields: Record<string, string> = {}) {
  const boundary = `----beree${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: text/xml\r\n\r\n`), Buffer.from(f.xml), Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Deploys XML through the upload route as the given user and answers the new definition's id. */
export async function uploadProcess(s: TestServer, token: string, xml: string, fields: Record<string, string> = {}): Promise<string> {
  const form = processUpload([{ name: 'process.bpmn', xml }], fields);
  const res = await s.call('POST', '/api/blade-flow/manager/deploy-upload', { token, body: form.body, headers: form.headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0].procDefId;
}

/** Starts a definition over HTTP and answers the instance id. */
export async function startOver(s: TestServer, token: string, processDefinitionId: string, variables: Record<string, unknown> = {}): Promise<string> {
  const res = await s.call('POST', '/api/blade-workflow/process/startProcess', { token, body: { processDefinitionId, variables } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.processInstanceId;
}

/** The caller's task of an instance on a list (todo or claim), failing the test when there is none. */
export async function taskOn(s: TestServer, token: string, list: 'todoList' | 'claimList', instanceId: string): Promise<string> {
  const res = await s.call('GET', `/api/blade-workflow/process/${list}?size=100`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = res.body.data.records.find((r: { processInstanceId: string }) => r.processInstanceId === instanceId);
  expect(row, `a task of ${instanceId} on ${list}`).toBeTruthy();
  return row.taskId;
}
