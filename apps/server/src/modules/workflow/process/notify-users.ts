import { message, type Lang, type MessageEventCode, type MessageKey } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import type { RealtimeBus } from '../../../core/realtime/bus';
import { escapeText } from '../../desk/rich-text';
import { sendEvent } from '../../message/events/send-event';
import type { Actor } from '../engine';

/** Tells users of the actor's tenant about an instance, through the message centre and its realtime push. */
export async function notifyUsers(
  tx: Executor,
  bus: RealtimeBus,
  actor: Actor,
  userIds: string[],
  m: { event: MessageEventCode; title: MessageKey; content: MessageKey; vars: Record<string, string>; lang: Lang; instanceId: bigint },
): Promise<void> {
  if (userIds.length === 0) return;
  const safe = Object.fromEntries(Object.entries(m.vars).map(([k, v]) => [k, escapeText(v)]));
  await sendEvent(tx, bus, {
    event: m.event,
    tenantId: actor.tenantId,
    userIds: userIds.map(BigInt),
    fromUserId: BigInt(actor.userId),
    vars: { ...m.vars, processTitle: m.vars.title ?? '', title: message(m.title, m.lang, m.vars), content: `<p>${message(m.content, m.lang, safe)}</p>` },
    bizType: 'WORKFLOW',
    bizId: String(m.instanceId),
  });
}
