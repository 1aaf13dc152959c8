import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PLATFORM_TENANT_ID, type TokenAnswer } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { recordSignIn } from './sign-in-log';
import type { CaptchaService } from '../captcha/service';
import { federatedGrant } from '../social/grant';
import { ProviderRegistry } from '../sso/providers';
import { registerSsoRoutes } from '../sso/routes';
import { registerSwitchRoutes } from '../switch/routes';
import { registerSpringBladeRoutes } from '../spring-blade/routes';
import { allowsGrant, authenticateClient, type Client } from './clients';
import { TOKEN_ANSWERS, TOKEN_INPUT } from './answers';
import { TokenFailure, TOKEN_ERRORS } from './failure';
import { passwordGrant, refreshGrant } from './service';
import { paramsOf, TENANT_RE, type IssueTokens, type Params } from './params';

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return (Array.isArray(v) ? v[0] : v) || undefined;
};

const required = (p: Params, name: string): string => {
  const value = p[name]?.trim();
  if (!value) throw new TokenFailure(400, TOKEN_ERRORS.missingField + name);
  return value;
};

/**
 * POST /api/blade-auth/oauth/token (and …/token/refresh): password, captcha, refresh_token, social
 * and authorization_code grants; plus the third-party sign-in start and the switch options.
 */
export function registerTokenRoutes(app: FastifyInstance, deps: AppDeps, captcha: CaptchaService): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const providers = new ProviderRegistry(deps.config.socialProviders);
  registerSsoRoutes(app, deps, providers);
  registerSwitchRoutes(app, deps);

  const lifetimes = (client: Client) => ({
    access: deps.config.accessTokenTtl ?? client.accessTokenValidity,
    refresh: deps.config.refreshTokenTtl ?? client.refreshTokenValidity,
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply, forcedGrant?: string) => {
    const answer = await issue(request, reply, paramsOf(request), forcedGrant);
    if (answer instanceof TokenFailure) return reply.code(answer.status).send({ error_code: answer.status, error_description: answer.description, ...answer.extra });
    return answer;
  };

  /** Runs a grant on parameters named as this endpoint names them: the tokens, or the refusal to send. */
  const issue: IssueTokens = async (request, reply, p, forcedGrant) => {
    // Tokens are never cached, by the browser or anything between (RFC 6749 §5.1).
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return recordSignIn(request, p, forcedGrant, () => grant(request, p, forcedGrant));
  };

  /** Answers a grant's tokens, or throws the TokenFailure to answer. */
  const grant = async (request: FastifyRequest, p: Params, forcedGrant?: string): Promise<TokenAnswer> => {
    const client = await withTenant(deps.db, { tenantId: PLATFORM_TENANT_ID }, (tx) => authenticateClient(tx, request.headers.authorization));
    if (!client) throw new TokenFailure(401, TOKEN_ERRORS.badClient);
    const grantType = forcedGrant ?? required(p, 'grant_type');
    if (!allowsGrant(client, grantType)) throw new TokenFailure(400, TOKEN_ERRORS.badGrant);
    const tenantId = header(request, 'tenant-id') ?? p.tenantId ?? PLATFORM_TENANT_ID;
    if (!TENANT_RE.test(tenantId)) throw new TokenFailure(400, TOKEN_ERRORS.unknownTenant);
    const grantDeps = { db: deps.db, signingKey: deps.signingKey, captcha, sessions: deps.sessions };
    const choice = { deptId: header(request, 'dept-id') ?? p.deptId, roleId: header(request, 'role-id') ?? p.roleId };
    if (grantType === 'password' || grantType === 'captcha') {
      return await passwordGrant(grantDeps, client, lifetimes(client), {
        tenantId,
        username: required(p, 'username'),
        password: required(p, 'password'),
        captcha: grantType === 'captcha' ? { key: header(request, 'captcha-key'), code: header(request, 'captcha-code') } : undefined,
        source: request.ip,
        ...choice,
      });
    }
    if (grantType === 'refresh_token') {
      return await refreshGrant(grantDeps, client, lifetimes(client), { tenantId, refreshToken: required(p, 'refresh_token'), ...choice });
    }
    if (grantType === 'social' || grantType === 'authorization_code') {
      // The tenant comes from the user the identity is bound to, never from the request.
      return await federatedGrant({ ...grantDeps, providers, log: request.log }, client, lifetimes(client), {
        source: grantType === 'social' ? required(p, 'source') : p.source?.trim() || undefined,
        code: required(p, 'code'),
        state: required(p, 'state'),
        redirectUri: grantType === 'authorization_code' ? required(p, 'redirect_uri') : p.redirect_uri?.trim() || undefined,
        iss: p.iss?.trim() || undefined,
        ...choice,
      });
    }
    throw new TokenFailure(400, TOKEN_ERRORS.badGrant);
  };

  // The input is read and refused by the handler itself (flat OAuth errors), so it is only documented.
  const schema = {
    tags: ['auth'],
    summary: 'Issue tokens (password, captcha, refresh_token, social, authorization_code grants)',
    documented: TOKEN_INPUT,
    answers: TOKEN_ANSWERS,
    security: [{ client: [] }],
  };
  // Per-IP rate limit: slows guessing without locking out a hospital behind one NAT address.
  const config = { public: true, rateLimit: { max: deps.config.tokenRateLimit, timeWindow: '1 minute' } };
  app.post('/api/blade-auth/oauth/token', { schema, config }, (request, reply) => handle(request, reply));
  app.post('/api/blade-auth/oauth/token/refresh', { schema, config }, (request, reply) => handle(request, reply, 'refresh_token'));
  registerSpringBladeRoutes(app, deps, captcha, issue, config);
}
