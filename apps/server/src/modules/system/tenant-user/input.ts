import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '@beree/contracts';
import { badRequest } from '../../../core/http/errors';

/**
 * Reads a command's fields from the query string and the body together: the BladeX web app sends
 * these calls' fields as query parameters, newer clients as a JSON or form body. A bad field is a
 * 400 naming it, exactly like a schema failure on a declared body.
 */
export function readInput<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
  const parsed = schema.safeParse({ ...query, ...body });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.map(String).join('.') || 'body';
  const max = 'maximum' in issue ? String(issue.maximum) : '';
  if (issue.message in MESSAGES) throw badRequest(issue.message, { field, max });
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  throw badRequest(missing ? 'field.required' : 'field.invalid', { field });
}
