import type { FastifyInstance } from 'fastify';
import { bindGuestSchema, message, PLATFORM_TENANT_ID, registerGuestSchema } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { requestLang } from '../../../core/http/language';
import { digestPlainPasswords } from '../../auth/password/plain';
import { bindGuest, registerGuest } from '../../auth/social/bind';
import { paramsOf, TENANT_RE } from '../../auth/token/params';
import { readInput } from '../tenant-user/input';

const tags = ['system/user'];
const base = '/api/blade-system/user';

/**
 * Public: guest registration and binding a third-party identity to an existing account (spec §7).
 * Fields come as query parameters (the BladeX web app) or a JSON / form body; the password is the
 * md5 hex of what the user typed, as at sign-in. Both are rate-limited per IP like the token endpoint.
 */
export function registerGuestRoutes(app: FastifyInstance, deps: AppDeps): void {
  const config = { public: true, rateLimit: { max: deps.config.tokenRateLimit, timeWindow: '1 minute' } };
  const bindDeps = { db: deps.db, signingKey: deps.signingKey };

  app.post(
    `${base}/register-guest`,
    { schema: { tags, summary: 'Register a guest (no role until an administrator grants one)', description: 'tenantId, name, account, password (md5 hex, or in clear with the header Password-Encoding: plain), oauthId?' }, config },
    async (request) => {
      const p = paramsOf(request);
      await digestPlainPasswords(deps.db, request, { tenantId: p.tenantId && TENANT_RE.test(p.tenantId) ? p.tenantId : PLATFORM_TENANT_ID, check: ['password'], account: p.account });
      await registerGuest(bindDeps, readInput(request, registerGuestSchema));
      return ok({}, message('guest.registered', requestLang(request)));
    },
  );

  app.post(
    `${base}/bind-guest`,
    { schema: { tags, summary: 'Bind a third-party identity to an existing account', description: 'tenantId, account, password (md5 hex), oauthId' }, config },
    async (request) => {
      await bindGuest(bindDeps, readInput(request, bindGuestSchema), request.ip);
      return ok({}, message('guest.bound', requestLang(request)));
    },
  );
}
