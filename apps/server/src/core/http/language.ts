import type { FastifyRequest } from 'fastify';
import type { Lang } from '@beree/contracts';

/** The caller's language: English when Accept-Language prefers it, Chinese otherwise. */
export const requestLang = (request: FastifyRequest): Lang =>
  /^en\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'zh';
