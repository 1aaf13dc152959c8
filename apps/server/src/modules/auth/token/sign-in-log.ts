import type { FastifyRequest } from 'fastify';
import type { TokenAnswer } from '@beree/contracts';
import { requestActor } from '../../../core/logging/request-facts';
import { recordUsual } from '../../../core/logging/usual-log';
import { TokenFailure } from './failure';

/**
 * Runs a token grant and keeps its outcome: the request's log rows name the user it admitted, or
 * the account a refused attempt tried in the tenant it named; a sign-in (any grant but a refresh)
 * or its refusal is an entry 'auth.login' of the usual log. Answers the tokens, or the refusal to send.
 */
export async function recordSignIn(request: FastifyRequest, params: Record<string, string | undefined>, forcedGrant: string | undefined, run: () => Promise<TokenAnswer>): Promise<TokenAnswer | TokenFailure> {
  const grantType = forcedGrant ?? params.grant_type;
  const signIn = grantType !== 'refresh_token';
  try {
    const answer = await run();
    request.actor = { tenantId: answer.tenant_id, userId: /^\d+$/.test(answer.user_id) ? BigInt(answer.user_id) : undefined, account: answer.account };
    if (signIn) recordUsual(request, { logId: 'auth.login', data: { account: answer.account, grantType, result: 'success' } });
    return answer;
  } catch (error) {
    if (!(error instanceof TokenFailure)) throw error;
    // The rows of a refused attempt name the account it tried, in the tenant it named.
    const account = params.username?.trim().slice(0, 64) || undefined;
    request.actor = { ...requestActor(request), account };
    if (signIn) recordUsual(request, { logId: 'auth.login', level: 'WARN', data: { account, grantType, result: 'failure', reason: error.description } });
    return error;
  }
}
