import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../core/deps';
import { md5Hex } from '../../../core/auth/passwords';
import { fail, ok } from '../../../core/http/envelope';
import type { CaptchaService } from '../captcha/service';
import { paramsOf, type IssueTokens, type Params } from '../token/params';
import { TOKEN_ERRORS, TokenFailure } from '../token/failure';
import { authInfoOf } from './auth-info';
import { checkSm2PrivateKey, decryptSm2Password } from './sm2-password';

const tags = ['auth'];
const optional = (description: string) => z.string().optional().describe(description);
const TOKEN_QUERY = z.object({
  grantType: optional('password | captcha | refresh_token'),
  tenantId: optional('Tenant code (default 000000); the Tenant-Id header wins'),
  account: optional('Account (password and captcha grants)'),
  password: optional('The password, SM2-encrypted hex with the public key of SM2_PRIVATE_KEY (plain text when no key is configured)'),
  refreshToken: optional('Refresh token (refresh_token grant)'),
  type: optional('account'),
  scope: optional('all'),
});

/**
 * The sign-in of the open-source SpringBlade family (Saber 4.x, wire-protocol §2): the captcha and
 * the tokens in the R envelope, camelCase parameters and answers, the password SM2-encrypted. The
 * grants, lockout and sessions are those of /oauth/token; only the names and the envelope differ.
 */
export function registerSpringBladeRoutes(app: FastifyInstance, deps: AppDeps, captcha: CaptchaService, issue: IssueTokens, config: RouteShorthandOptions['config']): void {
  const privateKey = deps.config.sm2PrivateKey;
  if (privateKey) checkSm2PrivateKey(privateKey);

  /** The md5 /oauth/token expects; a ciphertext the key does not open counts as an empty (wrong) password. */
  const md5Of = (password: string | undefined): string | undefined => {
    if (!password) return undefined;
    if (!privateKey) return md5Hex(password);
    return md5Hex(decryptSm2Password(password, privateKey) ?? '');
  };

  app.get(
    '/api/blade-auth/captcha',
    { schema: { tags, summary: 'A new single-use captcha in the R envelope (SpringBlade)' }, config: { public: true, rateLimit: { max: deps.config.captchaRateLimit, timeWindow: '1 minute' } } },
    async () => ok(await captcha.create()),
  );

  app.post('/api/blade-auth/token', { schema: { tags, summary: 'Issue tokens, SpringBlade style (R envelope, camelCase AuthInfo)', documented: { querystring: TOKEN_QUERY }, security: [{ client: [] }] }, config }, async (request, reply) => {
    const p = paramsOf(request);
    // Refusals name the parameters as this endpoint calls them.
    const needed = p.grantType === 'refresh_token' ? ['refreshToken'] : p.grantType === 'password' || p.grantType === 'captcha' ? ['account', 'password'] : [];
    const missing = needed.find((name) => !p[name]?.trim());
    if (missing) return reply.code(400).send(fail(400, TOKEN_ERRORS.missingField + missing));
    const params: Params = {
      // The social grant's source, code and state pass as they are.
      ...p,
      grant_type: p.grantType,
      tenantId: p.tenantId,
      username: p.account,
      password: md5Of(p.password),
      refresh_token: p.refreshToken,
    };
    const answer = await issue(request, reply, params);
    if (answer instanceof TokenFailure) return reply.code(answer.status).send(fail(answer.status, answer.description));
    return ok(authInfoOf(answer));
  });
}
