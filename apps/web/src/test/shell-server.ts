import type { MenuEntry } from '@/features/menu/menu-types';

const ok = <T,>(data: T) => ({ body: { code: 200, success: true, data, msg: '操作成功' } });

export const menuEntry = (id: string, name: string, path: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  parentId: '0',
  code: id,
  name,
  alias: 'menu',
  path,
  source: 'setting',
  sort: 1,
  category: 1,
  action: 0,
  isOpen: 1,
  remark: '',
  ...extra,
});

export const MENU: MenuEntry[] = [
  menuEntry('system', '系统管理', '/system', {
    children: [
      menuEntry('test_page', '测试页', '/test/page', { parentId: 'system' }),
      menuEntry('missing', '未实现', '/system/missing', { parentId: 'system' }),
      menuEntry('docs', '在线文档', 'https://docs.example.com', { parentId: 'system' }),
      menuEntry('portal', '外部门户', 'https://portal.example.com', { parentId: 'system', isOpen: 2 }),
      menuEntry('auditors', '审计专用', '/audit/only', { parentId: 'system', meta: { roles: ['auditor'] } }),
    ],
  }),
];

type Script = (path: string, answer: { status?: number; body?: unknown; delayMs?: number }) => void;

/** Scripts the calls the signed-in shell makes on entry. */
export function scriptShell(script: Script, menu: MenuEntry[] = MENU) {
  script('/blade-system/menu/routes', ok(menu));
  script('/blade-system/menu/top-menu', ok([]));
  script('/blade-system/menu/buttons', ok([]));
  script('/blade-system/home/statistics', ok({ users: 12, roles: 4, params: 7, tenants: 3, packages: 2, menus: 58 }));
  script('/blade-auth/oauth/clear-cache', ok(null));
  script('/blade-auth/oauth/logout', ok(null));
  script('/blade-system/tenant/info', ok({}));
  script('/blade-auth/oauth/captcha', { body: { key: 'captcha-1', image: 'data:image/png;base64,AAAA' } });
}

export { ok };
