import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, refusal, REFUSALS, type AnswerSchema, type JsonSchema, type RawAnswer } from './answers';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Transformed = { schema: FastifySchema & Record<string, unknown>; url: string };

const isZod = (s: AnswerSchema): s is z.ZodType => typeof s === 'object' && s !== null && '_zod' in s;

/** A route's answer schema as JSON Schema 2020-12 (what OpenAPI 3.1 embeds). */
export function answerJson(schema: AnswerSchema): JsonSchema {
  if (!isZod(schema)) return schema;
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return open(json) as JsonSchema;
}

/** Answers name the fields clients rely on; a field added later must not make the document false. */
function open(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(open);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => !(k === 'additionalProperties' && v === false)).map(([k, v]) => [k, open(v)]));
}

/** Paging keys every list reads (wire-protocol §3). */
const PAGING: JsonSchema = {
  type: 'object',
  properties: {
    current: { type: 'string', pattern: '^[0-9]+$', description: 'Page number, from 1 (default 1)' },
    size: { type: 'string', pattern: '^[0-9]+$', description: 'Rows per page (default 10)' },
    ascs: { type: 'string', description: 'Comma-joined fields to sort ascending' },
    descs: { type: 'string', description: 'Comma-joined fields to sort descending' },
  },
};
const OPEN_QUERY =
  'Other query keys filter the rows: `name` contains the value; `name_equal`, `_notequal`, `_like`, `_likeleft`, `_likeright`, `_notlike`, `_ge`, `_gt`, `_le`, `_lt`, `_datege`, `_dategt`, `_dateequal`, `_datele`, `_datelt`, `_null`, `_notnull` compare. An unknown field answers 400.';

/**
 * A query string as OpenAPI parameters: declared keys only. Keys open to any filter name (a record,
 * or an object taking further keys) cannot be parameters: the paging keys are declared instead and
 * the filters are explained in the operation's description.
 */
function queryParameters(query: JsonSchema): { query: JsonSchema; open: boolean } {
  const open = query.additionalProperties !== undefined && query.additionalProperties !== false;
  const properties = { ...(open ? (PAGING.properties as JsonSchema) : {}), ...((query.properties as JsonSchema | undefined) ?? {}) };
  return { query: { type: 'object', properties, ...(query.required ? { required: query.required } : {}) }, open };
}

const ID_NAME = /^(id|ids|code|key)$|Ids?$/;
const PATH_PARAM = /[:*]/;

/** The refusals a route can give, from what it takes and who may call it (error-handler.ts answers them). */
export function refusalsOf(route: Pick<RouteOptions, 'method' | 'config'>, schema: FastifySchema, queryNames: string[], url: string, bodyNames: string[] = []): number[] {
  const methods = [route.method].flat();
  const post = methods.includes('POST');
  const config = (route.config ?? {}) as { public?: boolean; rateLimit?: unknown };
  const out = new Set(schema.refusals ?? []);
  if (schema.querystring || schema.body || schema.params || schema.documented || post || PATH_PARAM.test(url)) out.add(400);
  if (!config.public) {
    out.add(401);
    // Every signed-in call passes the API scopes (core/scopes), so any can be denied.
    out.add(403);
  }
  // A record named by id, in the query or the body (an update, a parent), may not exist.
  if ([...queryNames, ...bodyNames].some((n) => ID_NAME.test(n)) || PATH_PARAM.test(url)) out.add(404);
  if (post && schema.body) out.add(409);
  // Any body can be too large or of a media type the route does not read.
  if (post) {
    out.add(413);
    out.add(415);
  }
  if (config.rateLimit) out.add(429);
  return [...out].sort();
}

function rawResponse(answer: RawAnswer): JsonSchema {
  const content = answer.content ?? (answer.schema ? { 'application/json': { schema: answer.schema } } : undefined);
  const head = { 'x-response-description': answer.description, ...(answer.headers ? { headers: answer.headers } : {}) };
  if (!content) return { ...head, type: 'null' };
  return {
    ...head,
    content: Object.fromEntries(Object.entries(content).map(([type, { schema }]) => [type, { schema: answerJson(schema) }])),
  };
}

/**
 * The document's view of a route: its zod input as JSON Schema (fastify-type-provider-zod), its
 * security from `config.public`, and its answers in the envelope with the refusals it can give.
 * Answers are documented only: Fastify never serializes through them, so what the server sends
 * stays exactly what the handler returns (ADR 0018).
 */
export function describeRoute(input: TransformInput): Transformed {
  const route = (input as unknown as { route: RouteOptions }).route;
  const original: FastifySchema = input.schema ?? {};
  const { answer, answers, refusals: _, documented, ...rest } = original;
  const merged: Record<string, unknown> = { ...rest };
  for (const [key, value] of Object.entries(documented ?? {})) merged[key] ??= value;
  const base = jsonSchemaTransform({ ...input, schema: merged } as TransformInput) as Partial<Transformed> & { url: string };
  const schema = base.schema ?? {};
  if (schema.hide) return { schema, url: base.url };

  let open = false;
  if (schema.querystring) {
    const q = queryParameters(schema.querystring as JsonSchema);
    schema.querystring = q.query;
    open = q.open;
  }
  if (open) schema.description = [schema.description, OPEN_QUERY].filter(Boolean).join('\n\n');
  const config = (route.config ?? {}) as { public?: boolean };
  schema.security ??= config.public ? [] : [{ token: [] }];

  // Only input the route validates itself decides its refusals (documented input is the handler's business).
  const queryNames = rest.querystring ? Object.keys(((schema.querystring as JsonSchema | undefined)?.properties as JsonSchema | undefined) ?? {}) : [];
  const response: Record<string, JsonSchema> = {
    200: { 'x-response-description': 'Success, in the envelope', ...envelope(answer ? answerJson(answer) : { description: 'Any JSON value (see the summary)' }) },
  };
  const bodyNames = rest.body ? Object.keys(((schema.body as JsonSchema | undefined)?.properties as JsonSchema | undefined) ?? {}) : [];
  for (const status of refusalsOf(route, original, queryNames, input.url, bodyNames)) response[status] = { 'x-response-description': REFUSALS[status] ?? 'Refused', ...refusal(status) };
  for (const [status, raw] of Object.entries(answers ?? {})) {
    if (raw) response[status] = rawResponse(raw);
    else delete response[status];
  }
  schema.response = response;
  return { schema, url: base.url };
}
