/** Messages of the other ways in: guest registration, binding a third-party sign-in, switching dept and role. */
export const SIGN_IN_MESSAGES = {
  // The bind dialog's three warnings (spec §5); registration shares the first and the last.
  'guest.tenantId.required': { zh: '请先输入租户编号', en: 'Please enter the tenant ID first' },
  'guest.account.required': { zh: '请先输入账号名称', en: 'Please enter the account name first' },
  'guest.password.required': { zh: '请先输入密码', en: 'Please enter the password first' },
  'guest.name.required': { zh: '请输入用户昵称', en: 'Please enter a nickname' },
  'guest.tenant.unknown': { zh: '租户不存在', en: 'The tenant does not exist' },
  'guest.tenant.expired': { zh: '租户授权已过期,请联系管理员', en: "The tenant's licence has expired; contact the administrator" },
  'guest.credentials.wrong': { zh: '用户名或密码错误', en: 'Wrong account or password' },
  'guest.account.disabled': { zh: '用户已被禁用', en: 'The user is disabled' },
  'guest.account.locked': { zh: '用户登录失败次数过多,请稍后再试', en: 'Too many failed sign-ins; try again later' },
  'guest.oauth.invalid': { zh: '第三方登录信息已失效,请重新登录', en: 'The third-party sign-in has expired; sign in again' },
  'guest.oauth.bound': { zh: '该第三方账号已绑定其他用户', en: 'This third-party account is already bound to another user' },
  'guest.registered': { zh: '注册成功，请等待管理员分配角色后登录', en: 'Registered; you can sign in once an administrator grants you a role' },
  'guest.bound': { zh: '绑定成功，三方登录已开通，请重新登录!', en: 'Bound: third-party sign-in is enabled, please sign in again!' },
  'sso.source.unknown': { zh: '不支持的第三方登录方式', en: 'Unknown third-party sign-in' },
  'sso.redirectUri.invalid': { zh: '回调地址不正确', en: 'The return address is not valid' },
  'password.tooShort': { zh: '密码长度不能少于{min}位', en: 'The password needs at least {min} characters' },
  'password.classes': { zh: '密码需包含小写字母、大写字母、数字、其他字符中的至少{classes}类', en: 'The password must mix at least {classes} of: lower case, upper case, digits, other characters' },
  'password.containsAccount': { zh: '密码不能包含账号', en: 'The password must not contain the account name' },
  'password.common': { zh: '密码过于常见,请换一个', en: 'This password is too common; choose another' },
  'sso.provider.unavailable': { zh: '第三方登录服务暂不可用,请稍后再试', en: 'The third-party sign-in service is unavailable; try again later' },
} as const;
