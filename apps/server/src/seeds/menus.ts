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

const button = (code: string, name: string, alias: string, source = 'setting', action = 2): MenuSeed => ({ code, name, alias, source, category: 2, action });

/** The usual four buttons of a CRUD page, plus any extra ones. */
const crud = (prefix: string, extra: MenuSeed[] = []): MenuSeed[] => [
  button(`${prefix}_add`, '新增', 'add', 'plus', 1),
  button(`${prefix}_edit`, '修改', 'edit', 'form', 2),
  button(`${prefix}_delete`, '删除', 'delete', 'delete', 3),
  button(`${prefix}_view`, '查看', 'view', 'file-text', 2),
  ...extra,
];

const page = (code: string, name: string, path: string, source: string, extra: MenuSeed[] = [], platformOnly = false): MenuSeed => ({
  code,
  name,
  path,
  source,
  platformOnly,
  children: crud(code, extra),
});

export const MENU_TREE: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    path: '/system',
    source: 'setting',
    children: [
      page('user', '用户管理', '/system/user', 'user', [
        button('user_role', '角色配置', 'role'),
        button('user_reset', '密码重置', 'reset'),
        button('user_unlock', '账号解锁', 'unlock'),
        button('user_platform', '平台配置', 'platform'),
      ]),
      page('dept', '机构管理', '/system/dept', 'apartment'),
      page('post', '岗位管理', '/system/post', 'idcard'),
      page('dict', '系统字典', '/dict-horizontal/index', 'book', [], true),
      page('dict_biz', '业务字典', '/dict-vertical/index', 'read'),
      page('menu', '菜单管理', '/system/menu', 'menu', [], true),
      page('topmenu', '顶部菜单', '/system/topmenu', 'layout', [button('topmenu_setting', '菜单配置', 'setting')]),
      page('param', '参数管理', '/system/param', 'tool'),
      page('tenant', '租户管理', '/system/tenant', 'team', [button('tenant_setting', '授权配置', 'setting'), button('tenant_datasource', '数据源配置', 'datasource')], true),
      page('tenant_package', '产品包管理', '/system/tenant-package', 'appstore', [], true),
      page('client', '应用管理', '/system/client', 'api', [], true),
    ],
  },
  {
    code: 'authority',
    name: '权限管理',
    path: '/authority',
    source: 'safety',
    children: [
      page('role', '角色管理', '/authority/role', 'team', [button('role_grant', '权限设置', 'grant')]),
      page('data_scope', '数据权限', '/authority/datascope', 'database', [], true),
      page('api_scope', '接口权限', '/authority/apiscope', 'api', [], true),
    ],
  },
  {
    code: 'base',
    name: '基础配置',
    path: '/base',
    source: 'global',
    platformOnly: true,
    children: [page('region', '行政区划', '/base/region', 'environment'), page('datasource', '数据源管理', '/tool/datasource', 'database')],
  },
  {
    code: 'desk',
    name: '工作台',
    path: '/desk',
    source: 'desktop',
    children: [
      page('notice', '通知公告', '/desk/notice', 'notification', [button('notice_top', '置顶', 'top', 'vertical-align-top'), button('notice_end', '结束', 'end', 'stop')]),
      page('message', '我的消息', '/desk/message', 'message', [button('message_send', '发送消息', 'send', 'send', 1)]),
    ],
  },
];
