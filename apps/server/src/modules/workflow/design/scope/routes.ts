import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, PERMISSIONS, wfModelScopeSubmitSchema } from '@beree/contracts';
import type { AppDeps } from '../../../../core/deps';
import { ok } from '../../../../core/http/envelope';
import { withTenant } from '../../../../core/tenancy/with-tenant';
import { modelScopes, submitModelScopes } from './service';

const tags = ['workflow/model-scope'];
const base = '/api/blade-workflow/design/model/scope';
const P = PERMISSIONS.wfModel;

/** 发起范围 of a model: list, and submit (the whole list at once). Part of the model's design. */
export function registerModelScopeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(`${base}/list`, { schema: { tags, querystring: z.object({ modelId: idText }), description: 'Who may start the model: [{type, val, text}]; empty: everyone of the tenant' }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => modelScopes(tx, request.ctx.tenantId, BigInt(request.query.modelId)))),
  );
  api.post(`${base}/submit`, { schema: { tags, body: wfModelScopeSubmitSchema }, config: { permission: P.edit } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => submitModelScopes(tx, request.ctx, request.body))),
  );
}
