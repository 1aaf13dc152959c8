import { PERMISSIONS, topMenuSubmitSchema } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { topMenus } from '../../../core/db/schema';

/** Top menus of the caller's tenant: named groups of menus shown in the top bar. */
export const topMenuResource: CrudResource<typeof topMenuSubmitSchema> = {
  base: '/blade-system/topmenu',
  tag: 'system/topmenu',
  table: topMenus,
  scope: 'tenant',
  filters: { code: topMenus.code, name: topMenus.name, path: topMenus.path, sort: topMenus.sort, createTime: topMenus.createTime },
  permissions: PERMISSIONS.topMenu,
  submitSchema: topMenuSubmitSchema,
  toValues: (input) => ({ code: input.code, name: input.name, source: input.source ?? null, path: input.path ?? null, sort: input.sort }),
  unique: [{ field: 'code', column: topMenus.code, message: 'topMenu.code.duplicate' }],
};
