/**
 * Button permission codes: the web app shows a button when the user holds its code and the server
 * refuses the same action without it. Menu codes (the prefixes) grant reading.
 */
const crud = <P extends string>(prefix: P) =>
  ({ menu: prefix, add: `${prefix}_add`, edit: `${prefix}_edit`, delete: `${prefix}_delete`, view: `${prefix}_view` }) as const;

export const PERMISSIONS = {
  notice: { ...crud('notice'), top: 'notice_top', end: 'notice_end' },
  message: { ...crud('message'), send: 'message_send' },
  /** 消息中心: channel accounts (with a send test), templates, sending, tasks, records, statistics, the whitelist. */
  messageChannelAccount: { ...crud('message_channel_account'), test: 'message_channel_account_test' },
  messageTemplate: crud('message_template'),
  messageSend: { menu: 'message_centre_send', send: 'message_centre_send_submit' },
  messageTask: { menu: 'message_task', view: 'message_task_view' },
  messageRecord: { menu: 'message_send_record' },
  messageStats: { menu: 'message_stats' },
  messageWhitelist: crud('message_whitelist'),
  /** 短信配置 (blade-resource/sms): a tenant's SMS providers, one enabled; sending through it is its own button. */
  sms: { ...crud('sms'), enable: 'sms_enable', send: 'sms_send' },
  /** 对象存储 (blade-resource/oss): a tenant's object stores, one enabled; 测试连接 writes, reads and removes a probe object. */
  oss: { ...crud('oss'), enable: 'oss_enable', test: 'oss_test' },
  /** 附件管理 (blade-resource/attach): the tenant's stored files, uploaded and downloaded through the active store. */
  attach: { ...crud('attach'), upload: 'attach_upload', download: 'attach_download' },
  /** 通话记录 (aliyun/ccc): the tenant's Cloud Call Center accounts and its calls with their recordings. */
  ccc: { ...crud('ccc'), enable: 'ccc_enable', play: 'ccc_play' },
  /** 日志管理 (blade-log): read-only usual, API and error logs. */
  logUsual: { menu: 'log_usual', view: 'log_usual_view' },
  logApi: { menu: 'log_api', view: 'log_api_view' },
  logError: { menu: 'log_error', view: 'log_error_view' },
  param: crud('param'),
  tenantPackage: crud('tenant_package'),
  user: { ...crud('user'), role: 'user_role', reset: 'user_reset', unlock: 'user_unlock', platform: 'user_platform' },
  dept: crud('dept'),
  post: crud('post'),
  dict: crud('dict'),
  dictBiz: crud('dict_biz'),
  menu: crud('menu'),
  topMenu: { ...crud('topmenu'), setting: 'topmenu_setting' },
  tenant: { ...crud('tenant'), setting: 'tenant_setting', datasource: 'tenant_datasource' },
  client: crud('client'),
  role: { ...crud('role'), grant: 'role_grant' },
  dataScope: crud('data_scope'),
  apiScope: crud('api_scope'),
  region: crud('region'),
  datasource: { ...crud('datasource'), test: 'datasource_test' },
  /** 开发工具: models over a data source and the code generator (platform only). */
  model: { ...crud('model'), prototype: 'model_prototype' },
  code: { ...crud('code'), gen: 'code_gen', copy: 'code_copy' },
  /** 报表管理: report definitions (designed, run, exported), the viewer, and print templates. */
  report: { ...crud('report'), run: 'report_run', export: 'report_export', viewer: 'report_viewer' },
  print: { ...crud('print'), design: 'print_design', enable: 'print_enable', preview: 'print_preview' },
  companyRegistration: { menu: 'company_registration', view: 'company_registration_view', approve: 'company_registration_approve', reject: 'company_registration_reject' },
  company: { menu: 'company_profile', edit: 'company_profile_edit' },
  supplyRelation: {
    ...crud('supply_relation'),
    approve: 'supply_relation_approve',
    reject: 'supply_relation_reject',
    stop: 'supply_relation_stop',
    resume: 'supply_relation_resume',
    cancel: 'supply_relation_cancel',
    terminate: 'supply_relation_terminate',
    export: 'supply_relation_export',
  },
  hospitalProfile: { menu: 'hospital_profile', edit: 'hospital_profile_edit', settings: 'hospital_settings_edit' },
  hospitalDepartment: crud('hospital_department'),
  receivingAddress: { ...crud('receiving_address'), setDefault: 'receiving_address_default' },
  certificate: { ...crud('certificate'), archive: 'certificate_archive', renew: 'certificate_renew', stop: 'certificate_stop', export: 'certificate_export' },
  /** 供应商证照: a hospital reviews what its suppliers share; a supplier shares from its register (certificate_share_add). */
  certificateShare: { menu: 'certificate_share', view: 'certificate_share_view', approve: 'certificate_share_approve', reject: 'certificate_share_reject', add: 'certificate_share_add' },
  product: { ...crud('product'), stop: 'product_stop', import: 'product_import', export: 'product_export' },
  /** SKUs are kept on the product's screen: reading them is reading products. */
  productSku: { menu: 'product', add: 'product_sku_add', edit: 'product_sku_edit', delete: 'product_sku_delete', view: 'product_view' },
  contract: { ...crud('contract'), effective: 'contract_effective', stop: 'contract_stop' },
  catalog: { ...crud('catalog'), stop: 'catalog_stop', export: 'catalog_export' },
  /** 采购计划: the hospital's own; submitting for approval, approving and rejecting are separate buttons. */
  plan: { ...crud('plan'), submitReview: 'plan_submit_review', approve: 'plan_approve', reject: 'plan_reject' },
  /** 采购订单: the hospital submits, cancels and closes; the supplier confirms and declines. */
  indent: {
    ...crud('indent'),
    submitReview: 'indent_submit_review',
    confirm: 'indent_confirm',
    decline: 'indent_decline',
    cancel: 'indent_cancel',
    close: 'indent_close',
    export: 'indent_export',
  },
  /** 随货同行单: the supplier ships and withdraws; the hospital approves, returns and receives. */
  delivery: {
    ...crud('delivery'),
    submitReview: 'delivery_submit_review',
    withdraw: 'delivery_withdraw',
    approve: 'delivery_approve',
    return: 'delivery_return',
    receive: 'delivery_receive',
    print: 'delivery_print',
    export: 'delivery_export',
  },
  /** 跟台手术单: the hospital books, accepts and records use; the dealer releases the kit. */
  surgical: { ...crud('surgical'), release: 'surgical_release', accept: 'surgical_accept', use: 'surgical_use' },
  /** 推送记录: both parties read their documents' pushes; re-pushing is a button. 推送配置: the hospital's partner endpoints. */
  push: { menu: 'push', view: 'push_view', repush: 'push_repush' },
  pushEndpoint: crud('push_endpoint'),
  /** 结算管理: derived, read-only; both parties view and export their settlements and statements. */
  settlement: { menu: 'settlement', view: 'settlement_view', export: 'settlement_export' },
  /** 发票: the supplier submits and withdraws; the hospital approves and returns; coverage is R24 line by line. */
  invoice: {
    ...crud('invoice'),
    submitReview: 'invoice_submit_review',
    withdraw: 'invoice_withdraw',
    approve: 'invoice_approve',
    return: 'invoice_return',
    coverage: 'invoice_coverage',
    export: 'invoice_export',
  },
  wfModel: { ...crud('wf_model'), deploy: 'wf_model_deploy' },
  wfDeployment: { menu: 'wf_deployment', upload: 'wf_deployment_upload', status: 'wf_deployment_status', category: 'wf_deployment_category', delete: 'wf_deployment_delete' },
  wfCategory: crud('wf_category'),
  /** 表单设计 (forms and their default values), 按钮 (the handling buttons), 流程表达式 (saved conditions). */
  wfForm: crud('wf_form'),
  wfButton: crud('wf_button'),
  wfCondition: crud('wf_condition'),
  /** 我的事务: one menu per list; a list's menu also allows acting on what it lists. */
  wfWork: { menu: 'wf_work', start: 'wf_start', todo: 'wf_todo', claim: 'wf_claim', send: 'wf_send', done: 'wf_done', copy: 'wf_copy' },
  wfMonitor: {
    menu: 'wf_monitor',
    status: 'wf_monitor_status',
    delete: 'wf_monitor_delete',
    assignee: 'wf_monitor_assignee',
    dispatch: 'wf_monitor_dispatch',
    terminate: 'wf_monitor_terminate',
    variables: 'wf_monitor_variables',
  },
} as const;
