import type { FastifyInstance } from 'fastify';
import { bindGuestSchema, message, registerGuestSchema } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { requestLang } from '../../../core/http/language';
import { bindGuest, registerGuest } from '../../auth/social/bind';
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
    { schema: { tags, summary: 'Register a guest (no role until an administrator grants one)', description: 'tenantId, name, account, password (md5 hex), oauthId?' }, config },
    async (request) => {
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
