import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PLATFORM_TENANT_ID, type TokenAnswer } from '@beree/contracts';
import { users } from '../../../core/db/schema';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { exchangeCode } from '../sso/exchange';
import type { ProviderRegistry } from '../sso/providers';
import { consumeState } from '../sso/state';
import { switchModeOn } from '../switch/mode';
import { chooseActive, type ActiveChoice } from '../token/active';
import type { Client } from '../token/clients';
import { TokenFailure, TOKEN_ERRORS } from '../token/failure';
import { checkTenant, settle, startSession, unwrap, type GrantDeps } from '../token/service';
import type { Lifetimes } from '../token/session';
import { recordIdentity, unbindIdentity, type OauthRow } from './identity';
import { signBindTicket } from './ticket';

export interface FederatedDeps extends GrantDeps {
  providers: ProviderRegistry;
  log: FastifyBaseLogger;
}

/** The social grant (source, code, state) and the SSO grant (authorization_code: code, redirect_uri, state). */
export interface FederatedGrant extends ActiveChoice {
  source?: string;
  code: string;
  state: string;
  redirectUri?: string;
  iss?: string;
}

/**
 * Signs in with a provider's authorization code: the state must be one this server issued and
 * not yet used, the code is exchanged with the provider, and the identity is mapped to a user
 * through blade_user_oauth. An identity nobody is bound to is refused with an oauth_id to bind.
 */
export async function federatedGrant(deps: FederatedDeps, client: Client, lifetimes: Lifetimes, grant: FederatedGrant): Promise<TokenAnswer> {
  const platform = { tenantId: PLATFORM_TENANT_ID };
  const state = await withTenant(deps.db, platform, (tx) => consumeState(tx, deps.signingKey, grant.state));
  if (!state || (grant.source && grant.source !== state.source)) throw new TokenFailure(400, TOKEN_ERRORS.badState);
  if (grant.redirectUri && grant.redirectUri !== state.redirectUri) throw new TokenFailure(400, TOKEN_ERRORS.badRedirect);
  const provider = deps.providers.get(state.source);
  if (!provider) throw new TokenFailure(400, TOKEN_ERRORS.unknownSource);
  let identity;
  try {
    const config = await deps.providers.configuration(provider);
    identity = await exchangeCode(config, provider, state, { code: grant.code, state: grant.state, iss: grant.iss });
  } catch (error) {
    deps.log.warn({ err: error, source: provider.source }, 'third-party sign-in: the code exchange failed');
    throw new TokenFailure(400, TOKEN_ERRORS.badCode);
  }
  const row = await withTenant(deps.db, platform, (tx) => recordIdentity(tx, identity));
  return signInBound(deps, client, lifetimes, row, grant);
}

/** Tokens for the user the identity is bound to, in that user's tenant. */
async function signInBound(deps: FederatedDeps, client: Client, lifetimes: Lifetimes, row: OauthRow, choice: ActiveChoice): Promise<TokenAnswer> {
  const unbound = async () => new TokenFailure(400, TOKEN_ERRORS.unbound, { oauth_id: await signBindTicket(deps.signingKey, row.id) });
  if (row.userId === null || !row.boundTenantId) throw await unbound();
  const tenantId = row.boundTenantId;
  const userId = row.userId;
  const switchMode = await switchModeOn(deps.db, tenantId);
  const outcome = await withTenant(deps.db, { tenantId, userId }, async (tx) => settle(async () => {
    await checkTenant(tx, tenantId);
    const [user] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.isDeleted, 0)));
    if (!user) {
      // The user was deleted: the identity is free to be bound again.
      await unbindIdentity(tx, row.id);
      return { failure: await unbound() };
    }
    if (user.status !== 1) return { failure: new TokenFailure(400, TOKEN_ERRORS.disabled) };
    return { answer: await startSession(tx, deps, client, lifetimes, user, chooseActive(user, choice, switchMode)) };
  }));
  return unwrap(outcome);
}
