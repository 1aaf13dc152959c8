import type { SwitchOptions, TokenAnswer } from '@beree/contracts';
import { requestHooks } from '@/shared/request';
import { useLockStore } from '@/features/lock/lock-store';
import { useTabStore } from '@/features/tabs/tab-store';
import { fetchSwitchOptions, requestLogoutWith, requestRefresh, requestToken, type SwitchPair, type TokenReply } from './auth-api';
import { usePermissionStore } from './permission-store';
import type { LoginForm, UserInfo } from './session-types';
import { useSessionStore } from './session-store';

export class LoginRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginRejected';
  }
}

/** The user closed the dept/role choice at sign-in: the session just opened has been ended again. */
export class LoginCancelled extends Error {
  constructor() {
    super('Sign-in cancelled');
    this.name = 'LoginCancelled';
  }
}

/** Asks the user for one of their depts and roles; null when they decline. */
export type ChoosePair = (options: SwitchOptions) => Promise<SwitchPair | null>;

/** An answer is only a session when it carries tokens; otherwise its error_description is the reason. */
export function acceptTokenReply(reply: TokenReply): TokenAnswer {
  if (reply.error_description || !reply.access_token || !reply.refresh_token) {
    const text = reply.error_description || requestHooks.translate('request:unknownError');
    requestHooks.notify(text);
    throw new LoginRejected(text);
  }
  return reply as TokenAnswer;
}

const several = (ids: string | undefined) => (ids ?? '').includes(',');

/**
 * With switch mode on, a user holding several depts or roles works with one pair at a time: they
 * choose it right after the password check, and the refresh grant re-issues the tokens for it
 * (the captcha of the sign-in is used up, so the password grant cannot simply be repeated).
 */
async function applyChoice(answer: TokenAnswer, choose?: ChoosePair): Promise<TokenAnswer> {
  if (!choose || (!several(answer.dept_id) && !several(answer.role_id))) return answer;
  const options = await fetchSwitchOptions(answer.access_token);
  if (!options.switchMode || (options.depts.length <= 1 && options.roles.length <= 1)) return answer;
  const pair = await choose(options);
  if (!pair) {
    await requestLogoutWith(answer.access_token).catch(() => undefined);
    throw new LoginCancelled();
  }
  return acceptTokenReply(await requestRefresh(answer.refresh_token, answer.tenant_id, pair.deptId, pair.roleId));
}

/**
 * Stores a new session: tokens, tenant and user; resets the tabs to home and clears the lock, then
 * loads the button permissions the pages check.
 */
export async function startSession(answer: TokenAnswer): Promise<UserInfo> {
  useSessionStore.getState().setSession(answer);
  useTabStore.getState().reset();
  useLockStore.getState().clear();
  // Without button codes the user is still signed in; the shell tries loading them again. A user
  // who must first change a password someone else set is refused them until then.
  if (!answer.password_change_required) await usePermissionStore.getState().load().catch(() => undefined);
  return useSessionStore.getState().userInfo!;
}

/** Signs in with the password (or captcha) grant; `choose` asks for a dept and role in switch mode. */
export async function login(form: LoginForm, choose?: ChoosePair): Promise<UserInfo> {
  const answer = acceptTokenReply(await requestToken(form));
  return startSession(await applyChoice(answer, choose));
}

/** Completes a sign-in whose tokens came another way (a third-party sign-in). */
export async function loginWith(answer: TokenAnswer, choose?: ChoosePair): Promise<UserInfo> {
  return startSession(await applyChoice(answer, choose));
}
