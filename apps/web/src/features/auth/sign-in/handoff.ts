import type { TokenAnswer } from '@beree/contracts';
import type { SignInValues } from './sign-in-api';

/**
 * A sign-in whose tokens arrived on the first page (boot/light-sign-in), completed by the app's
 * login page once the app has loaded: it asks for a dept and role when needed, then stores the
 * session. Taken once.
 */
let pending: { answer: TokenAnswer; values: SignInValues } | undefined;

export function handOnSignIn(signIn: { answer: TokenAnswer; values: SignInValues }): void {
  pending = signIn;
}

export function takeSignIn(): { answer: TokenAnswer; values: SignInValues } | undefined {
  const signIn = pending;
  pending = undefined;
  return signIn;
}
