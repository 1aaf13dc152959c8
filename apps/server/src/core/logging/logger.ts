import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config';
import { redactText, redactValue } from './redact';

type ErrorFields = { [key: string]: unknown; type: string; message: string; stack: string };

/** An error as pino writes it (type, message, stack, own fields, cause), with every secret taken out. */
export function errorFields(error: Error, depth = 0): ErrorFields {
  if (!(error instanceof Error)) return redactValue(error) as ErrorFields;
  const fields: ErrorFields = { type: error.constructor?.name ?? error.name, message: error.message, stack: error.stack ?? '' };
  for (const [key, value] of Object.entries(error)) {
    if (!(key in fields) && typeof value !== 'function') fields[key] = value instanceof Error ? errorFields(value, depth + 1) : value;
  }
  if (error.cause !== undefined && depth < 5) fields.cause = error.cause instanceof Error ? errorFields(error.cause, depth + 1) : error.cause;
  return redactValue(fields) as ErrorFields;
}

/**
 * pino with request ids; pretty lines on a developer's terminal, JSON in production (to `stream`
 * when given). Secrets never reach it (redact.ts): not in the request line, an error, a message
 * or a logged field.
 */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const pretty = !stream && !config.isProduction && !config.isTest && process.stdout.isTTY;
  return {
    ...(stream ? { stream } : {}),
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers["blade-auth"]', 'req.headers["captcha-code"]'],
    serializers: {
      err: errorFields,
      // Fastify's own request line, without headers and with the secrets of its query string taken out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactText(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    // Fields logged beside a message (plain values only; requests and errors have their serializers).
    formatters: { log: (fields: Record<string, unknown>) => redactValue(fields) as Record<string, unknown> },
    hooks: {
      // The message, also when pino would take it from a logged error's own message.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        const withMessage = first instanceof Error && typeof second !== 'string' ? [first, first.message, ...args.slice(1)] : args;
        method.apply(this, withMessage.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>);
      },
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard', ignore: 'pid,hostname' } } } : {}),
  };
}
