import type { TokenAnswer } from '@beree/contracts';

/** A token endpoint answer as the server sends it for the platform administrator. */
export const tokenAnswer = (suffix = '1'): TokenAnswer => ({
  access_token: `access-${suffix}`,
  token_type: 'bearer',
  refresh_token: `refresh-${suffix}`,
  expires_in: 3600,
  tenant_id: '000000',
  user_id: '1',
  dept_id: '10',
  post_id: '',
  role_id: '20',
  oauth_id: '',
  account: 'admin',
  user_name: 'admin',
  nick_name: '管理员',
  real_name: '管理员',
  role_name: 'administrator',
  avatar: '',
  license: 'powered by beree',
  detail: { type: 'web' },
  client_id: 'saber',
});
