import type { TokenAnswer } from '@beree/contracts';
import { RequestError, messageOf, requestHooks } from '@/shared/request';
import { requestFederatedToken } from './auth-api';
import { acceptTokenReply, loginWith, type ChoosePair } from './login';
import type { UserInfo } from './session-types';

/** The third-party identity signed in, but no account is bound to it yet: bind (or register) with this oauthId. */
export class IdentityUnbound extends Error {
  constructor(public readonly oauthId: string, message: string) {
    super(message);
    this.name = 'IdentityUnbound';
  }
}

/** The provider sends the browser back to the login page; the same address goes to the token endpoint. */
export const federatedReturnAddress = () => `${window.location.origin}/login`;

/**
 * Completes a third-party sign-in with the code and state the provider returned: signs in the
 * bound user, or throws IdentityUnbound. Other refusals are shown as the login page shows them.
 */
export async function loginFederated(answer: { code: string; state: string; iss?: string }, choose?: ChoosePair): Promise<UserInfo> {
  let tokens: TokenAnswer;
  try {
    tokens = acceptTokenReply(await requestFederatedToken({ ...answer, redirectUri: federatedReturnAddress() }));
  } catch (error) {
    const body = error instanceof RequestError ? (error.body as { oauth_id?: unknown } | undefined) : undefined;
    if (typeof body?.oauth_id === 'string' && body.oauth_id) throw new IdentityUnbound(body.oauth_id, messageOf(body) ?? '');
    if (error instanceof RequestError) requestHooks.notify(error.message);
    throw error;
  }
  return loginWith(tokens, choose);
}
