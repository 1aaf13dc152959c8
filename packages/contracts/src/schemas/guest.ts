import { z } from 'zod';
import { isId, requiredText } from './common';

/** Tenant codes as the tenant registry keeps them: letters and digits, at most 12. */
const tenantCode = z.string({ error: 'guest.tenantId.required' }).trim().min(1, { error: 'guest.tenantId.required' }).regex(/^[A-Za-z0-9]{1,12}$/, { error: 'tenant.tenantId.invalid' });

/** Passwords travel as the md5 hex of what the user typed, as at sign-in. */
const md5Password = z.string({ error: 'guest.password.required' }).trim().min(1, { error: 'guest.password.required' }).regex(/^[0-9a-fA-F]{32}$/, { error: 'user.password.invalid' });

/** The reference to a third-party identity that the token endpoint hands out when it is not yet bound. */
const oauthTicket = z.string().trim().max(2000, { error: 'field.tooLong' });

/** POST /api/blade-system/user/register-guest (spec §3 Guest registration). */
export const registerGuestSchema = z.object({
  tenantId: tenantCode,
  name: requiredText('guest.name.required', 20),
  account: requiredText('guest.account.required', 45),
  password: md5Password,
  oauthId: oauthTicket.nullish(),
});

/** POST /api/blade-system/user/bind-guest (spec §3 Bind guest form, plus oauthId on submit). */
export const bindGuestSchema = z.object({
  tenantId: tenantCode,
  account: requiredText('guest.account.required', 45),
  password: md5Password,
  oauthId: oauthTicket.min(1, { error: 'guest.oauth.invalid' }),
});

/** The switch form (spec §3): one dept and one role of the user's own. */
export const switchSchema = z.object({
  deptId: z.string({ error: 'switch.deptId.required' }).refine(isId, { error: 'switch.deptId.required' }),
  roleId: z.string({ error: 'switch.roleId.required' }).refine(isId, { error: 'switch.roleId.required' }),
});

export type RegisterGuest = z.infer<typeof registerGuestSchema>;
export type BindGuest = z.infer<typeof bindGuestSchema>;

/** An option of the switch form. */
export interface SwitchChoice {
  id: string;
  name: string;
}

/** GET /api/blade-auth/oauth/switch-options: whether switching is on, the user's own depts and roles, and the active pair. */
export interface SwitchOptions {
  switchMode: boolean;
  deptId: string;
  roleId: string;
  depts: SwitchChoice[];
  roles: SwitchChoice[];
}

/** A third-party sign-in the login page offers (GET /api/blade-auth/oauth/providers). */
export interface SignInProvider {
  source: string;
  name: string;
}

/**
 * The token endpoint's refusal of a third-party identity no user is bound to yet: the usual
 * `{error_code, error_description}` plus `oauth_id`, a short-lived reference the bind and
 * registration forms send back as oauthId.
 */
export interface UnboundIdentityError {
  error_code: number;
  error_description: string;
  oauth_id: string;
}
