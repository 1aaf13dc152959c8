import type { TokenAnswer } from '@beree/contracts';
import { requestHooks } from '@/shared/request';
import { useLockStore } from '@/features/lock/lock-store';
import { useTabStore } from '@/features/tabs/tab-store';
import { requestToken, type TokenReply } from './auth-api';
import { usePermissionStore } from './permission-store';
import type { LoginForm, UserInfo } from './session-types';
import { useSessionStore } from './session-store';

export class LoginRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginRejected';
  }
}

/** An answer is only a session when it carries tokens; otherwise its error_description is the reason. */
export function acceptTokenReply(reply: TokenReply): TokenAnswer {
  if (reply.error_description || !reply.access_token || !reply.refresh_token) {
    const text = reply.error_description || requestHooks.translate('request:unknownError');
    requestHooks.notify(text);
    throw new LoginRejected(text);
  }
  return reply as TokenAnswer;
}

/**
 * Signs in: stores tokens, tenant and user, resets the tabs to home, clears the lock, then loads
 * the button permissions the pages check.
 */
export async function login(form: LoginForm): Promise<UserInfo> {
  const answer = acceptTokenReply(await requestToken(form));
  useSessionStore.getState().setSession(answer);
  useTabStore.getState().reset();
  useLockStore.getState().clear();
  // Without button codes the user is still signed in; the shell tries loading them again.
  await usePermissionStore.getState().load().catch(() => undefined);
  return useSessionStore.getState().userInfo!;
}
