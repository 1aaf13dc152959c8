import { beforeAll, beforeEach, expect, it } from 'vitest';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS } from '@/test/server-api';
import { useMenuStore } from './menu-store';

const ctx = useRealApi();

beforeAll(() => signInAs(ACCOUNTS.platformAdmin));
beforeEach(() => useMenuStore.getState().reset());

it('loads the routes and top menus, then narrows the shown menu without losing the full one', async () => {
  await useMenuStore.getState().load();
  const loaded = useMenuStore.getState();
  expect(loaded.status).toBe('ready');
  expect(loaded.routes.map((r) => r.name)).toContain('系统管理');
  expect(loaded.topMenus).toEqual((ctx.calls('GET', '/blade-system/menu/top-menu')[0].answer as { data: unknown }).data);

  // A top menu holding none of this user's menus narrows the shown menu to nothing.
  await useMenuStore.getState().load('9');
  const state = useMenuStore.getState();
  expect(ctx.calls('GET', '/blade-system/menu/routes').at(-1)?.query).toEqual({ topMenuId: '9' });
  expect(state.routes).toEqual([]);
  expect(state.allRoutes).toEqual(loaded.routes);
  expect(state.topMenuId).toBe('9');
});

it('reports a failed load through its status', async () => {
  // The server refuses a top menu id that is not a number.
  await useMenuStore.getState().load('top');
  expect(useMenuStore.getState().status).toBe('error');
  expect(ctx.notify).toHaveBeenCalledWith('topMenuId必须是数字编号');
});
