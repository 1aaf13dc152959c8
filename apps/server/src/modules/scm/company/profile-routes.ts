import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyProfileSchema, PERMISSIONS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { ownCompany, refuseTakenCode, saveCompany } from './profile-service';

const tags = ['scm/company'];
const base = '/api/beree-scm/enterprise/company';
const P = PERMISSIONS.company;

/** 企业信息: a supplier reads and edits its own company (one row in its tenant). */
export function registerCompanyProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(`${base}/detail`, { schema: { tags, summary: 'The caller\'s own company' }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => ownCompany(tx, request.ctx))),
  );
  api.post(`${base}/submit`, { schema: { tags, summary: 'Save the caller\'s own company', body: companyProfileSchema }, config: { permission: P.edit } }, async (request) => {
    await refuseTakenCode(deps.db, request.ctx, request.body);
    return ok(await withTenant(deps.db, request.ctx, (tx) => saveCompany(tx, request.ctx, request.body)));
  });
}
