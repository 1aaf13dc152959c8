import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenAnswer } from '@beree/contracts';
import type { TokenFailure } from './failure';

export type Params = Record<string, string | undefined>;

/** A tenant code as sign-in takes it. */
export const TENANT_RE = /^[A-Za-z0-9]{1,12}$/;

/** A token grant on parameters named as /oauth/token names them (grant_type, username, md5 password …). */
export type IssueTokens = (request: FastifyRequest, reply: FastifyReply, params: Params, forcedGrant?: string) => Promise<TokenAnswer | TokenFailure>;

/** One parameter as text: a repeated query key counts once, a JSON number or boolean as written, anything else not at all. */
const text = (value: unknown): string | undefined => {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one : typeof one === 'number' || typeof one === 'boolean' ? String(one) : undefined;
};

/** Parameters come in the query string (Saber) or a form/JSON body; the query wins. */
export function paramsOf(request: FastifyRequest): Params {
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
  const query = (request.query as Record<string, unknown>) ?? {};
  const out: Params = {};
  for (const [key, value] of [...Object.entries(body), ...Object.entries(query)]) out[key] = text(value) ?? out[key];
  return out;
}
