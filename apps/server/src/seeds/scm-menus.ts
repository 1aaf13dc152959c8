import type { MenuSeed } from './menus';
import { button } from './menu-button';


/** A hospital's own master data: its profile and settings, departments and receiving addresses. */
const HOSPITAL_MENUS: MenuSeed[] = [
  {
    code: 'hospital_profile', name: '医院信息', nameEn: 'Hospital profile', path: '/scm/hospital/profile', source: 'bank',
    children: [button('hospital_profile_edit', '保存信息', 'Save profile', 'edit', 'save'), button('hospital_settings_edit', '保存设置', 'Save settings', 'settings', 'setting')],
  },
  {
    code: 'hospital_department', name: '科室管理', nameEn: 'Departments', path: '/scm/hospital/department', source: 'cluster',
    children: [
      button('hospital_department_add', '新增', 'Add', 'add', 'plus', 1), button('hospital_department_edit', '修改', 'Edit', 'edit', 'form'),
      button('hospital_department_delete', '删除', 'Delete', 'delete', 'delete', 3), button('hospital_department_view', '查看', 'View', 'view', 'file-text'),
    ],
  },
  {
    code: 'receiving_address', name: '收货地址', nameEn: 'Addresses', path: '/scm/hospital/address', source: 'car',
    children: [
      button('receiving_address_add', '新增', 'Add', 'add', 'plus', 1), button('receiving_address_edit', '修改', 'Edit', 'edit', 'form'),
      button('receiving_address_delete', '删除', 'Delete', 'delete', 'delete', 3), button('receiving_address_view', '查看', 'View', 'view', 'file-text'),
      button('receiving_address_default', '设为默认', 'Make default', 'default', 'check'),
    ],
  },
];

/** 供应链: the supply chain's menus. Which kinds of tenant get each is in MENU_KINDS (contracts). */
export const SCM_MENU_TREE: MenuSeed = {
  code: 'scm',
  name: '供应链',
  nameEn: 'Supply chain',
  path: '/scm',
  source: 'apartment',
  children: [
    {
      code: 'company_registration', name: '企业注册审核', nameEn: 'Company registrations', path: '/scm/company-registration', source: 'audit', platformOnly: true,
      children: [button('company_registration_view', '查看', 'View', 'view', 'file-text'), button('company_registration_approve', '审核通过', 'Approve', 'approve', 'check'), button('company_registration_reject', '驳回', 'Reject', 'reject', 'rollback')],
    },
    { code: 'company_profile', name: '企业信息', nameEn: 'Company profile', path: '/scm/company', source: 'bank', children: [button('company_profile_edit', '保存', 'Save', 'edit', 'save')] },
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
        button('supply_relation_export', '导出', 'Export', 'export', 'export', 1),
      ],
    },
    ...HOSPITAL_MENUS,
    {
      code: 'certificate', name: '证照管理', nameEn: 'Certificates', path: '/scm/certificate', source: 'safety-certificate',
      children: [
        button('certificate_add', '新增', 'Add', 'add', 'plus', 1), button('certificate_edit', '修改', 'Edit', 'edit', 'form'),
        button('certificate_delete', '删除', 'Delete', 'delete', 'delete', 3), button('certificate_view', '查看', 'View', 'view', 'file-text'),
        button('certificate_archive', '存档', 'Archive', 'archive', 'save'), button('certificate_renew', '换证', 'Renew', 'renew', 'sync'),
        button('certificate_stop', '停用/启用', 'Stop/use', 'stop', 'stop'), button('certificate_export', '导出', 'Export', 'export', 'export', 1),
        button('certificate_share_add', '分享给医院', 'Share with hospitals', 'share', 'share-alt'),
      ],
    },
    {
      code: 'certificate_share', name: '供应商证照', nameEn: 'Supplier certificates', path: '/scm/certificate-share', source: 'file-done',
      children: [
        button('certificate_share_view', '查看', 'View', 'view', 'file-text'), button('certificate_share_approve', '审核通过', 'Approve', 'approve', 'check'),
        button('certificate_share_reject', '驳回', 'Reject', 'reject', 'rollback'),
      ],
    },
    {
      code: 'product', name: '产品管理', nameEn: 'Products', path: '/scm/product', source: 'medicine-box',
      children: [
        button('product_add', '新增', 'Add', 'add', 'plus', 1), button('product_edit', '修改', 'Edit', 'edit', 'form'),
        button('product_delete', '删除', 'Delete', 'delete', 'delete', 3), button('product_view', '查看', 'View', 'view', 'file-text'),
        button('product_stop', '停用/启用', 'Stop/use', 'stop', 'stop'), button('product_import', '导入', 'Import', 'import', 'import', 1),
        button('product_export', '导出', 'Export', 'export', 'export', 1),
        button('product_sku_add', '新增规格', 'Add SKU', 'sku-add', 'plus'), button('product_sku_edit', '修改规格', 'Edit SKU', 'sku-edit', 'form'),
        button('product_sku_delete', '删除规格', 'Delete SKU', 'sku-delete', 'delete'),
      ],
    },
    {
      code: 'contract', name: '合同管理', nameEn: 'Contracts', path: '/scm/contract', source: 'file-protect',
      children: [
        button('contract_add', '新增', 'Add', 'add', 'plus', 1), button('contract_edit', '修改', 'Edit', 'edit', 'form'),
        button('contract_delete', '删除', 'Delete', 'delete', 'delete', 3), button('contract_view', '查看', 'View', 'view', 'file-text'),
        button('contract_effective', '生效', 'Put in force', 'effective', 'check'), button('contract_stop', '停用/启用', 'Stop/use', 'stop', 'stop'),
      ],
    },
    {
      code: 'catalog', name: '供货目录', nameEn: 'Supply catalog', path: '/scm/catalog', source: 'unordered-list',
      children: [
        button('catalog_add', '新增', 'Add', 'add', 'plus', 1), button('catalog_edit', '修改', 'Edit', 'edit', 'form'),
        button('catalog_delete', '删除', 'Delete', 'delete', 'delete', 3), button('catalog_view', '查看', 'View', 'view', 'file-text'),
        button('catalog_stop', '停用/启用', 'Stop/use', 'stop', 'stop'), button('catalog_export', '导出', 'Export', 'export', 'export', 1),
      ],
    },
    {
      code: 'plan', name: '采购计划', nameEn: 'Purchase plans', path: '/scm/plan', source: 'schedule',
      children: [
        button('plan_add', '新增', 'Add', 'add', 'plus', 1), button('plan_edit', '修改', 'Edit', 'edit', 'form'),
        button('plan_delete', '删除', 'Delete', 'delete', 'delete', 3), button('plan_view', '查看', 'View', 'view', 'file-text'),
        button('plan_submit_review', '提交审核', 'Submit for approval', 'submit-review', 'send'),
        button('plan_approve', '审核通过', 'Approve', 'approve', 'check'), button('plan_reject', '驳回', 'Reject', 'reject', 'rollback'),
      ],
    },
    {
      code: 'indent', name: '采购订单', nameEn: 'Purchase orders', path: '/scm/indent', source: 'shopping-cart',
      children: [
        button('indent_add', '新增', 'Add', 'add', 'plus', 1), button('indent_edit', '修改', 'Edit', 'edit', 'form'),
        button('indent_delete', '删除', 'Delete', 'delete', 'delete', 3), button('indent_view', '查看', 'View', 'view', 'file-text'),
        button('indent_submit_review', '提交', 'Submit', 'submit-review', 'send'),
        button('indent_confirm', '确认', 'Confirm', 'confirm', 'check'), button('indent_decline', '拒绝', 'Decline', 'decline', 'rollback'),
        button('indent_cancel', '作废', 'Cancel', 'cancel', 'close'), button('indent_close', '关闭', 'Close', 'close', 'stop'),
        button('indent_export', '导出', 'Export', 'export', 'export', 1),
      ],
    },
    {
      code: 'delivery', name: '配送单', nameEn: 'Delivery notes', path: '/scm/delivery', source: 'car',
      children: [
        button('delivery_add', '新增', 'Add', 'add', 'plus', 1), button('delivery_edit', '修改', 'Edit', 'edit', 'form'),
        button('delivery_delete', '删除', 'Delete', 'delete', 'delete', 3), button('delivery_view', '查看', 'View', 'view', 'file-text'),
        button('delivery_submit_review', '发货', 'Ship', 'submit-review', 'send'), button('delivery_withdraw', '撤回', 'Withdraw', 'withdraw', 'undo'),
        button('delivery_approve', '审核', 'Approve', 'approve', 'check'), button('delivery_return', '退回', 'Return', 'return', 'rollback'),
        button('delivery_receive', '验收', 'Receive', 'receive', 'inbox'), button('delivery_print', '打印', 'Print', 'print', 'printer'),
        button('delivery_export', '导出', 'Export', 'export', 'export', 1),
      ],
    },
    {
      code: 'surgical', name: '手术跟台', nameEn: 'Surgical orders', path: '/scm/surgical', source: 'medicine-box',
      children: [
        button('surgical_add', '新增', 'Add', 'add', 'plus', 1), button('surgical_edit', '修改', 'Edit', 'edit', 'form'),
        button('surgical_delete', '删除', 'Delete', 'delete', 'delete', 3), button('surgical_view', '查看', 'View', 'view', 'file-text'),
        button('surgical_release', '出库', 'Release', 'release', 'export'), button('surgical_accept', '验收', 'Accept', 'accept', 'check'),
        button('surgical_use', '登记使用', 'Record use', 'use', 'form'),
      ],
    },
    {
      code: 'invoice', name: '发票管理', nameEn: 'Invoices', path: '/scm/invoice', source: 'file-text',
      children: [
        button('invoice_add', '新增', 'Add', 'add', 'plus', 1), button('invoice_edit', '修改', 'Edit', 'edit', 'form'),
        button('invoice_delete', '删除', 'Delete', 'delete', 'delete', 3), button('invoice_view', '查看', 'View', 'view', 'file-text'),
        button('invoice_submit_review', '提交', 'Submit', 'submit-review', 'send'), button('invoice_withdraw', '撤回', 'Withdraw', 'withdraw', 'undo'),
        button('invoice_approve', '审核', 'Approve', 'approve', 'check'), button('invoice_return', '退回', 'Return', 'return', 'rollback'),
        button('invoice_coverage', '两票制核对', 'Two-invoice coverage', 'coverage', 'audit'),
        button('invoice_export', '导出', 'Export', 'export', 'export', 1),
      ],
    },
    {
      code: 'settlement', name: '结算管理', nameEn: 'Settlements', path: '/scm/settlement', source: 'account-book',
      children: [button('settlement_view', '查看', 'View', 'view', 'file-text'), button('settlement_export', '导出', 'Export', 'export', 'download')],
    },
    {
      code: 'push', name: '推送记录', nameEn: 'Pushes', path: '/scm/push', source: 'cloud-upload',
      children: [button('push_view', '查看', 'View', 'view', 'file-text'), button('push_repush', '重新推送', 'Push again', 'repush', 'reload')],
    },
    {
      code: 'push_endpoint', name: '推送配置', nameEn: 'Push endpoints', path: '/scm/push-endpoint', source: 'api',
      children: [
        button('push_endpoint_add', '新增', 'Add', 'add', 'plus', 1), button('push_endpoint_edit', '修改', 'Edit', 'edit', 'form'),
        button('push_endpoint_delete', '删除', 'Delete', 'delete', 'delete', 3), button('push_endpoint_view', '查看', 'View', 'view', 'file-text'),
      ],
    },
  ],
};
