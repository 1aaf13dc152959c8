import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { logEntriesSchema, PLATFORM_TENANT_ID, type LogEntry } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { users } from '../../../core/db/schema';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { recordUiErrors, uploaderOf, type Uploader } from '../../log/error/record';
import { passwordPolicyOf } from '../password/policy';
import type { CaptchaService } from '../captcha/service';
import { revokeSessions } from '../../../core/auth/revoke';
import { boundOauthIdQuery } from '../token/session';

const tags = ['auth'];
const text = z.string();
/** The signed-in user as the BladeX user-info answer names it; ids comma-joined where a user has several. */
const USER_INFO = z.object({
  user_id: text,
  user_name: text,
  nick_name: text,
  real_name: text,
  account: text,
  role_name: text,
  role_id: text,
  dept_id: text,
  tenant_id: text,
  avatar: text,
  oauth_id: text,
  permissions: z.array(text).describe('Button codes the user holds'),
  password_change_required: z.boolean().describe('The password was set by someone else and must be changed first'),
});
/** The captcha answers flat (wire-protocol §2): a key to send back and the image as a data URL. */
const CAPTCHA_ANSWER = {
  description: 'A new single-use captcha (flat, no envelope)',
  schema: z.object({ key: z.string(), image: z.string().startsWith('data:image/svg+xml;base64,') }),
};

export function registerOauthRoutes(app: FastifyInstance, deps: AppDeps, captcha: CaptchaService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Per-address rate limit: each answer writes a row.
  const captchaLimit = { max: deps.config.captchaRateLimit, timeWindow: '1 minute' };
  api.get('/api/blade-auth/oauth/captcha', { schema: { tags, answers: { 200: CAPTCHA_ANSWER } }, config: { public: true, rateLimit: captchaLimit } }, async () => captcha.create());

  // Public: the sign-up page checks a new password before anyone is signed in.
  api.get(
    '/api/blade-auth/oauth/password-policy',
    { schema: { tags, summary: "A tenant's password policy", querystring: z.object({ tenantId: z.string().regex(/^[A-Za-z0-9]{1,12}$/, { error: 'field.invalid' }).optional() }) }, config: { public: true } },
    async (request) => ok(await passwordPolicyOf(deps.db, request.query.tenantId ?? PLATFORM_TENANT_ID)),
  );

  if (deps.config.isTest) {
    // Test builds only: lets browser tests read the answer of a real captcha.
    api.get('/api/test-hooks/captcha', { schema: { hide: true, querystring: z.object({ key: z.string() }) }, config: { public: true } }, async (request) =>
      ok({ answer: captcha.testAnswer(request.query.key) ?? null }),
    );
  }

  const logout = async (ctx: { tenantId: string; userId: bigint; sessionId: bigint; account: string }, entries: LogEntry[], who: Uploader) => {
    await withTenant(deps.db, ctx, async (tx) => {
      await recordUiErrors(tx, who, entries);
      await revokeSessions(tx, deps.sessions, [ctx.sessionId], 'logout');
    });
    // The other nodes hear of it before the answer, so the token is refused everywhere at once.
    await deps.sessions.told();
    return { ...ok({ account: ctx.account }, 'success'), account: ctx.account };
  };

  api.get('/api/blade-auth/oauth/logout', { schema: { tags } }, (request) => logout(request.ctx, [], uploaderOf(request)));
  api.post('/api/blade-auth/oauth/logout', { schema: { tags, body: logEntriesSchema.optional() } }, (request) => logout(request.ctx, request.body ?? [], uploaderOf(request)));
  // SpringBlade's path (Saber 4.x signs out here).
  api.post('/api/blade-auth/logout', { schema: { tags } }, (request) => logout(request.ctx, [], uploaderOf(request)));

  api.get('/api/blade-auth/oauth/user-info', { schema: { tags, answer: USER_INFO } }, async (request) => {
    const { ctx } = request;
    // The user and the bound identity in one statement: this call is every page's first.
    const [user] = await withTenant(deps.db, ctx, (tx) =>
      tx
        .select({
          account: users.account,
          name: users.name,
          realName: users.realName,
          avatar: users.avatar,
          passwordChangeRequired: users.passwordChangeRequired,
          oauthId: sql<string | null>`(${boundOauthIdQuery(tx, { id: ctx.userId, tenantId: ctx.tenantId })})`,
        })
        .from(users)
        .where(and(eq(users.id, ctx.userId), eq(users.isDeleted, 0))),
    );
    return ok({
      user_id: ctx.userId,
      user_name: user?.account ?? ctx.account,
      nick_name: user?.name ?? '',
      real_name: user?.realName ?? '',
      account: ctx.account,
      role_name: ctx.roleAliases.join(','),
      role_id: ctx.roleIds.join(','),
      dept_id: ctx.deptIds.join(','),
      tenant_id: ctx.tenantId,
      avatar: user?.avatar ?? '',
      oauth_id: user?.oauthId ? String(user.oauthId) : '',
      permissions: [...request.grants.codes].sort(),
      password_change_required: user?.passwordChangeRequired === 1,
    });
  });

  api.get('/api/blade-auth/oauth/clear-cache', { schema: { tags } }, async (request) => {
    deps.sessions.forget(request.ctx.sessionId.toString());
    return ok({}, '清除完毕');
  });
}
