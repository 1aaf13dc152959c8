import { and, eq, gte, isNotNull, isNull, ne } from 'drizzle-orm';
import { message, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { wfProcInsts, wfTasks } from '../../../core/db/schema';
import { escapeText } from '../../desk/rich-text';
import { sendEvent } from '../../message/events/send-event';
import type { Actor } from '../engine';

/**
 * Tells the assignees of the tasks a command just opened (created at or after `since`) that work
 * waits for them — not the actor, who is looking at it. Sent through the jobs runner: the engine's
 * commands have no realtime bus, and the runner nudges the bell once it has written the message.
 */
export async function tellAssignees(tx: Executor, actor: Actor, instanceId: bigint, since: Date, lang: Lang = 'zh'): Promise<void> {
  const opened = await tx
    .select({ id: wfTasks.id, name: wfTasks.name, assignee: wfTasks.assignee })
    .from(wfTasks)
    .where(and(eq(wfTasks.tenantId, actor.tenantId), eq(wfTasks.procInstId, instanceId), gte(wfTasks.createdAt, since), isNull(wfTasks.endedAt), isNotNull(wfTasks.assignee), ne(wfTasks.assignee, actor.userId)));
  if (opened.length === 0) return;
  const [instance] = await tx.select({ title: wfProcInsts.title }).from(wfProcInsts).where(and(eq(wfProcInsts.tenantId, actor.tenantId), eq(wfProcInsts.id, instanceId)));
  for (const task of opened) {
    const vars = { from: actor.userName ?? actor.userId, processTitle: instance?.title ?? '', task: task.name };
    const safe = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeText(v)]));
    await sendEvent(tx, null, {
      event: 'workflow.assigned',
      tenantId: actor.tenantId,
      userIds: [BigInt(task.assignee!)],
      fromUserId: BigInt(actor.userId),
      vars: { ...vars, title: message('message.event.workflow.assigned.title', lang, vars), content: `<p>${message('message.event.workflow.assigned.content', lang, safe)}</p>` },
      bizType: 'WORKFLOW',
      bizId: String(instanceId),
    });
  }
}
