/**
 * Every enumeration of the product, defined once with its zh/en labels. The administration ones are
 * system dictionaries (blade_dict); the business ones of spec §3 are the platform's business
 * dictionaries (blade_dict_biz of tenant 000000), which every tenant reads (ADR 0015). The server
 * seeds both from here; the web app reads them through dictionary?code= and falls back to these labels.
 */
export interface DictionaryItem {
  key: string;
  zh: string;
  en: string;
}
export interface Dictionary {
  code: string;
  zh: string;
  en: string;
  items: DictionaryItem[];
}

const item = (key: string, zh: string, en: string = key): DictionaryItem => ({ key, zh, en });
const dict = (code: string, zh: string, en: string, items: DictionaryItem[]): Dictionary => ({ code, zh, en, items });

/** Administration (BladeX seed codes): system dictionaries. */
export const SYSTEM_DICTIONARIES: Dictionary[] = [
  dict('yes_no', '是否', 'Yes/no', [item('1', '否', 'No'), item('2', '是', 'Yes')]),
  dict('sex', '性别', 'Gender', [item('1', '男', 'Male'), item('2', '女', 'Female'), item('3', '未知', 'Unknown')]),
  dict('user_type', '用户平台', 'User platform', [item('1', 'WEB', 'WEB'), item('2', 'APP', 'APP'), item('3', 'OTHER', 'OTHER')]),
  dict('menu_category', '菜单类型', 'Menu category', [item('1', '菜单', 'Menu'), item('2', '按钮', 'Button')]),
  dict('button_func', '按钮功能', 'Button function', [
    item('0', '无', 'None'), item('1', '工具栏', 'Toolbar'), item('2', '操作栏', 'Row action'), item('3', '工具操作栏', 'Both'),
  ]),
  dict('org_category', '机构类型', 'Organisation category', [item('1', '公司', 'Company'), item('2', '部门', 'Department'), item('3', '小组', 'Group')]),
  dict('post_category', '岗位类型', 'Post category', [item('1', '高层', 'Senior'), item('2', '中层', 'Middle'), item('3', '基层', 'Junior'), item('4', '其他', 'Other')]),
  dict('data_scope_type', '数据权限', 'Data scope type', [
    item('1', '全部可见', 'All'), item('2', '本人可见', 'Own'), item('3', '所在机构可见', 'Own dept'),
    item('4', '所在机构及子级可见', 'Dept and children'), item('5', '自定义', 'Custom'),
  ]),
  dict('api_scope_type', '接口权限', 'API scope type', [item('1', '系统接口', 'System API'), item('2', '业务接口', 'Business API')]),
  dict('scope_category', '权限类型', 'Scope category', [item('1', '数据权限', 'Data scope'), item('2', '接口权限', 'API scope')]),
  dict('status', '状态', 'Status', [item('1', '正常', 'Normal'), item('0', '停用', 'Disabled')]),
  dict('sms', '短信服务商', 'SMS provider', [item('1', '云片', 'Yunpian'), item('2', '七牛云', 'Qiniu'), item('3', '阿里云', 'Aliyun'), item('4', '腾讯云', 'Tencent Cloud')]),
];

/** The business enumerations of spec §3: the platform's business dictionaries. */
export const BUSINESS_DICTIONARIES: Dictionary[] = [
  dict('bidType', '中标类型', 'Bid type', [item('WINNING_BID', '中标', 'Winning bid'), item('NOT_WINNING_BID', '未中标', 'Not winning bid')]),
  dict('messageChannelType', '消息渠道类型', 'Message channel type', [
    item('EMAIL', '邮件', 'Email'), item('WECHAT_MP', '微信公众号', 'WeChat official account'),
    item('WECHAT_MINI_APP', '微信小程序', 'WeChat mini app'), item('SMS', '短信', 'SMS'), item('APP_PUSH', 'APP推送', 'App push'),
    item('IN_APP', '站内信', 'In-app'),
  ]),
  dict('messageIdType', '接收者类型', 'Receiver id type', [
    item('USER_ID', '用户ID', 'User id'), item('PHONE', '手机号', 'Phone'), item('OPEN_ID', 'OpenId', 'Open id'),
    item('EMAIL', '邮箱', 'Email'), item('DID', '设备ID', 'Device id'),
  ]),
  dict('certAction', '证照操作', 'Certificate action', [item('ADD', '新增', 'Add'), item('EDIT', '编辑', 'Edit')]),
  dict('certStatus', '证照要求', 'Certificate requirement', [
    item('NOT_REQUIRED', '非必须', 'Not required'), item('MUST_PROVIDE', '必须提供', 'Must provide'),
    item('NO_NEED_TO_PROVIDE', '无需提供', 'No need to provide'),
  ]),
  dict('invoiceState', '发票状态', 'Invoice state', [item('SAVED', '已保存', 'Saved'), item('SUBMITTED', '已提交', 'Submitted'), item('APPROVED', '已审核', 'Approved')]),
  dict('deliveryState', '配送单状态', 'Delivery state', [
    item('SAVED', '已保存', 'Saved'), item('SUBMITTED', '已提交', 'Submitted'), item('APPROVED', '已审核', 'Approved'), item('RECEIVED', '已收货', 'Received'),
  ]),
  dict('settlementState', '结算状态', 'Settlement state', [
    item('UNPROCESSED', '未开票', 'Invoice not yet sent'), item('PROCESSING', '部分开票', 'Partly sent'), item('PROCESSED', '已开票', 'Sent'),
  ]),
  dict('noticeCategory', '通知类型', 'Notice category', [item('HOSPITAL_NOTICE', '医院通知', 'Hospital notice'), item('PLATFORM_NOTICE', '平台通知', 'Platform notice')]),
  dict('planType', '计划类型', 'Plan type', [item('MONTH', '月度计划', 'Monthly'), item('TEMPORARY', '临时计划', 'Temporary')]),
  dict('pushState', '推送状态', 'Push state', [item('UN_PUSH', '未推送', 'Not pushed'), item('PUSH_SUCCESS', '推送成功', 'Push succeeded'), item('PUSH_FAILURE', '推送失败', 'Push failed')]),
  dict('pushStates', '推送进度', 'Push progress', [item('UN_PUSH', '待推送', 'To push'), item('END_PUSH', '已推送', 'Pushed'), item('ALREADY_TAKEN', '已接收', 'Received')]),
  dict('pushOrderStatus', '订单推送状态', 'Order push status', [item('PUSH_SUCCESS', '推送成功', 'Push succeeded'), item('PUSH_FAILURE', '推送失败', 'Push failed')]),
  dict('manufacturerDirect', '厂家直供', 'Manufacturer direct', [item('true', '是', 'Yes'), item('false', '否', 'No')]),
  dict('supplyStatus', '供应状态', 'Supply status', [
    item('SUBMITTED', '待审核', 'Pending review'), item('APPROVED', '已审核', 'Approved'), item('CANCELLED', '已取消', 'Cancelled'),
    item('REJECTED', '已驳回', 'Rejected'), item('STOPPED', '已停用', 'Stopped'),
  ]),
  dict('reviewStatus', '审核状态', 'Review status', [item('SUBMITTED', '待审核', 'Pending review'), item('APPROVED', '已审核', 'Approved'), item('REJECTED', '已驳回', 'Rejected')]),
  dict('hospitalStatus', '医院状态', 'Hospital status', [
    item('SAVED', '已保存', 'Saved'), item('SUBMITTED', '待审核', 'Pending review'), item('APPROVED', '已审核', 'Approved'), item('REJECTED', '已驳回', 'Rejected'),
  ]),
  dict('hospitalGrade', '医院等级', 'Hospital grade', [
    item('THREE_A', '三级甲等', 'Grade 3A'), item('THREE_B', '三级乙等', 'Grade 3B'), item('TWO_A', '二级甲等', 'Grade 2A'),
    item('TWO_B', '二级乙等', 'Grade 2B'), item('ONE', '一级', 'Grade 1'), item('UNGRADED', '未定级', 'Ungraded'),
  ]),
  dict('hospitalOwnership', '所有制', 'Ownership', [item('PUBLIC', '公立', 'Public'), item('PRIVATE', '民营', 'Private')]),
  dict('departmentKind', '科室类型', 'Department kind', [
    item('CLINICAL', '临床科室', 'Clinical'), item('MEDTECH', '医技科室', 'Medical technology'), item('WAREHOUSE', '库房', 'Warehouse'),
    item('OR', '手术室', 'Operating room'), item('ADMIN', '行政后勤', 'Administration'),
  ]),
  dict('settlementBasis', '结算方式', 'Settlement basis', [item('RECEIPT', '入库结算', 'On receipt'), item('CONSUMPTION', '消耗结算', 'On consumption')]),
  dict('archiveStatus', '存档状态', 'Archive status', [item('SAVED', '保存', 'Saved'), item('ARCHIVE', '存档', 'Archived'), item('RENEWAL', '换证', 'Renewed')]),
  dict('statusType', '存档类型', 'Archive type', [item('SAVED', '保存', 'Saved'), item('ARCHIVE', '存档', 'Archived')]),
  dict('areaType', '产地类型', 'Origin', [item('GC', '国产', 'Domestic'), item('JK', '进口', 'Imported')]),
  dict('companyTypes', '企业类型', 'Company type', [
    item('INLAND_MANUFACTRUE', '国内生产企业', 'Domestic manufacturer'), item('INLAND_DEALER', '国内经营企业', 'Domestic dealer'),
    item('FOREIGN_OFFICE', '境外企业代表处', 'Foreign office'),
  ]),
  dict('productType', '产品类型', 'Product type', [item('YLQX', '医疗器械', 'Medical device'), item('ZDSJ', '诊断试剂', 'Diagnostic reagent'), item('OTHER', '其他', 'Other')]),
  dict('managementLevel', '管理类别', 'Management class', [item('ONELEVEL', 'Ⅰ', 'Ⅰ'), item('SECONDLEVEL', 'Ⅱ', 'Ⅱ'), item('THREELEVEL', 'Ⅲ', 'Ⅲ')]),
  dict('invoiceType', '发票类型', 'Invoice type', [item('PLAIN', '普通发票', 'Plain'), item('SPECIAL', '专用发票', 'Special')]),
  dict('contractType', '合同类型', 'Contract type', [item('PURCHASE', '采购合同', 'Purchase'), item('SUPPLY', '供货合同', 'Supply')]),
  dict('certTypes', '证照类型', 'Certificate types', [
    item('REGISTRATION_CARD', '注册证', 'Registration card'), item('PROPRIETARY_INSTRUMENTS', '专有器械证明', 'Proprietary instruments'),
    item('ENTERPRISE_CERTIFICATE', '企业证照', 'Enterprise certificate'), item('CUSTOMER_ENTERPRISE_CERTIFICATE', '客户企业证照', 'Customer enterprise certificate'),
    item('CERTIFICATE_AUTHORIZATION', '授权书', 'Authorisation'), item('CONTRACT', '合同', 'Contract'), item('POWER_ATTORNEY', '委托书', 'Power of attorney'),
  ]),
  dict('certType', '证件类型', 'Certificate type', [
    item('REGISTRATION_CARD', '注册证', 'Registration card'), item('PROPRIETARY_INSTRUMENTS', '专有器械证明', 'Proprietary instruments'),
    item('ENTERPRISE_CERTIFICATE', '企业证照', 'Enterprise certificate'), item('CUSTOMER_ENTERPRISE_CERTIFICATE', '客户企业证照', 'Customer enterprise certificate'),
    item('CERTIFICATE_AUTHORIZATION', '授权书', 'Authorisation'), item('CONTRACT', '合同', 'Contract'), item('POWER_ATTORNEY', '委托书', 'Power of attorney'),
    item('ID_CARD', '身份证', 'ID card'),
  ]),
  dict('registrationCertificateType', '注册证类型', 'Registration certificate type', [
    item('BEI_ZI_HAO', '备字号', 'Filing (备)'), item('ZHUN_ZI_HAO', '准字号', 'Domestic (准)'), item('JIN_ZI_HAO', '进字号', 'Imported (进)'),
    item('XU_ZI_HAO', '许字号', 'HK/Macao/TW (许)'), item('XIAO_ZI_HAO', '消字号', 'Disinfection (消)'), item('OTHER', '其他', 'Other'),
  ]),
  dict('stateFlag', '效期状态', 'Validity flag', [item('OVERDUE', '已过期', 'Overdue'), item('EXPIRING_SOON', '即将过期', 'Expiring soon')]),
  dict('useFlag', '使用状态', 'Use flag', [item('USING', '使用中', 'In use'), item('STOP', '已停用', 'Stopped')]),
  dict('employeesType', '员工状态', 'Employee status', [item('DISABLE', '禁用', 'Disabled'), item('ENABLE', '启用', 'Enabled')]),
  // Read as the states reached (ADR 0034): the dealer released the kit, the hospital accepted it, the implants were used.
  dict('surgicalStatus', '跟台状态', 'Surgical status', [
    item('CONFIRM', '已确认', 'Confirmed'), item('RELEASED', '已出库', 'Released'), item('BE_ACCEPT', '已验收', 'Accepted'), item('BE_USE', '已使用', 'Used'),
  ]),
  dict('surgicalKitType', '跟台类型', 'Kit type', [item('CERT_ATTACHED_BEFORE', '前绑合格证', 'Certificates attached'), item('CERT_ADDED_AFTER', '后补合格证', 'Certificates to follow')]),
  dict('genderType', '性别', 'Gender', [item('1', '男', 'Male'), item('2', '女', 'Female'), item('0', '未知', 'Unknown')]),
  dict('messageTaskStatus', '消息任务状态', 'Message task status', [
    item('SAVED', '已保存', 'Saved'), item('RECEIVE', '已接收', 'Received'), item('DISCARD', '已丢弃', 'Discarded'),
    item('NIGHT_SHIELD', '夜间屏蔽', 'Night shield'), item('NIGHT_SHIELD_NEXT_SEND', '夜间屏蔽次日发送', 'Night shield, send next day'),
    item('CONTENT_DEDUPLICATION', '内容去重', 'Content deduplication'), item('RULE_DEDUPLICATION', '规则去重', 'Rule deduplication'),
    item('WHITE_LIST', '白名单', 'White list'), item('SEND_SUCCESS', '发送成功', 'Sent'), item('SEND_FAIL', '发送失败', 'Send failed'),
  ]),
  dict('messageSendStatus', '消息发送状态', 'Message send status', [item('SUCCESS', '成功', 'Success'), item('FAIL', '失败', 'Failure')]),
  dict('messageShieldType', '夜间屏蔽类型', 'Night shield type', [
    item('NIGHT_NO_SHIELD', '夜间不屏蔽', 'No night shield'), item('NIGHT_SHIELD', '夜间屏蔽', 'Night shield'),
    item('NIGHT_SHIELD_BUT_NEXT_DAY_SEND', '夜间屏蔽次日发送', 'Night shield, send next day'),
  ]),
  dict('messageChannel', '消息渠道', 'Message channel', [
    item('SMS_ALI', '阿里云短信', 'Aliyun SMS'), item('SMS_TENCENT', '腾讯云短信', 'Tencent SMS'), item('EMAIL_ALI', '阿里云邮件', 'Aliyun email'),
    item('EMAIL_TENCENT', '腾讯企业邮箱', 'Tencent email'), item('EMAIL_NETEASE', '网易邮箱', 'NetEase email'), item('GETUI', '个推', 'Getui push'),
    item('WECHAT_MA_TEMPLATE', '小程序订阅消息', 'Mini app template'), item('WECHAT_MP_TEXT', '公众号文本', 'Official account text'),
    item('WECHAT_MP_NEWS', '公众号图文', 'Official account news'), item('WECHAT_MP_TEMPLATE', '公众号模板消息', 'Official account template'),
    item('IN_APP', '站内信', 'In-app'),
  ]),
  dict('yesNo', '是否', 'Yes/no', [item('YES', '是', 'Yes'), item('NO', '否', 'No')]),
  dict('longTermEffective', '长期有效', 'Long-term effective', [item('YES', '是', 'Yes'), item('NO', '否', 'No')]),
  dict('relation', '关联', 'Related', [item('YES', '是', 'Yes'), item('NO', '否', 'No')]),
  dict('controlProductsStatus', '控制产品显示', 'Controlled products', [item('show', '显示', 'Show'), item('hide', '隐藏', 'Hide')]),
  dict('sortDirection', '排序方向', 'Sort direction', [item('ASC', '升序', 'Ascending'), item('DESC', '降序', 'Descending')]),
];

export const DICTIONARIES: Dictionary[] = [...SYSTEM_DICTIONARIES, ...BUSINESS_DICTIONARIES];

const BUSINESS_CODES = new Set(BUSINESS_DICTIONARIES.map((d) => d.code));

/** Whether a code names a business dictionary (read through dict-biz) rather than a system one. */
export const isBusinessDictionary = (code: string): boolean => BUSINESS_CODES.has(code);

/** The label of a key in a dictionary, or '--' when it has no entry (spec §3). */
export function dictLabel(code: string, key: unknown, lang: 'zh' | 'en' = 'zh'): string {
  const found = DICTIONARIES.find((d) => d.code === code)?.items.find((i) => i.key === String(key));
  return found ? found[lang] : '--';
}
