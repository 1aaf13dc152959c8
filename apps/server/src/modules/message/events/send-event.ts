import { and, asc, eq } from 'drizzle-orm';
import { MESSAGE_EVENTS, type MessageChannel, type MessageEventCode } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { messageTemplates } from '../../../core/db/schema';
import type { RealtimeBus } from '../../../core/realtime/bus';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { runInAppNow } from '../pipeline/inline';
import { createTask, type TemplateLike } from '../task/create';
import { usersOnChannel } from '../task/receivers';

export interface BusinessEvent {
  event: MessageEventCode;
  /** The tenant whose users are told; its templates of the event apply. */
  tenantId: string;
  userIds: bigint[];
  /** Who caused it (0 for the system's own sweeps). */
  fromUserId: bigint;
  /** The event's variables: `title` (plain) and `content` (HTML) are the default wording. */
  vars: Record<string, string | number>;
  bizType?: string | null;
  bizId?: string | null;
  /** Makes the event once-only: a second send with the same key makes no new task. */
  onceKey?: string;
}

/** What an event with no template of the tenant's sends: its default wording, in the app. */
const builtIn = (event: MessageEventCode): TemplateLike => ({
  id: null,
  name: MESSAGE_EVENTS[event].zh,
  channel: 'IN_APP',
  accountId: null,
  idType: 'USER_ID',
  shieldType: 'NIGHT_NO_SHIELD',
  title: '{$title}',
  content: '{$content}',
  providerTemplateCode: null,
  signName: null,
  url: null,
});

/**
 * Sends a business event through the message centre, in the caller's transaction (an outbox): one
 * task per template the tenant gave the event — discarded ones too, so the statistics show what
 * was switched off — or the built-in in-app one when it gave none. In-app tasks run at once when
 * the caller has the realtime bus; the others run on the jobs runner once the change commits.
 */
export async function sendEvent(tx: Executor, bus: RealtimeBus | null, e: BusinessEvent, now = new Date()): Promise<void> {
  if (e.userIds.length === 0) return;
  await inTenant(tx, e.tenantId, async () => {
    const own = await tx
      .select()
      .from(messageTemplates)
      .where(and(eq(messageTemplates.tenantId, e.tenantId), eq(messageTemplates.eventCode, e.event), eq(messageTemplates.isDeleted, 0)))
      .orderBy(asc(messageTemplates.createTime));
    const templates: TemplateLike[] = own.length ? own : [builtIn(e.event)];
    const variables = Object.fromEntries(Object.entries(e.vars).map(([k, v]) => [k, String(v)]));
    for (const template of templates) {
      const reached = await usersOnChannel(tx, template.channel as MessageChannel, e.userIds);
      if (reached.receivers.length === 0 && reached.withoutAddress === 0) continue;
      // Without the realtime bus at hand (the workflow engine's commands), in-app tasks go through the jobs runner too.
      const inApp = template.channel === 'IN_APP' && bus !== null;
      const idempotencyKey = e.onceKey ? `${e.onceKey}:${template.id ?? 'built-in'}` : null;
      const { task, created } = await createTask(tx, { tenantId: e.tenantId, template, reached, variables, idempotencyKey, eventCode: e.event, bizType: e.bizType, bizId: e.bizId, createUser: e.fromUserId || null, enqueue: !inApp }, now);
      if (inApp && created) await runInAppNow(tx, bus!, task, now);
    }
  });
}
