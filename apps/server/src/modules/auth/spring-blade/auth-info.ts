import type { TokenAnswer } from '@beree/contracts';

/**
 * The SpringBlade AuthInfo (wire-protocol §4b): what Saber keeps as `userInfo` after signing in —
 * camelCase, inside the R envelope. `userName` is the real name, `authority` the role aliases.
 */
export function authInfoOf(answer: TokenAnswer) {
  return {
    accessToken: answer.access_token,
    tokenType: answer.token_type,
    refreshToken: answer.refresh_token,
    expiresIn: answer.expires_in,
    tenantId: answer.tenant_id,
    userId: answer.user_id,
    deptId: answer.dept_id,
    roleId: answer.role_id,
    oauthId: answer.oauth_id,
    account: answer.account,
    userName: answer.real_name || answer.user_name,
    nickName: answer.nick_name,
    authority: answer.role_name,
    avatar: answer.avatar,
    license: answer.license,
    passwordChangeRequired: answer.password_change_required,
  };
}
