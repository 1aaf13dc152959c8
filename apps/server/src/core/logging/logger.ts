import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config';
import { redactText } from './redact';

/** pino's error fields, with any secret in the message or stack taken out. */
const errorFields = (error: Error) => ({ type: error.name, message: redactText(error.message), stack: redactText(error.stack ?? '') });

/**
 * pino with request ids; pretty lines on a developer's terminal, JSON in production (to `stream`
 * when given). Secrets never reach it: see redact.ts.
 */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const pretty = !stream && !config.isProduction && !config.isTest && process.stdout.isTTY;
  return {
    ...(stream ? { stream } : {}),
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers["blade-auth"]', 'req.headers["captcha-code"]'],
    // Fastify's own request line, with the secrets of its query string taken out.
    serializers: {
      err: errorFields,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactText(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard', ignore: 'pid,hostname' } } } : {}),
  };
}
