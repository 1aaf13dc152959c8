import { message, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { escapeText } from '../../desk/rich-text';
import { sendEvent } from '../../message/events/send-event';
import type { Actor, TaskRow } from '../engine';

/**
 * Tells the assignees of the tasks a command just opened that work waits for them — not the
 * actor, who is looking at it. Sent through the jobs runner: the engine's commands have no
 * realtime bus, and the runner nudges the bell once it has written the message.
 */
export async function tellAssignees(tx: Executor, actor: Actor, instance: { id: bigint; title: string }, opened: Pick<TaskRow, 'name' | 'assignee'>[], lang: Lang = 'zh'): Promise<void> {
  for (const task of opened) {
    if (!task.assignee || task.assignee === actor.userId) continue;
    const vars = { from: actor.userName ?? actor.userId, processTitle: instance.title, task: task.name };
    const safe = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeText(v)]));
    await sendEvent(tx, null, {
      event: 'workflow.assigned',
      tenantId: actor.tenantId,
      userIds: [BigInt(task.assignee)],
      fromUserId: BigInt(actor.userId),
      vars: { ...vars, title: message('message.event.workflow.assigned.title', lang, vars), content: `<p>${message('message.event.workflow.assigned.content', lang, safe)}</p>` },
      bizType: 'WORKFLOW',
      bizId: String(instance.id),
    });
  }
}
