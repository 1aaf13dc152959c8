import { beforeEach, expect, it } from 'vitest';
import { useRequestServer } from '@/test/request-server';
import { menuEntry, ok } from '@/test/shell-server';
import { useMenuStore } from './menu-store';

const ctx = useRequestServer();

beforeEach(() => useMenuStore.getState().reset());

it('loads the routes and top menus, then narrows the shown menu without losing the full one', async () => {
  ctx.server.script('/blade-system/menu/routes', ok([menuEntry('param', '参数管理', '/system/param')]));
  ctx.server.script('/blade-system/menu/top-menu', ok([{ id: '9', code: 'desk', name: '工作台', source: '', path: '', sort: 1 }]));
  await useMenuStore.getState().load();
  expect(useMenuStore.getState()).toMatchObject({ status: 'ready', topMenus: [{ id: '9' }] });

  ctx.server.script('/blade-system/menu/routes', ok([menuEntry('notice', '通知公告', '/desk/notice')]));
  await useMenuStore.getState().load('9');
  const state = useMenuStore.getState();
  expect(state.routes.map((r) => r.id)).toEqual(['notice']);
  expect(state.allRoutes.map((r) => r.id)).toEqual(['param']);
  expect(state.topMenuId).toBe('9');
  expect(ctx.server.seen.filter((r) => r.url.includes('top-menu'))).toHaveLength(1);
});

it('reports a failed load through its status', async () => {
  ctx.server.script('/blade-system/menu/routes', { status: 500, body: { code: 500, msg: '服务器异常' } });
  ctx.server.script('/blade-system/menu/top-menu', ok([]));
  await useMenuStore.getState().load();
  expect(useMenuStore.getState().status).toBe('error');
  expect(ctx.notify).toHaveBeenCalledWith('服务器异常');
});
