import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { menus, roleMenus, users } from '../../../core/db/schema';
import type { RealtimeBus } from '../../../core/realtime/bus';
import { inTenant } from '../../../core/tenancy/in-tenant';
import { createMessages } from '../../desk/message/service';

export interface PartyMessage {
  /** Users of the tenant who hold this menu code receive it. */
  menuCode: string;
  title: string;
  content: string;
  bizType: string;
  bizId: string;
}

/**
 * Tells the users of another party (those who work on the document's menu) what just happened to
 * a document they share, in the same transaction as the change: the transaction steps into that
 * tenant only for the insert, then back, so row-level security keeps the messages in the
 * recipient's tenant and nothing else of it is touched.
 */
export async function notifyParty(tx: Executor, bus: RealtimeBus, from: { tenantId: string; userId: bigint }, toTenantId: string, m: PartyMessage): Promise<void> {
  await inTenant(tx, toTenantId, async () => {
    const recipients = await tx
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(roleMenus, and(eq(roleMenus.tenantId, users.tenantId), sql`${roleMenus.roleId}::text = any(string_to_array(${users.roleId}, ','))`))
      .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), eq(menus.code, m.menuCode), eq(menus.isDeleted, 0)))
      .where(and(eq(users.isDeleted, 0), eq(users.status, 1)));
    if (recipients.length > 0) {
      await createMessages(tx, bus, { tenantId: toTenantId, userId: from.userId, deptIds: [] }, {
        userIds: recipients.map((r) => r.id),
        category: 'BUSINESS',
        title: m.title,
        content: m.content,
        bizType: m.bizType,
        bizId: m.bizId,
      });
    }
  });
}

