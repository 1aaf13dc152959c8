import { z } from 'zod';
import type { RawAnswer } from '../../../core/http/answers';

const text = z.string();
/** The flat OAuth answer of a granted token (wire-protocol §4c): snake_case, no envelope. */
const granted = z.object({
  access_token: text,
  token_type: z.literal('bearer'),
  refresh_token: text,
  expires_in: z.number().int().describe('Seconds the access token lives'),
  tenant_id: text,
  user_id: text,
  dept_id: text.describe('Comma-joined dept ids'),
  post_id: text.describe('Comma-joined post ids'),
  role_id: text.describe('Comma-joined role ids'),
  oauth_id: text,
  account: text,
  user_name: text,
  nick_name: text,
  real_name: text,
  role_name: text.describe('Comma-joined role aliases'),
  avatar: text,
  license: text,
  detail: z.object({ type: z.literal('web') }),
  client_id: text,
  password_change_required: z.boolean().describe('The password was set by someone else: every call but changing it (and user-info, logout) is refused until it is changed'),
});
/** A refused token request, flat; a third-party identity still to be bound also carries its oauth_id. */
const refused = (status: 400 | 401) => z.object({ error_code: z.literal(status), error_description: text, oauth_id: text.optional() });

export const TOKEN_ANSWERS: Record<number, RawAnswer> = {
  200: { description: 'Tokens and the signed-in user (flat, no envelope)', schema: granted },
  400: { description: 'Missing parameter, unsupported grant, unknown tenant, wrong credentials or captcha, locked or disabled user (flat)', schema: refused(400) },
  401: { description: 'The Basic client header names no known client, or the refresh token is no longer valid (flat)', schema: refused(401) },
};

const optional = (description: string) => z.string().optional().describe(description);
/** What the token endpoint reads; from the query string or a form/JSON body (the query wins). */
export const TOKEN_INPUT = {
  querystring: z.object({
    grant_type: optional('password | captcha | refresh_token | social | authorization_code (…/token/refresh: implied)'),
    tenantId: optional('Tenant code (default 000000); the Tenant-Id header wins'),
    username: optional('Account (password and captcha grants)'),
    password: optional('md5 of the password, lowercase hex (password and captcha grants)'),
    refresh_token: optional('Refresh token (refresh_token grant)'),
    scope: optional('all'),
    type: optional('account'),
    source: optional('Third-party provider (social grant)'),
    code: optional('Authorization code (social and authorization_code grants)'),
    state: optional('State issued by the server (social and authorization_code grants)'),
    redirect_uri: optional('Callback address (authorization_code grant)'),
    iss: optional('Issuer returned with the code'),
    deptId: optional('Dept to act in (switch mode); the Dept-Id header wins'),
    roleId: optional('Role to act as (switch mode); the Role-Id header wins'),
  }),
  headers: z.object({
    'tenant-id': optional('Tenant code'),
    'dept-id': optional('Dept to act in (switch mode)'),
    'role-id': optional('Role to act as (switch mode)'),
    'captcha-key': optional('Key of the captcha (captcha grant)'),
    'captcha-code': optional('Answer to the captcha (captcha grant)'),
  }),
};
