import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeTasks, as, bpmn, engineAs, flow, user, useDatabase, TENANT } from '../../../../test/workflow';
import { jobs } from '../../../core/db/schema';
import { JobRunner } from '../../../core/jobs/runner';
import { deploy, HTTP_JOB, InvalidModelError, registerHttpJob } from '.';

const db = useDatabase();
const starter = user('u-start');
const engine = engineAs(db, starter);
const HOUR = 3600_000;

/** A partner system on the loopback: scores an applicant, fails on demand, knows no one called "nobody". */
let partner: Server;
let base: string;
const heard: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
/** Answers still to give to /flaky before it works. */
let flakyFailures = 0;
beforeAll(async () => {
  partner = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      heard.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url === '/flaky' && flakyFailures-- > 0) return res.writeHead(503).end('维护中');
      if (req.url?.startsWith('/score/nobody')) return res.writeHead(404).end('no such applicant');
      if (req.url?.startsWith('/score/')) {
        const amount = body ? (JSON.parse(body) as { amount: number }).amount : 0;
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ applicant: req.url.slice(7), score: amount > 1000 ? 40 : 80 }));
      }
      res.writeHead(200).end('好的');
    });
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

const field = (name: string, text: string) => `<flowable:field name="${name}"><flowable:expression><![CDATA[${text}]]></flowable:expression></flowable:field>`;
const httpTask = (id: string, fields: string) => `<serviceTask id="${id}" name="询问评分" flowable:type="http"><extensionElements>${fields}</extensionElements></serviceTask>`;

/** Asks the partner for a score (POST, JSON both ways), then routes on it; a 404 goes to 人工核实. */
const SCORING = bpmn(
  httpTask(
    'ask',
    field('requestMethod', 'POST') +
      field('requestUrl', '${base}/score/${applicant}') +
      field('requestHeaders', 'Content-Type: application/json\nX-Applicant: ${applicant}') +
      field('requestBody', '{"amount": ${amount}}') +
      '<flowable:field name="responseVariableName" stringValue="scoreAnswer"/><flowable:field name="saveResponseVariableAsJson" stringValue="true"/>',
  ) +
    `<startEvent id="start"/><boundaryEvent id="unknown" attachedToRef="ask"><errorEventDefinition errorRef="notFound"/></boundaryEvent>` +
    `<exclusiveGateway id="route"/><userTask id="approve" flowable:assignee="u-clerk"/><userTask id="review" flowable:assignee="u-boss"/><userTask id="verify" flowable:assignee="u-clerk"/>` +
    `<endEvent id="end1"/><endEvent id="end2"/><endEvent id="end3"/>` +
    flow('f1', 'start', 'ask') + flow('f2', 'ask', 'route') + flow('f3', 'route', 'approve', '${scoreAnswer.score >= 60}') + flow('f4', 'route', 'review', '${scoreAnswer.score < 60}') +
    flow('f5', 'approve', 'end1') + flow('f6', 'review', 'end2') + flow('f7', 'unknown', 'verify') + flow('f8', 'verify', 'end3'),
  'httpScoring',
).replace('<process', '<error id="notFound" errorCode="HTTP404"/><process');

/** A plain GET whose answer is kept as text. */
const FLAKY = bpmn(
  `<startEvent id="start"/>${httpTask('ping', field('requestUrl', '${base}/flaky'))}<userTask id="after" flowable:assignee="u-clerk"/><endEvent id="end"/>` +
    flow('f1', 'start', 'ping') + flow('f2', 'ping', 'after') + flow('f3', 'after', 'end'),
  'httpFlaky',
);

/** The server's runner with the HTTP job only, driven by the test's own clock. */
const runUntilIdle = async (at = new Date()) => {
  const runner = new JobRunner(db().db);
  registerHttpJob(runner);
  for (let round = 0; round < 10 && (await runner.runDue(at)) > 0; round++);
};
const tasksOf = async (id: bigint) => (await activeTasks(db(), starter, id)).map((t) => t.taskDefKey);
const httpJobs = () => as(db(), starter, (tx) => tx.select().from(jobs).where(and(eq(jobs.tenantId, TENANT), eq(jobs.type, HTTP_JOB))));

describe('HTTP tasks (ADR 0088)', () => {
  beforeAll(async () => {
    await engine.deployXml(SCORING);
    await engine.deployXml(FLAKY);
  });

  it('waits while the call is made, sends the method, headers and body made from the variables, keeps the JSON answer and routes on it', async () => {
    const { id: instanceId } = await engine.start('httpScoring', { base, applicant: 'zhang', amount: 200 });
    expect(await tasksOf(instanceId)).toEqual([]);
    await runUntilIdle();
    const call = heard.find((h) => h.url === '/score/zhang')!;
    expect(call).toMatchObject({ method: 'POST', body: '{"amount": 200}' });
    expect(call.headers['x-applicant']).toBe('zhang');
    expect(call.headers['content-type']).toBe('application/json');
    expect(await engine.variable(instanceId, 'scoreAnswer')).toEqual({ applicant: 'zhang', score: 80 });
    expect(await tasksOf(instanceId)).toEqual(['approve']);

    const low = await engine.start('httpScoring', { base, applicant: 'li', amount: 5000 });
    await runUntilIdle();
    expect(await tasksOf(low.id)).toEqual(['review']);
  });

  it('takes the error boundary event whose code the answer throws (HTTP404)', async () => {
    const { id: instanceId } = await engine.start('httpScoring', { base, applicant: 'nobody', amount: 1 });
    await runUntilIdle();
    expect(await tasksOf(instanceId)).toEqual(['verify']);
    expect(await engine.variable(instanceId, 'scoreAnswer')).toBeUndefined();
  });

  it('tries a 503 again with the runner’s backoff while the token waits, and moves on once the partner answers', async () => {
    flakyFailures = 2;
    const { id: instanceId } = await engine.start('httpFlaky', { base });
    const now = new Date();
    await runUntilIdle(now);
    expect(await tasksOf(instanceId)).toEqual([]);
    await runUntilIdle(new Date(now.getTime() + HOUR));
    await runUntilIdle(new Date(now.getTime() + 3 * HOUR));
    expect(await engine.variable(instanceId, 'pingResponseBody')).toBe('好的');
    expect(await tasksOf(instanceId)).toEqual(['after']);
    expect(heard.filter((h) => h.url === '/flaky').length).toBe(3);
  });

  it('refuses a link-local address for good, leaving the token waiting for an operator', async () => {
    const { id: instanceId } = await engine.start('httpFlaky', { base: 'http://169.254.169.254' });
    await runUntilIdle();
    const [job] = (await httpJobs()).filter((j) => (j.payload as { procInstId: string }).procInstId === String(instanceId));
    expect(job).toMatchObject({ outcome: 'DEAD', attempts: 1 });
    expect(job.lastError).toContain('link-local');
    expect(await tasksOf(instanceId)).toEqual([]);
  });

  it('refuses to deploy an HTTP task without its address, or with a method it cannot send, naming it', async () => {
    const bad = bpmn(`<startEvent id="start"/>${httpTask('ask', field('requestMethod', 'FETCH'))}<endEvent id="end"/>` + flow('f1', 'start', 'ask') + flow('f2', 'ask', 'end'), 'httpBad');
    const error = await as(db(), starter, (tx) => deploy(tx, starter, { xml: bad })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidModelError);
    expect((error as InvalidModelError).problems.map((p) => `${p.elementId}:${p.reason}`)).toEqual(['ask:httpUrl']);
    const noMethod = bad.replace(field('requestMethod', 'FETCH'), field('requestMethod', 'FETCH') + field('requestUrl', 'http://127.0.0.1/x'));
    const second = await as(db(), starter, (tx) => deploy(tx, starter, { xml: noMethod })).catch((e: unknown) => e);
    expect((second as InvalidModelError).problems.map((p) => `${p.elementId}:${p.reason}:${p.detail}`)).toEqual(['ask:httpMethod:FETCH']);
  });
});
