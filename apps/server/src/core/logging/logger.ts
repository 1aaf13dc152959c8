import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config';

/** pino with request ids; pretty lines on a developer's terminal, JSON in production. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = !config.isProduction && !config.isTest && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers["blade-auth"]', 'req.headers["captcha-code"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard', ignore: 'pid,hostname' } } } : {}),
  };
}
