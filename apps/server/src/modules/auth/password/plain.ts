import type { FastifyRequest } from 'fastify';
import { passwordProblem } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { refuseCommonPassword } from '../../../core/auth/common-passwords';
import { md5Hex } from '../../../core/auth/passwords';
import { badRequest } from '../../../core/http/errors';
import { requestDialect } from '../../../core/http/dialect';
import { passwordPolicyOf } from './policy';

/** The header with which a client says its password fields are in clear: `Password-Encoding: plain`. */
export const PASSWORD_ENCODING = 'password-encoding';

export interface PlainPasswords {
  /** The tenant whose policy applies. */
  tenantId: string;
  /** Fields holding a new password: checked against the policy and the common list. */
  check: string[];
  /** Fields only turned into their md5 (the old password, the repeated new one). */
  convert?: string[];
  /** The account the new password must not contain. */
  account?: string;
}

/** This product's web app says so with the header; SpringBlade's clients (Saber) always send them in clear. */
const sentInClear = (request: FastifyRequest) =>
  String(request.headers[PASSWORD_ENCODING] ?? '').trim().toLowerCase() === 'plain' || requestDialect(request) === 'springblade';

/** The objects a route reads its input from: the query string and a JSON or form body. */
function inputs(request: FastifyRequest): Record<string, unknown>[] {
  const out = [(request.query ?? {}) as Record<string, unknown>];
  if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) out.push(request.body as Record<string, unknown>);
  return out;
}

/**
 * Passwords that set a password arrive as md5 hex from BladeX clients, which can check length and
 * character classes only where the password is typed. A client that sends them in clear
 * (`Password-Encoding: plain`, as this product's web app does, or a SpringBlade client) has the whole policy enforced
 * here: each new password is checked against the tenant's policy and the common list, with a 400
 * naming the field, then every named field is replaced by its md5, so the route reads what it always
 * read. Run before the route's own validation (a preValidation hook, or first in the handler).
 */
export async function digestPlainPasswords(db: Executor, request: FastifyRequest, spec: PlainPasswords): Promise<void> {
  if (!sentInClear(request)) return;
  const policy = await passwordPolicyOf(db, spec.tenantId);
  for (const input of inputs(request)) {
    for (const field of spec.check) {
      const value = input[field];
      if (typeof value !== 'string' || value === '') continue;
      const problem = passwordProblem(value, spec.account, policy);
      if (problem) throw badRequest(problem.key, { ...problem.vars, field });
      refuseCommonPassword(md5Hex(value), field);
    }
    for (const field of [...spec.check, ...(spec.convert ?? [])]) {
      const value = input[field];
      if (typeof value === 'string' && value !== '') input[field] = md5Hex(value);
    }
  }
}
