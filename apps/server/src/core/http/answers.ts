import type { ZodType } from 'zod';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses) written by hand. */
export type JsonSchema = Record<string, unknown>;

/** What a route says about its answers; read only by the API document, never used to serialize. */
export type AnswerSchema = ZodType | JsonSchema;

/** An answer given as it is, without the envelope (the token endpoint's OAuth JSON, the captcha, files). */
export interface RawAnswer {
  description: string;
  /** Response headers, e.g. the Location of a redirect. */
  headers?: Record<string, JsonSchema>;
  /** By media type; application/json when only `schema` is given. */
  content?: Record<string, { schema: AnswerSchema }>;
  schema?: AnswerSchema;
}

declare module 'fastify' {
  interface FastifySchema {
    /** The `data` of a successful answer inside the envelope. */
    answer?: AnswerSchema;
    /** Answers by status that replace the enveloped ones; null removes one the route never gives. */
    answers?: Record<number, RawAnswer | null>;
    /** Refusals beyond those the route's shape implies (see refusalsOf). */
    refusals?: number[];
    /** Input the handler reads and checks itself (it answers in its own format): shown, never validated. */
    documented?: { querystring?: ZodType; headers?: ZodType; body?: ZodType };
  }
}

const idText: JsonSchema = { type: 'string', pattern: '^[0-9]{1,19}$', description: '64-bit id as text' };
export const WIRE = {
  id: idText,
  dateTime: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', description: 'yyyy-MM-dd HH:mm:ss in the display time zone' },
} satisfies Record<string, JsonSchema>;

/** The BladeX envelope `{code, success, data, msg}` of a success. */
export function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { code: { const: 200 }, success: { const: true }, data, msg: { type: 'string' } },
    required: ['code', 'success', 'data', 'msg'],
  };
}

/** A MyBatis-Plus page of records. */
export function pageSchema(record: JsonSchema): JsonSchema {
  const count = { type: 'integer', minimum: 0 };
  return {
    type: 'object',
    properties: { records: { type: 'array', items: record }, total: count, size: count, current: { type: 'integer', minimum: 1 }, pages: count },
    required: ['records', 'total', 'size', 'current', 'pages'],
  };
}

/** What each refusal means, as the error handler answers it. */
export const REFUSALS: Record<number, string> = {
  400: 'Bad input: msg names the field in the caller\'s language, data.field holds it when known',
  401: 'No valid token, or the session has ended',
  403: 'The caller lacks the button code, the platform role or the API scope',
  404: 'No such record visible to the caller',
  409: 'Conflict: a stale version or a duplicate key (data.field names it)',
  413: 'The body is too large',
  415: 'Unsupported media type',
  429: 'Too many requests from this address; try again later',
};

/** A refusal in the envelope: `{code: status, success: false, data: {} | {field}, msg}`. */
export function refusal(status: number): JsonSchema {
  return {
    type: 'object',
    properties: {
      code: { const: status },
      success: { const: false },
      data: { type: 'object', properties: { field: { type: 'string' } } },
      msg: { type: 'string' },
    },
    required: ['code', 'success', 'data', 'msg'],
  };
}
