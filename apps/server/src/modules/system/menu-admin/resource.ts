import { menuSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { menus } from '../../../core/db/schema';

/** Menus and buttons: one global tree, written only by the platform administrator. */
export const menuResource: CrudResource<typeof menuSubmitSchema> = {
  base: '/blade-system/menu',
  tag: 'system/menu',
  table: menus,
  scope: 'platform',
  filters: { name: menus.name, nameEn: menus.nameEn, code: menus.code, alias: menus.alias, path: menus.path, category: menus.category, platformOnly: menus.platformOnly },
  permissions: PERMISSIONS.menu,
  submitSchema: menuSubmitSchema,
  toValues: (input) => ({
    parentId: BigInt(input.parentId ?? 0),
    code: input.code,
    name: input.name,
    nameEn: input.nameEn || null,
    alias: input.alias,
    path: input.path ?? '',
    source: input.source ?? '',
    sort: input.sort,
    category: input.category,
    action: input.action ?? 0,
    isOpen: input.isOpen ?? 1,
    platformOnly: input.platformOnly ?? 0,
    remark: input.remark ?? null,
  }),
  unique: [{ field: 'code', column: menus.code, message: 'menu.code.duplicate' }],
};
