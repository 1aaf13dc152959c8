/** The menu and button tree of what the product offers (codes are the permission codes). */
export interface MenuSeed {
  code: string;
  name: string;
  path?: string;
  source?: string;
  category?: 1 | 2;
  alias?: string;
  action?: number;
  /** Only the platform tenant's roles are granted it. */
  platformOnly?: boolean;
  children?: MenuSeed[];
}

const buttons = (prefix: string, platformOnly = false): MenuSeed[] => [
  { code: `${prefix}_add`, name: '新增', alias: 'add', source: 'plus', category: 2, action: 1, platformOnly },
  { code: `${prefix}_edit`, name: '修改', alias: 'edit', source: 'form', category: 2, action: 2, platformOnly },
  { code: `${prefix}_delete`, name: '删除', alias: 'delete', source: 'delete', category: 2, action: 3, platformOnly },
  { code: `${prefix}_view`, name: '查看', alias: 'view', source: 'file-text', category: 2, action: 2, platformOnly },
];

export const MENU_TREE: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    path: '/system',
    source: 'setting',
    children: [
      { code: 'param', name: '参数管理', path: '/system/param', source: 'tool', children: buttons('param') },
      { code: 'tenant_package', name: '产品包管理', path: '/system/tenant-package', source: 'appstore', platformOnly: true, children: buttons('tenant_package', true) },
      { code: 'user_unlock', name: '账号解锁', alias: 'unlock', source: 'unlock', category: 2, action: 2 },
    ],
  },
];
