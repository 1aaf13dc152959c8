import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, message, type Lang } from '@beree/contracts';
import { StoreError } from '../files/store-error';
import { recordServerError } from '../logging/server-error-log';
import { recordUsual } from '../logging/usual-log';
import { AppError } from './errors';
import { fail } from './envelope';
import { requestLang } from './language';
import { recordRoutes } from './not-found';

const PG_UNIQUE_VIOLATION = '23505';
/**
 * Two transactions that each waited for the other (deadlock) or whose reads no longer hold
 * (serialization): PostgreSQL rolled one back whole, so the caller may simply try again.
 */
const PG_RETRYABLE = new Set(['40P01', '40001']);

/** Column names of unique violations, as field names the caller sent. */
const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

type Issue = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> & { params?: Record<string, unknown> } };

function validationMessage(error: { validation: Issue[] }, lang: Lang) {
  const first = error.validation[0];
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  const key = first.message ?? '';
  // Built-in checks carry the bound themselves; refinements carry it in their params.
  const max = first.params.maximum ?? first.params.params?.maximum ?? '';
  if (key in MESSAGES) return { field, msg: message(key, lang, { field, max: String(max) }) };
  const missing = first.keyword === 'invalid_type' && /received undefined/.test(key);
  return { field, msg: message(missing ? 'field.required' : 'field.invalid', lang, { field }) };
}

/**
 * Errors Fastify and its plugins raise before a route runs (body parsing, media type, size, rate
 * limits), by code, as message keys: their own texts are English and not for users.
 */
const FRAMEWORK: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'request.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'request.emptyJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'request.unsupportedType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'request.bodyTooLarge' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'request.invalid' },
  FST_ERR_BAD_URL: { status: 400, key: 'request.invalid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'request.invalid' },
};
/** Other 4xx from the framework, by status. */
const BY_STATUS: Record<number, string> = { 413: 'request.bodyTooLarge', 415: 'request.unsupportedType', 406: 'request.unsupportedType', 429: 'request.tooMany', 408: 'request.timeout', 431: 'request.headersTooLarge' };

/** A business rule's message key names its rule: `delivery.R14.expired`, `cert.R4.order`. */
const RULE_KEY = /(?:^|\.)(R\d+)(?:\.|$)/;

/** A refusal by a numbered business rule (domain model R1–R35) is kept in the usual log. */
function noteRuleRefusal(request: FastifyRequest, error: AppError, msg: string): void {
  const rule = RULE_KEY.exec(error.key)?.[1];
  if (rule) recordUsual(request, { logId: 'rule.refused', level: 'WARN', data: { rule, key: error.key, field: error.vars.field, message: msg } });
}

/** The one answer to any error: bad input 400 naming the field, 404, 403, 409, framework 4xx; else 500. */
export function answerError(thrown: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = thrown as FastifyError;
  const lang = requestLang(request);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { field, msg } = validationMessage(error as unknown as { validation: Issue[] }, lang);
    return reply.code(400).send({ ...fail(400, msg), data: { field } });
  }
  if (thrown instanceof AppError) {
    const msg = message(thrown.key, lang, thrown.vars);
    if (thrown.code === 400) noteRuleRefusal(request, thrown, msg);
    return reply.code(thrown.code).send({ ...fail(thrown.code, msg), data: thrown.vars.field ? { field: thrown.vars.field } : {} });
  }
  // A store that is down is the service's fault, not the caller's: 503, said plainly, and kept in the error log.
  if (thrown instanceof StoreError) {
    request.log.warn({ err: thrown }, 'object store unavailable');
    recordServerError(request, thrown);
    return reply.code(503).send(fail(503, message('oss.store.unavailable', lang)));
  }
  const pgCode = (error as unknown as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (pgCode === PG_UNIQUE_VIOLATION) {
    const detail = String((error as { detail?: string; cause?: { detail?: string } }).detail ?? (error as { cause?: { detail?: string } }).cause?.detail ?? '');
    const column = /\(([^)]*?)\)=/.exec(detail)?.[1]?.split(',').map((c) => c.trim()).filter((c) => c !== 'tenant_id').pop() ?? 'id';
    const field = camel(column);
    return reply.code(409).send({ ...fail(409, message('record.duplicate', lang, { field })), data: { field } });
  }
  if (pgCode && PG_RETRYABLE.has(pgCode)) {
    request.log.warn({ err: error }, 'transaction rolled back by the database; the caller may retry');
    return reply.code(409).send(fail(409, message('record.retry', lang)));
  }
  const known = error.code ? FRAMEWORK[error.code] : undefined;
  const status = known?.status ?? error.statusCode;
  if (status && status >= 400 && status < 500) {
    const type = String(request.headers['content-type'] ?? '').split(';')[0].trim();
    const key = status === 415 && !type ? 'request.missingType' : (known?.key ?? BY_STATUS[status] ?? 'request.invalid');
    return reply.code(status).send(fail(status, message(key, lang, { type })));
  }
  request.log.error({ err: error }, 'request failed');
  recordServerError(request, error);
  return reply.code(500).send(fail(500, message('server.error', lang)));
}

/**
 * One error handler (DESIGN §2) for routes and for what the framework refuses before routing;
 * also records the routes so that a request no route takes can be told 404 from 405.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
  recordRoutes(app);
}
