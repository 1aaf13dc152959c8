/**
 * Measurement, not part of the suite: for each BPMN file of a folder (the MIWG reference models,
 * kept outside the repository) deploys it in the demo tenant of a fresh PGlite copy, starts its
 * processes, then drives them as people and the world would until each instance ends or nothing
 * moves: open tasks completed by a process administrator, waiting messages correlated, waiting
 * signals broadcast, timers fired at once (the timer job's own command, without waiting for the
 * due time). User tasks that name nobody go to the administrator; decisions drawn without
 * conditions are answered forward (miwg-answers.ts). Prints per file: refused / deployed, ran to its end or where it is stuck.
 *
 *   npx tsx apps/server/test/miwg-run.ts /path/to/Reference
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { jobs, wfEventSubscriptions, wfExecutions, wfProcInsts, wfTasks, wfTimers } from '../src/core/db/schema';
import { broadcastSignal, completeTask, correlateMessage, deploy, fireTimer, startProcess, START_TIMER_JOB, type Actor } from '../src/modules/workflow/engine';
import { fireTimerStart } from '../src/modules/workflow/engine/commands/timer-start';
import { compileDefinitions } from '../src/modules/workflow/engine/model/compile';
import { describe as describeProblem, InvalidModelError } from '../src/modules/workflow/engine/model/problems';
import { AGAIN, answerDecisions } from './miwg-answers';
import { miwgFiles } from './miwg-files';
import { makeSnapshot, openCopy } from './snapshot';
import { as, TENANT, user } from './workflow';

const files = miwgFiles(process.argv[2], 'miwg-run.ts <folder of .bpmn files>');

/**
 * Gives each user task that names nobody to the administrator, as the one deploying a drawing
 * would (the reference models have lanes, not assignees; the engine refuses a task nobody can do).
 */
function assignUnassigned(xml: string): string {
  const assigned = xml.replace(/<((?:\w+:)?userTask)\b([^>]*?)(\/?)>/g, (all, tag: string, attrs: string, close: string) =>
    /assignee|candidateUsers|candidateGroups/.test(attrs) ? all : `<${tag}${attrs} flowable:assignee="${admin.userId}"${close}>`,
  );
  if (assigned === xml || /xmlns:flowable=/.test(xml)) return assigned;
  return assigned.replace(/<((?:\w+:)?definitions)\b/, '<$1 xmlns:flowable="http://flowable.org/bpmn"');
}
const admin: Actor = user('1', { admin: true });
/** What the people running each instance answer at its decisions: go on (miwg-answers.ts). */
const variables = { [AGAIN]: false };
/** Rounds of driving before a file counts as stuck (each round acts on everything waiting). */
const ROUNDS = 50;

const reason = (error: unknown): string =>
  error instanceof InvalidModelError ? error.problems.map((p) => describeProblem(p, 'en')).join('; ') : `${(error as { key?: string }).key ?? (error as Error).message} ${JSON.stringify((error as { vars?: unknown }).vars ?? '')}`;

/** Starts each process with a none start; with none in the file, the first by its message, signal or timer start. */
async function startAll(db: Database, xml: string, deployed: { key: string; procDefId: bigint }[]): Promise<string[]> {
  const graphs = await compileDefinitions(xml);
  const errors: string[] = [];
  const noneStarts = graphs.filter((g) => g.noneStart);
  for (const graph of noneStarts) {
    const def = deployed.find((d) => d.key === graph.key)!;
    await as(db, admin, (tx) => startProcess(tx, admin, { procDefId: def.procDefId, variables })).catch((e) => errors.push(`start ${graph.key}: ${reason(e)}`));
  }
  if (noneStarts.length) return errors;
  const graph = graphs.find((g) => g.eventStarts.length || g.timerStarts.length);
  const event = graph?.eventStarts.length ? graph.nodes.get(graph.eventStarts[0])?.event : undefined;
  try {
    if (event?.kind === 'message') await as(db, admin, (tx) => correlateMessage(tx, admin, { messageName: event.name, variables }));
    else if (event?.kind === 'signal') await as(db, admin, (tx) => broadcastSignal(tx, admin, { signalName: event.name, variables }));
    else if (graph) await fireStartTimers(db);
    else errors.push('nothing starts the file');
  } catch (error) {
    errors.push(`start ${graph?.key}: ${reason(error)}`);
  }
  return errors;
}

async function fireStartTimers(db: Database): Promise<number> {
  const due = await as(db, admin, (tx) => tx.select().from(jobs).where(and(eq(jobs.type, START_TIMER_JOB), isNull(jobs.outcome))));
  for (const job of due) {
    await as(db, admin, async (tx) => {
      await fireTimerStart(tx, TENANT, job.payload as Parameters<typeof fireTimerStart>[2]);
      await tx.update(jobs).set({ outcome: 'DONE', finishedAt: new Date() }).where(eq(jobs.id, job.id));
    });
  }
  return due.length;
}

/** One round: acts on every wait of every running instance; answers how many acts succeeded. */
async function drive(db: Database, errors: Set<string>): Promise<number> {
  let moved = 0;
  const act = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
      moved++;
    } catch (error) {
      errors.add(`${what}: ${reason(error)}`);
    }
  };
  const running = await as(db, admin, (tx) => tx.select({ id: wfProcInsts.id }).from(wfProcInsts).where(inArray(wfProcInsts.state, ['running'])));
  const ids = running.map((r) => r.id);
  if (!ids.length) return 0;
  const tasks = await as(db, admin, (tx) => tx.select().from(wfTasks).where(and(inArray(wfTasks.procInstId, ids), isNull(wfTasks.endedAt))));
  for (const task of tasks) await act(`task ${task.taskDefKey}`, () => as(db, admin, (tx) => completeTask(tx, admin, task.id, {})));
  const subs = await as(db, admin, (tx) => tx.select().from(wfEventSubscriptions).where(inArray(wfEventSubscriptions.procInstId, ids)));
  for (const sub of subs) {
    if (sub.kind === 'message') await act(`message ${sub.eventName}`, () => as(db, admin, (tx) => correlateMessage(tx, admin, { messageName: sub.eventName, processInstanceId: sub.procInstId!, start: false })));
    else await act(`signal ${sub.eventName}`, () => as(db, admin, (tx) => broadcastSignal(tx, admin, { signalName: sub.eventName })));
  }
  const timers = await as(db, admin, (tx) => tx.select().from(wfTimers).where(inArray(wfTimers.procInstId, ids)));
  for (const timer of timers) {
    await act(`timer ${timer.nodeId}`, async () => {
      if (!(await as(db, admin, (tx) => fireTimer(tx, TENANT, { timerId: timer.id, gen: timer.gen })))) throw new Error('did not fire');
    });
  }
  return moved;
}

/** Where the running instances wait: their executions' activities. */
async function stuckAt(db: Database): Promise<string[]> {
  const rows = await as(db, admin, (tx) =>
    tx
      .select({ key: wfProcInsts.defKey, activityId: wfExecutions.activityId })
      .from(wfExecutions)
      .innerJoin(wfProcInsts, and(eq(wfProcInsts.tenantId, wfExecutions.tenantId), eq(wfProcInsts.id, wfExecutions.procInstId)))
      .where(eq(wfProcInsts.state, 'running')),
  );
  return [...new Set(rows.filter((r) => r.activityId).map((r) => `${r.key}/${r.activityId}`))];
}

const dir = mkdtempSync(join(tmpdir(), 'miwg-run-'));
const snapshot = await makeSnapshot({ file: join(dir, 'seed.tar') });
let deployedCount = 0;
let ended = 0;
try {
  for (const { file, xml: drawn } of files) {
    const xml = assignUnassigned(await answerDecisions(drawn));
    const db = await openCopy(snapshot);
    try {
      let deployed;
      try {
        deployed = (await as(db, admin, (tx) => deploy(tx, admin, { xml }))).processes;
      } catch (error) {
        console.log(`${file}: refused — ${reason(error)}`);
        continue;
      }
      deployedCount++;
      const errors = new Set(await startAll(db, xml, deployed));
      let rounds = 0;
      while (rounds < ROUNDS && (await drive(db, errors)) > 0) rounds++;
      const instances = await as(db, admin, (tx) => tx.select({ state: wfProcInsts.state }).from(wfProcInsts));
      const open = instances.filter((i) => i.state === 'running' || i.state === 'suspended').length;
      if (instances.length && !open) {
        ended++;
        console.log(`${file}: deployed, ran to its end (${instances.length} instance(s): ${[...new Set(instances.map((i) => i.state))].join(', ')})`);
      } else {
        const where = instances.length ? (await stuckAt(db)).join(', ') : 'nothing started';
        const how = rounds === ROUNDS ? `still moving after ${ROUNDS} rounds (a loop no answer leaves), at` : 'stuck at';
        console.log(`${file}: deployed, ${how} ${where}${errors.size ? ` — ${[...errors].slice(0, 3).join('; ')}` : ''}`);
      }
    } finally {
      await db.close();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${deployedCount} of ${files.length} deploy, ${ended} run to their end`);
