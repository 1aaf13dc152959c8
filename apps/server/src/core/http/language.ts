import type { FastifyRequest } from 'fastify';
import type { Lang } from '@beree/contracts';

/** The caller's language: English when Accept-Language prefers it, Chinese otherwise. */
export const requestLang = (request: FastifyRequest): Lang =>
  /^en\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'zh';

/** A name in the caller's language: the English one when English is asked for and there is one. */
export const localName = (zh: string, en: string | null | undefined, lang: Lang): string => (lang === 'en' && en ? en : zh);
