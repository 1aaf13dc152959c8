import type { TokenAnswer } from '@beree/contracts';

/** The signed-in user as the token endpoint describes them; the tokens themselves live in cookies. */
export type UserInfo = Omit<TokenAnswer, 'access_token' | 'refresh_token'>;

export interface LoginForm {
  tenantId: string;
  username: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
  deptId?: string;
  roleId?: string;
}
