import type { FastifyInstance } from 'fastify';
import { requestDialect } from './dialect';

type Body = Record<string, unknown>;
const empty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Fields this product requires that SpringBlade's entities lack, so its clients' forms never send
 * them: filled in for those clients only, before validation (ADR 0067). SpringBlade's dept has no
 * category: a top-level one is taken for a company (1), one under another for a department (2).
 */
const DEFAULTS: Record<string, (body: Body) => Body> = {
  '/api/blade-system/dept/submit': (body) => ({ deptCategory: empty(body.parentId) || String(body.parentId) === '0' ? 1 : 2 }),
};

export function registerSpringBladeBodyDefaults(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST') return;
    const defaults = DEFAULTS[request.routeOptions.url ?? ''];
    const body = request.body as Body | undefined;
    if (!defaults || !body || typeof body !== 'object' || Array.isArray(body) || requestDialect(request) !== 'springblade') return;
    for (const [field, value] of Object.entries(defaults(body))) if (empty(body[field])) body[field] = value;
  });
}
