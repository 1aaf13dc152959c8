import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { menus, roleMenus, users } from '../../../core/db/schema';
import type { RealtimeBus } from '../../../core/realtime/bus';
import { inTenant } from '../../../core/tenancy/in-tenant';
import type { MessageEventCode } from '@beree/contracts';
import { sendEvent } from '../../message/events/send-event';

export interface PartyMessage {
  /** The business event it is, whose templates the recipient tenant may have set. */
  event: MessageEventCode;
  /** The event's own variables (the default wording is title and content). */
  vars?: Record<string, string | number>;
  /** Users of the tenant who hold this menu code receive it. */
  menuCode: string;
  title: string;
  content: string;
  bizType: string;
  bizId: string;
  /** Once-only events (a push that keeps failing) carry a key. */
  onceKey?: string;
}

/**
 * Tells the users of another party (those who work on the document's menu) what just happened to
 * a document they share, through the message centre in the same transaction as the change: the
 * transaction steps into that tenant only for this, then back, so row-level security keeps the
 * messages in the recipient's tenant and nothing else of it is touched.
 */
export async function notifyParty(tx: Executor, bus: RealtimeBus | null, from: { tenantId: string; userId: bigint }, toTenantId: string, m: PartyMessage): Promise<void> {
  await inTenant(tx, toTenantId, async () => {
    const recipients = await tx
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(roleMenus, and(eq(roleMenus.tenantId, users.tenantId), sql`${roleMenus.roleId}::text = any(string_to_array(${users.roleId}, ','))`))
      .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), eq(menus.code, m.menuCode), eq(menus.isDeleted, 0)))
      .where(and(eq(users.isDeleted, 0), eq(users.status, 1)));
    await sendEvent(tx, bus, {
      event: m.event,
      tenantId: toTenantId,
      userIds: recipients.map((r) => r.id),
      fromUserId: from.userId,
      vars: { ...m.vars, title: m.title, content: m.content },
      bizType: m.bizType,
      bizId: m.bizId,
      onceKey: m.onceKey,
    });
  });
}

