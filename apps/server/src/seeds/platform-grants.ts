import { and, eq, inArray } from 'drizzle-orm';
import { menuFitsKind, PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { menus, roleMenus, roles } from '../core/db/schema';

/**
 * Takes from the platform's roles the menus and buttons of a party's clerks (MENU_KINDS): a
 * database seeded before a button was listed there still shows the platform that party's menu,
 * whose calls it is refused.
 */
export async function dropPartyGrantsOfPlatform(db: Executor): Promise<void> {
  const platformRoles = db.select({ id: roles.id }).from(roles).where(eq(roles.tenantId, PLATFORM_TENANT_ID));
  const granted = await db
    .selectDistinct({ id: menus.id, code: menus.code })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(inArray(roleMenus.roleId, platformRoles));
  const unfit = granted.filter((m) => !menuFitsKind(m.code, 'PLATFORM')).map((m) => m.id);
  if (unfit.length > 0) await db.delete(roleMenus).where(and(inArray(roleMenus.roleId, platformRoles), inArray(roleMenus.menuId, unfit)));
}
