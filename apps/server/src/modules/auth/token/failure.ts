/** A refused token request, answered as `{error_code, error_description}` plus any extra fields. */
export class TokenFailure extends Error {
  constructor(
    public readonly status: 400 | 401,
    public readonly description: string,
    /** Further fields of the answer, e.g. the oauth_id of a third-party identity still to be bound. */
    public readonly extra: Record<string, string> = {},
  ) {
    super(description);
  }
}

/** The texts of the refusals (BladeX wording; the login page shows them as they are). */
export const TOKEN_ERRORS = {
  badClient: '客户端认证失败',
  badGrant: '不支持的授权类型',
  badCaptcha: '验证码不正确',
  badCredentials: '用户名或密码错误',
  unknownTenant: '未获得用户的租户信息',
  expiredTenant: '租户授权已过期,请联系管理员',
  captchaRequired: '登录失败次数过多,请输入验证码后再试',
  disabled: '用户已被禁用',
  noRole: '未获得用户的角色信息',
  badDeptRole: '所选部门或角色不属于当前用户',
  switchOff: '未开启切换部门角色模式,只能使用全部部门与角色',
  badRefresh: '令牌已失效,请重新登录',
  missingField: '缺少参数: ',
  unknownSource: '不支持的第三方登录方式',
  badState: '第三方登录已失效,请重新登录',
  badRedirect: '回调地址与授权请求不一致',
  badCode: '第三方授权失败,请重新登录',
  unbound: '第三方账号尚未绑定系统账号,请先绑定',
} as const;
