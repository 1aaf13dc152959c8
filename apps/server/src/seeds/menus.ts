import { SCM_MENU_TREE } from './scm-menus';
import { WORKFLOW_MENU_TREE } from './workflow-menus';
import { button } from './menu-button';
import { withGeneratedMenus } from './generated-menus';

/** The menu and button tree of what the product offers (codes are the permission codes). */
export interface MenuSeed {
  code: string;
  name: string;
  /** The English name, shown when the user chooses English. */
  nameEn: string;
  path?: string;
  source?: string;
  category?: 1 | 2;
  alias?: string;
  action?: number;
  /** Only the platform tenant's roles are granted it. */
  platformOnly?: boolean;
  children?: MenuSeed[];
}


/** The usual four buttons of a CRUD page, plus any extra ones. */
const crud = (prefix: string, extra: MenuSeed[] = []): MenuSeed[] => [
  button(`${prefix}_add`, '新增', 'Add', 'add', 'plus', 1),
  button(`${prefix}_edit`, '修改', 'Edit', 'edit', 'form', 2),
  button(`${prefix}_delete`, '删除', 'Delete', 'delete', 'delete', 3),
  button(`${prefix}_view`, '查看', 'View', 'view', 'file-text', 2),
  ...extra,
];

const page = (code: string, [name, nameEn]: [string, string], path: string, source: string, extra: MenuSeed[] = [], platformOnly = false): MenuSeed => ({
  code,
  name,
  nameEn,
  path,
  source,
  platformOnly,
  children: crud(code, extra),
});

export const MENU_TREE: MenuSeed[] = withGeneratedMenus([
  {
    code: 'system',
    name: '系统管理',
    nameEn: 'System',
    path: '/system',
    source: 'setting',
    children: [
      page('user', ['用户管理', 'Users'], '/system/user', 'user', [
        button('user_role', '角色配置', 'Roles', 'role'),
        button('user_reset', '密码重置', 'Reset password', 'reset'),
        button('user_unlock', '账号解锁', 'Unlock', 'unlock'),
        button('user_platform', '平台配置', 'Platforms', 'platform'),
      ]),
      page('dept', ['机构管理', 'Departments'], '/system/dept', 'apartment'),
      page('post', ['岗位管理', 'Posts'], '/system/post', 'idcard'),
      page('dict', ['系统字典', 'System dictionaries'], '/dict-horizontal/index', 'book', [], true),
      page('dict_biz', ['业务字典', 'Business dictionaries'], '/dict-vertical/index', 'read'),
      page('menu', ['菜单管理', 'Menus'], '/system/menu', 'menu', [], true),
      page('topmenu', ['顶部菜单', 'Top menus'], '/system/topmenu', 'layout', [button('topmenu_setting', '菜单配置', 'Menu settings', 'setting')]),
      page('param', ['参数管理', 'Parameters'], '/system/param', 'tool'),
      page('tenant', ['租户管理', 'Tenants'], '/system/tenant', 'team', [button('tenant_setting', '授权配置', 'Authorisation', 'setting'), button('tenant_datasource', '数据源配置', 'Data source', 'datasource')], true),
      page('tenant_package', ['产品包管理', 'Tenant packages'], '/system/tenant-package', 'appstore', [], true),
      page('client', ['应用管理', 'Clients'], '/system/client', 'api', [], true),
    ],
  },
  {
    code: 'authority',
    name: '权限管理',
    nameEn: 'Authority',
    path: '/authority',
    source: 'safety',
    children: [
      page('role', ['角色管理', 'Roles'], '/authority/role', 'team', [button('role_grant', '权限设置', 'Permissions', 'grant')]),
      page('data_scope', ['数据权限', 'Data scopes'], '/authority/datascope', 'database', [], true),
      page('api_scope', ['接口权限', 'API scopes'], '/authority/apiscope', 'api', [], true),
    ],
  },
  {
    code: 'base',
    name: '基础配置',
    nameEn: 'Basic settings',
    path: '/base',
    source: 'global',
    platformOnly: true,
    children: [page('region', ['行政区划', 'Regions'], '/base/region', 'environment')],
  },
  {
    code: 'tool',
    name: '开发工具',
    nameEn: 'Developer tools',
    path: '/tool',
    source: 'tool',
    platformOnly: true,
    children: [
      page('datasource', ['数据源管理', 'Data sources'], '/tool/datasource', 'database', [button('datasource_test', '测试连接', 'Test connection', 'test', 'api', 2)]),
      page('model', ['模型管理', 'Models'], '/tool/model', 'table', [button('model_prototype', '模型配置', 'Fields', 'prototype', 'setting', 2)]),
      page('code', ['代码生成', 'Code generator'], '/tool/code', 'code', [
        button('code_gen', '代码生成', 'Generate', 'gen', 'code', 2),
        button('code_copy', '复制', 'Copy', 'copy', 'copy', 2),
      ]),
    ],
  },
  {
    code: 'desk',
    name: '工作台',
    nameEn: 'Desk',
    path: '/desk',
    source: 'desktop',
    children: [
      page('notice', ['通知公告', 'Notices'], '/desk/notice', 'notification', [button('notice_top', '置顶', 'Pin', 'top', 'vertical-align-top'), button('notice_end', '结束', 'End', 'end', 'stop')]),
      page('message', ['我的消息', 'My messages'], '/desk/message', 'message', [button('message_send', '发送消息', 'Send message', 'send', 'send', 1)]),
    ],
  },
  {
    code: 'resource',
    name: '资源管理',
    nameEn: 'Resources',
    path: '/resource',
    source: 'storage',
    children: [
      page('sms', ['短信配置', 'SMS configurations'], '/resource/sms', 'sms', [
        button('sms_enable', '启用', 'Enable', 'enable', 'check', 2),
        button('sms_send', '发送测试', 'Send test', 'send', 'send', 2),
      ]),
      page('oss', ['对象存储', 'Object storage'], '/resource/oss', 'cloud', [
        button('oss_enable', '启用', 'Enable', 'enable', 'check', 2),
        button('oss_test', '测试连接', 'Test connection', 'test', 'api', 2),
      ]),
      page('attach', ['附件管理', 'Attachments'], '/resource/attach', 'paper-clip', [
        button('attach_upload', '上传', 'Upload', 'upload', 'upload', 1),
        button('attach_download', '下载', 'Download', 'download', 'download', 2),
      ]),
      page('ccc', ['通话记录', 'Call records'], '/resource/call-record', 'phone', [
        button('ccc_enable', '启用', 'Enable', 'enable', 'check', 2),
        button('ccc_play', '播放录音', 'Play recording', 'play', 'sound', 2),
      ]),
    ],
  },
  {
    code: 'log',
    name: '日志管理',
    nameEn: 'Logs',
    path: '/monitor/log',
    source: 'file-search',
    children: [
      { code: 'log_usual', name: '通用日志', nameEn: 'Usual log', path: '/monitor/log/usual', source: 'profile', children: [button('log_usual_view', '查看', 'View', 'view', 'file-text', 2)] },
      { code: 'log_api', name: '接口日志', nameEn: 'API log', path: '/monitor/log/api', source: 'api', children: [button('log_api_view', '查看', 'View', 'view', 'file-text', 2)] },
      { code: 'log_error', name: '错误日志', nameEn: 'Error log', path: '/monitor/log/error', source: 'bug', children: [button('log_error_view', '查看', 'View', 'view', 'file-text', 2)] },
    ],
  },
  {
    code: 'message_centre',
    name: '消息中心',
    nameEn: 'Message centre',
    path: '/message',
    source: 'message',
    children: [
      page('message_channel_account', ['渠道账号', 'Channel accounts'], '/message/channel-account', 'setting', [button('message_channel_account_test', '发送测试', 'Send test', 'test', 'send', 2)]),
      page('message_template', ['消息模板', 'Templates'], '/message/template', 'file'),
      {
        code: 'message_centre_send',
        name: '发送消息',
        nameEn: 'Send',
        path: '/message/send',
        source: 'message',
        children: [button('message_centre_send_submit', '发送', 'Send', 'send', 'send', 1)],
      },
      { code: 'message_task', name: '消息任务', nameEn: 'Tasks', path: '/message/task', source: 'monitor', children: [button('message_task_view', '查看', 'View', 'view', 'file-text', 2)] },
      { code: 'message_send_record', name: '发送记录', nameEn: 'Send records', path: '/message/record', source: 'log' },
      { code: 'message_stats', name: '消息统计', nameEn: 'Statistics', path: '/message/stats', source: 'chart' },
      page('message_whitelist', ['白名单', 'Whitelist'], '/message/whitelist', 'safety'),
    ],
  },
  {
    code: 'report_centre',
    name: '报表管理',
    nameEn: 'Reports',
    path: '/report',
    source: 'bar-chart',
    children: [
      page('report', ['报表设计', 'Report designer'], '/report/design', 'bar-chart'),
      // Running and exporting belong to the viewer, so a clerk granted them is not shown the designer.
      {
        code: 'report_viewer',
        name: '报表查看',
        nameEn: 'Report viewer',
        path: '/report/view',
        source: 'file-text',
        children: [button('report_run', '运行', 'Run', 'run', 'play-circle', 2), button('report_export', '导出', 'Export', 'export', 'download', 2)],
      },
      page('print', ['打印模板', 'Print templates'], '/report/print', 'printer', [
        button('print_design', '设计', 'Design', 'design', 'edit', 2),
        button('print_enable', '启用', 'Enable', 'enable', 'check', 2),
        button('print_preview', '预览', 'Preview', 'preview', 'eye', 2),
      ]),
    ],
  },
  SCM_MENU_TREE,
  ...WORKFLOW_MENU_TREE,
]);
