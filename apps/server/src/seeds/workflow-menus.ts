import type { MenuSeed } from './menus';
import { button } from './menu-button';

const crud = (prefix: string): MenuSeed[] => [
  button(`${prefix}_add`, '新增', 'Add', 'add', 'plus', 1),
  button(`${prefix}_edit`, '修改', 'Edit', 'edit', 'form'),
  button(`${prefix}_delete`, '删除', 'Delete', 'delete', 'delete', 3),
  button(`${prefix}_view`, '查看', 'View', 'view', 'file-text'),
];
const page = (code: string, name: string, nameEn: string, path: string, source: string, children: MenuSeed[] = []): MenuSeed => ({ code, name, nameEn, path, source, children });

/** 流程管理 (design and deployment), 我的事务 (the office lists) and 流程监控; every kind of tenant gets them. */
export const WORKFLOW_MENU_TREE: MenuSeed[] = [
  {
    code: 'wf_design',
    name: '流程管理',
    nameEn: 'Processes',
    path: '/flow',
    source: 'apartment',
    children: [
      page('wf_model', '模型设计', 'Model design', '/flow/model', 'cluster', [...crud('wf_model'), button('wf_model_deploy', '部署', 'Deploy', 'deploy', 'cloud-upload')]),
      page('wf_deployment', '部署管理', 'Deployments', '/flow/deployment', 'deployment-unit', [
        button('wf_deployment_upload', '上传部署', 'Upload', 'upload', 'upload', 1),
        button('wf_deployment_status', '挂起/激活', 'Suspend / activate', 'status', 'pause-circle'),
        button('wf_deployment_category', '变更分类', 'Change category', 'category', 'tags'),
        button('wf_deployment_delete', '删除', 'Delete', 'delete', 'delete', 3),
      ]),
      page('wf_category', '流程分类', 'Categories', '/flow/category', 'folder', crud('wf_category')),
      page('wf_form', '表单设计', 'Form design', '/flow/form', 'form', crud('wf_form')),
      page('wf_button', '流程按钮', 'Handling buttons', '/flow/button', 'control', crud('wf_button')),
      page('wf_condition', '流程表达式', 'Conditions', '/flow/condition', 'function', crud('wf_condition')),
    ],
  },
  {
    code: 'wf_work',
    name: '我的事务',
    nameEn: 'My work',
    path: '/work',
    source: 'schedule',
    children: [
      page('wf_start', '发起事务', 'Start', '/work/start', 'play-circle'),
      page('wf_todo', '待办事务', 'To do', '/work/todo', 'profile'),
      page('wf_claim', '待签事务', 'To claim', '/work/claim', 'audit'),
      page('wf_send', '已发事务', 'Sent', '/work/send', 'send'),
      page('wf_done', '办结事务', 'Done', '/work/done', 'check-circle'),
      page('wf_copy', '抄送事务', 'Copied to me', '/work/copy', 'copy'),
    ],
  },
  page('wf_monitor', '流程监控', 'Process monitor', '/flow/follow', 'monitor', [
    button('wf_monitor_status', '挂起/激活', 'Suspend / activate', 'status', 'pause-circle'),
    button('wf_monitor_assignee', '变更办理人', 'Change assignee', 'assignee', 'user-switch'),
    button('wf_monitor_dispatch', '调度', 'Dispatch', 'dispatch', 'node-index'),
    button('wf_monitor_variables', '流程变量', 'Variables', 'variables', 'table'),
    button('wf_monitor_terminate', '终止', 'Terminate', 'terminate', 'stop'),
    button('wf_monitor_delete', '删除流程', 'Delete process', 'delete', 'delete', 3),
  ]),
];
