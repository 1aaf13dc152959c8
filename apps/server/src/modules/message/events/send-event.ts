import { sql } from 'drizzle-orm';
import { MESSAGE_EVENTS, type MessageChannel, type MessageEventCode } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { messageTemplates, users } from '../../../core/db/schema';
import type { RealtimeBus } from '../../../core/realtime/bus';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { runInAppNow } from '../pipeline/inline';
import { createTask, type TemplateLike } from '../task/create';
import { reachOn, type UserAddresses } from '../task/receivers';

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

/** The event's templates of the tenant, oldest first, and the addresses of its live users: one read for a send. */
async function templatesAndUsers(tx: Executor, e: BusinessEvent): Promise<{ own: TemplateLike[]; addresses: UserAddresses[] }> {
  const t = messageTemplates;
  const result = (await tx.execute(sql`select
    (select coalesce(json_agg(json_build_object('id', ${t.id}::text, 'name', ${t.name}, 'channel', ${t.channel}, 'accountId', ${t.accountId}::text, 'idType', ${t.idType},
        'shieldType', ${t.shieldType}, 'title', ${t.title}, 'content', ${t.content}, 'providerTemplateCode', ${t.providerTemplateCode}, 'signName', ${t.signName}, 'url', ${t.url})
        order by ${t.createTime}), '[]'::json)
      from ${t} where ${t.tenantId} = ${e.tenantId} and ${t.eventCode} = ${e.event} and ${t.isDeleted} = 0) as "templates",
    (select coalesce(json_agg(json_build_object('id', ${users.id}::text, 'email', ${users.email}, 'phone', ${users.phone})), '[]'::json)
      from ${users} where ${users.id} = any(${sql.param(e.userIds.map(String))}::bigint[]) and ${users.isDeleted} = 0 and ${users.status} = 1) as "users"`)) as unknown as {
    rows: { templates: (Omit<TemplateLike, 'id' | 'accountId'> & { id: string; accountId: string | null })[]; users: { id: string; email: string | null; phone: string | null }[] }[];
  };
  const [row] = result.rows;
  return {
    own: row.templates.map((x) => ({ ...x, id: BigInt(x.id), accountId: x.accountId === null ? null : BigInt(x.accountId) })),
    addresses: row.users.map((u) => ({ ...u, id: BigInt(u.id) })),
  };
}

/**
 * Sends a business event through the message centre, in the caller's transaction (an outbox): one
 * task per template the tenant gave the event — discarded ones too, so the statistics show what
 * was switched off — or the built-in in-app one when it gave none. In-app tasks run at once when
 * the caller has the realtime bus; the others run on the jobs runner once the change commits.
 */
export async function sendEvent(tx: Executor, bus: RealtimeBus | null, e: BusinessEvent, now = new Date()): Promise<void> {
  if (e.userIds.length === 0) return;
  await inTenant(tx, e.tenantId, async () => {
    const { own, addresses } = await templatesAndUsers(tx, e);
    const templates: TemplateLike[] = own.length ? own : [builtIn(e.event)];
    const variables = Object.fromEntries(Object.entries(e.vars).map(([k, v]) => [k, String(v)]));
    for (const template of templates) {
      const reached = reachOn(template.channel as MessageChannel, addresses);
      if (reached.receivers.length === 0 && reached.withoutAddress === 0) continue;
      // Without the realtime bus at hand (the workflow engine's commands), in-app tasks go through the jobs runner too.
      const inApp = template.channel === 'IN_APP' && bus !== null;
      const idempotencyKey = e.onceKey ? `${e.onceKey}:${template.id ?? 'built-in'}` : null;
      const { task, created } = await createTask(tx, { tenantId: e.tenantId, template, reached, variables, idempotencyKey, eventCode: e.event, bizType: e.bizType, bizId: e.bizId, createUser: e.fromUserId || null, enqueue: !inApp }, now);
      if (inApp && created) await runInAppNow(tx, bus!, task, now);
    }
  });
}
