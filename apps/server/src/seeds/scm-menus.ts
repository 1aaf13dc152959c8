import type { MenuSeed } from './menus';

const button = (code: string, name: string, nameEn: string, alias: string, source: string, action = 2): MenuSeed => ({ code, name, nameEn, alias, source, category: 2, action });

/** 供应链: the supply chain's menus. Which kinds of tenant get each is in MENU_KINDS (contracts). */
export const SCM_MENU_TREE: MenuSeed = {
  code: 'scm',
  name: '供应链',
  nameEn: 'Supply chain',
  path: '/scm',
  source: 'apartment',
  children: [
    {
      code: 'supply_relation',
      name: '供需关系',
      nameEn: 'Supply relations',
      path: '/scm/supply-relation',
      source: 'link',
      children: [
        button('supply_relation_add', '申请供货', 'Apply', 'add', 'plus', 1),
        button('supply_relation_edit', '修改', 'Edit', 'edit', 'form'),
        button('supply_relation_delete', '删除', 'Delete', 'delete', 'delete', 3),
        button('supply_relation_view', '查看', 'View', 'view', 'file-text'),
        button('supply_relation_cancel', '取消申请', 'Cancel', 'cancel', 'close'),
        button('supply_relation_terminate', '解除', 'Terminate', 'terminate', 'disconnect'),
        button('supply_relation_approve', '审核通过', 'Approve', 'approve', 'check'),
        button('supply_relation_reject', '驳回', 'Reject', 'reject', 'rollback'),
        button('supply_relation_stop', '停用', 'Stop', 'stop', 'stop'),
        button('supply_relation_resume', '恢复', 'Resume', 'resume', 'play-circle'),
      ],
    },
    {
      code: 'certificate', name: '证照管理', nameEn: 'Certificates', path: '/scm/certificate', source: 'safety-certificate',
      children: [
        button('certificate_add', '新增', 'Add', 'add', 'plus', 1), button('certificate_edit', '修改', 'Edit', 'edit', 'form'),
        button('certificate_delete', '删除', 'Delete', 'delete', 'delete', 3), button('certificate_view', '查看', 'View', 'view', 'file-text'),
        button('certificate_archive', '存档', 'Archive', 'archive', 'save'), button('certificate_renew', '换证', 'Renew', 'renew', 'sync'),
        button('certificate_stop', '停用/启用', 'Stop/use', 'stop', 'stop'),
      ],
    },
  ],
};
