import { beforeEach, expect, it, vi } from 'vitest';
import { useRequestServer } from '@/test/request-server';
import { useMenuStore } from './menu-store';

const ctx = useRequestServer();

beforeEach(() => useMenuStore.getState().reset());

const menu = (name: string) => ({ code: 200, success: true, data: [{ id: '1', name, path: '/system', children: [] }] });

it('keeps the newest load when an older one answers last (menus in Chinese still on their way when the user switches to English)', async () => {
  ctx.server.script('/blade-system/menu/top-menu', { body: { code: 200, success: true, data: [] } });
  let answerFirst!: () => void;
  ctx.server.script('/blade-system/menu/routes', { body: menu('系统管理'), until: new Promise<void>((resolve) => (answerFirst = resolve)) });
  const first = useMenuStore.getState().load();
  await vi.waitFor(() => expect(ctx.server.seen.filter((r) => r.url.startsWith('/api/blade-system/menu/routes'))).toHaveLength(1));

  ctx.server.script('/blade-system/menu/routes', { body: menu('System') });
  await useMenuStore.getState().load();
  expect(useMenuStore.getState().routes.map((r) => r.name)).toEqual(['System']);

  answerFirst();
  await first;
  expect(useMenuStore.getState()).toMatchObject({ status: 'ready', routes: [{ name: 'System' }], allRoutes: [{ name: 'System' }] });
});
