import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, message } from '@beree/contracts';
import { AppError } from './errors';
import { fail } from './envelope';
import { requestLang } from './language';

const PG_UNIQUE_VIOLATION = '23505';

/** Column names of unique violations, as field names the caller sent. */
const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function validationMessage(error: { validation: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[] }, lang: 'zh' | 'en') {
  const first = error.validation[0];
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  const key = first.message ?? '';
  if (key in MESSAGES) return { field, msg: message(key, lang, { field, max: String(first.params.maximum ?? '') }) };
  const missing = first.keyword === 'invalid_type' && /received undefined/.test(key);
  return { field, msg: message(missing ? 'field.required' : 'field.invalid', lang, { field }) };
}

/**
 * One error handler (DESIGN §2): bad input 400 naming the field, missing record 404, denied 403,
 * conflicts 409; anything else is a 500, logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: unknown, request, reply) => {
    const error = thrown as FastifyError;
    const lang = requestLang(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { field, msg } = validationMessage(error, lang);
      return reply.code(400).send({ ...fail(400, msg), data: { field } });
    }
    if (thrown instanceof AppError) {
      const msg = message(thrown.key, lang, thrown.vars);
      return reply.code(thrown.code).send({ ...fail(thrown.code, msg), data: thrown.vars.field ? { field: thrown.vars.field } : {} });
    }
    const pgCode = (error as unknown as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (pgCode === PG_UNIQUE_VIOLATION) {
      const detail = String((error as { detail?: string; cause?: { detail?: string } }).detail ?? (error as { cause?: { detail?: string } }).cause?.detail ?? '');
      const column = /\(([^)]*?)\)=/.exec(detail)?.[1]?.split(',').map((c) => c.trim()).filter((c) => c !== 'tenant_id').pop() ?? 'id';
      const field = camel(column);
      return reply.code(409).send({ ...fail(409, message('record.duplicate', lang, { field })), data: { field } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(fail(error.statusCode, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fail(500, message('server.error', lang)));
  });
}
