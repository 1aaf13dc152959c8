import * as oidc from 'openid-client';
import type { SocialProvider } from '../../../core/config/social-providers';
import type { SignInState } from './state';

/** Who the provider says signed in. */
export interface Identity {
  source: string;
  uuid: string;
  username?: string;
  nickname?: string;
  avatar?: string;
  email?: string;
}

/** The provider's authorization URL for a started sign-in (authorization code flow with PKCE). */
export async function authorizationUrl(config: oidc.Configuration, provider: SocialProvider, state: SignInState, stateParam: string): Promise<URL> {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: state.redirectUri,
    scope: provider.scope,
    state: stateParam,
    nonce: state.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(state.verifier),
    code_challenge_method: 'S256',
  });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined);

/**
 * Exchanges the code at the provider's token endpoint and reads the identity from the ID token and,
 * where the provider has one, the userinfo endpoint.
 */
export async function exchangeCode(
  config: oidc.Configuration,
  provider: SocialProvider,
  state: SignInState,
  answer: { code: string; state: string; iss?: string },
): Promise<Identity> {
  const metadata = config.serverMetadata();
  const callback = new URL(state.redirectUri);
  callback.searchParams.set('code', answer.code);
  callback.searchParams.set('state', answer.state);
  // The state already binds the answer to this provider; clients that drop `iss` still get through.
  if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', answer.iss ?? metadata.issuer);
  const scopes = provider.scope.split(/\s+/);
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    expectedState: answer.state,
    pkceCodeVerifier: state.verifier,
    ...(scopes.includes('openid') ? { expectedNonce: state.nonce, idTokenExpected: true } : {}),
  });
  const idClaims: Record<string, unknown> = tokens.claims() ?? {};
  const subject = text(idClaims.sub);
  const info: Record<string, unknown> = metadata.userinfo_endpoint
    ? await oidc.fetchUserInfo(config, tokens.access_token, subject ?? oidc.skipSubjectCheck)
    : {};
  const claims = { ...info, ...idClaims };
  const uuid = text(claims.sub) ?? text(claims.id);
  if (!uuid) throw new Error(`provider ${provider.source} named no subject`);
  return {
    source: provider.source,
    uuid,
    username: text(claims.preferred_username) ?? text(claims.login) ?? text(claims.email),
    nickname: text(claims.name) ?? text(claims.nickname),
    avatar: text(claims.picture) ?? text(claims.avatar_url),
    email: text(claims.email),
  };
}
