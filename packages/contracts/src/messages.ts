/**
 * Validation and result messages, keyed once and used by both apps: zod schemas carry the key,
 * the server answers in the caller's language and the web app shows the same text in its forms.
 */
export const MESSAGES = {
  'param.paramName.required': { zh: '请输入参数名称', en: 'Please enter the parameter name' },
  'param.paramKey.required': { zh: '请输入参数键名', en: 'Please enter the parameter key' },
  'param.paramValue.required': { zh: '请输入参数键值', en: 'Please enter the parameter value' },
  'param.paramKey.duplicate': { zh: '参数键名已存在', en: 'The parameter key already exists' },
  'tenantPackage.packageName.duplicate': { zh: '产品包名称已存在', en: 'The package name already exists' },
  'tenantPackage.packageName.required': { zh: '请输入产品包名称', en: 'Please enter the package name' },
  'tenantPackage.menuId.required': { zh: '请选择菜单', en: 'Please choose menus' },
  'dict.code.required': { zh: '请输入字典编号', en: 'Please enter the dictionary code' },
  'dict.dictValue.required': { zh: '请输入字典名称', en: 'Please enter the dictionary name' },
  'dict.sort.required': { zh: '请输入字典排序', en: 'Please enter the dictionary order' },
  'dict.isSealed.required': { zh: '请选择封存', en: 'Please choose whether it is sealed' },
  'dict.dictKey.required': { zh: '请输入字典键值', en: 'Please enter the dictionary key' },
  'dict.parentId.choose': { zh: '请选择上级字典', en: 'Please choose the parent dictionary' },
  'lock.password.required': { zh: '锁屏密码不能为空', en: 'The lock password cannot be empty' },
  'switch.deptId.required': { zh: '请选择部门', en: 'Please choose a department' },
  'switch.roleId.required': { zh: '请选择角色', en: 'Please choose a role' },
  'phone.required': { zh: '手机号码不能为空', en: 'The mobile number cannot be empty' },
  'phone.length': { zh: '手机号码长度不为11位', en: 'The mobile number must have 11 digits' },
  'phone.format': { zh: '手机号码格式不正确', en: 'The mobile number is not valid' },
  'field.required': { zh: '{field}不能为空', en: '{field} is required' },
  'field.invalid': { zh: '{field}格式不正确', en: '{field} is not valid' },
  'field.tooLong': { zh: '{field}长度不能超过{max}', en: '{field} must be at most {max} characters' },
  'field.unknown': { zh: '不支持的参数: {field}', en: 'Unsupported parameter: {field}' },
  'id.invalid': { zh: '{field}必须是数字编号', en: '{field} must be numeric ids' },
  'record.notFound': { zh: '数据不存在', en: 'The record does not exist' },
  'record.stale': { zh: '数据已被他人修改，请刷新后重试', en: 'The record was changed by someone else; reload and try again' },
  'record.duplicate': { zh: '{field}已存在', en: '{field} already exists' },
  'auth.unauthorized': { zh: '请求未授权', en: 'Unauthorised request' },
  'auth.forbidden': { zh: '缺少操作权限', en: 'You are not allowed to do this' },
  'auth.platformOnly': { zh: '仅平台管理员可以操作', en: 'Only platform administrators may do this' },
  'result.success': { zh: '操作成功', en: 'Success' },
  'result.noData': { zh: '暂无承载数据', en: 'No data' },
  'server.error': { zh: '服务器异常', en: 'Server error' },
  'batch.selectOne': { zh: '请选择至少一条数据', en: 'Please select at least one row' },
  'delete.confirm': { zh: '确定将选择数据删除?', en: 'Delete the selected data?' },
  'toast.added': { zh: '新增成功', en: 'Added' },
  'toast.updated': { zh: '更新成功', en: 'Updated' },
  'toast.deleted': { zh: '删除成功', en: 'Deleted' },
  'toast.done': { zh: '操作成功!', en: 'Done!' },
  'toast.cacheCleared': { zh: '清除完毕', en: 'Cache cleared' },
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'en';

/** Translates a key (or passes through plain text), filling {name} placeholders. */
export function message(key: string, lang: Lang = 'zh', vars: Record<string, string | number> = {}): string {
  const entry = (MESSAGES as Record<string, { zh: string; en: string }>)[key];
  const text = entry ? entry[lang] : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
