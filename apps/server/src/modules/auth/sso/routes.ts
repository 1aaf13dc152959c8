import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { badRequest } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { authorizationUrl } from './exchange';
import type { ProviderRegistry } from './providers';
import { issueState } from './state';

const tags = ['auth'];

/** Where the provider sends the browser back: an absolute http(s) address without query or fragment. */
function returnAddress(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('sso.redirectUri.invalid', { field: 'redirect_uri' });
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw badRequest('sso.redirectUri.invalid', { field: 'redirect_uri' });
  }
  return url.href;
}

/**
 * GET /api/blade-auth/oauth/render?source=… (also …/render/{source}, the BladeX path): starts a
 * third-party sign-in by sending the browser to the provider with a single-use state. The provider
 * returns to the web app's /login (or the configured redirectUri), which completes the sign-in at
 * the token endpoint. GET /api/blade-auth/oauth/providers lists what the login page may offer.
 */
export function registerSsoRoutes(app: FastifyInstance, deps: AppDeps, providers: ProviderRegistry): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { public: true, rateLimit: { max: deps.config.tokenRateLimit, timeWindow: '1 minute' } };

  api.get('/api/blade-auth/oauth/providers', { schema: { tags, summary: 'Third-party sign-ins the login page offers' }, config: { public: true } }, async () =>
    ok(providers.list()),
  );

  const render = async (request: FastifyRequest, reply: FastifyReply, source: string, redirectParam?: string) => {
    const provider = providers.get(source);
    if (!provider) throw badRequest('sso.source.unknown', { field: 'source' });
    const redirectUri = returnAddress(provider.redirectUri ?? redirectParam ?? `${request.protocol}://${request.host}/login`);
    const configuration = await providers.configuration(provider).catch((error: unknown) => {
      request.log.warn({ err: error, source }, 'third-party sign-in: the provider could not be reached');
      throw badRequest('sso.provider.unavailable', { field: 'source' });
    });
    const state = { source, redirectUri, verifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() };
    const stateParam = await withTenant(deps.db, { tenantId: PLATFORM_TENANT_ID }, (tx) => issueState(tx, deps.signingKey, state));
    const target = await authorizationUrl(configuration, provider, state, stateParam);
    return reply.redirect(target.href, 302);
  };

  const redirect = { 200: null, 302: { description: "To the provider's sign-in page", headers: { location: { type: 'string', description: 'The authorization address' } } } };
  const query = z.object({ source: z.string({ error: 'sso.source.unknown' }).trim().min(1, { error: 'sso.source.unknown' }).max(40), redirect_uri: z.string().max(2000).optional() });
  api.get('/api/blade-auth/oauth/render', { schema: { tags, summary: 'Start a third-party sign-in (302 to the provider)', querystring: query, answers: redirect }, config }, (request, reply) =>
    render(request, reply, request.query.source, request.query.redirect_uri),
  );
  api.get(
    '/api/blade-auth/oauth/render/:source',
    { schema: { tags, summary: 'Start a third-party sign-in (BladeX path)', answers: redirect, params: z.object({ source: z.string().max(40) }), querystring: z.object({ redirect_uri: z.string().max(2000).optional() }) }, config },
    (request, reply) => render(request, reply, request.params.source, request.query.redirect_uri),
  );
}
