import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, SURGICAL_TRANSITIONS, surgicalSubmitSchema, surgicalTransitionSchema, type SurgicalTransition } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import type { AppDeps } from '../../../core/deps';
import { surgicalOrders } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { P, SURGICAL_BASE, SURGICAL_TAG, surgicalFilters } from './resource';
import { listSurgical, removeSurgical, submitSurgical, surgicalDetail } from './service';
import { transitionSurgical } from './transitions';

const tags = [SURGICAL_TAG];
const base = `/api${SURGICAL_BASE}`;
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const listSchema = listQuery(Object.keys(surgicalFilters)).describe(
  'current, size, surgicalOrderNo, surgicalStatus, supplierTenantId, hospitalTenantId, departmentId, surgeryName, surgeryDateTime_ge, surgeryDateTime_le, …',
);
/** The button each transition sits behind. */
const BUTTON: Record<SurgicalTransition, string> = { release: P.release, accept: P.accept, use: P.use };

/**
 * 跟台手术单: the hospital's bookings of operations with consigned kits (list, detail, submit,
 * remove) and their transitions — release by the dealer; accept and use by the hospital (R29).
 */
export function registerSurgicalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listSchema }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listSurgical(tx, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => surgicalDetail(tx, request.ctx, BigInt(request.query.id)))),
  );

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(surgicalSubmitSchema, surgicalOrders) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(await withTenant(deps.db, request.ctx, async (tx) => surgicalDetail(tx, request.ctx, await submitSurgical(tx, deps.realtime, request.ctx, request.body))));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeSurgical(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  for (const action of Object.keys(SURGICAL_TRANSITIONS) as SurgicalTransition[]) {
    api.post(`${base}/${action}`, { schema: { tags, querystring: idsQuery, body: surgicalTransitionSchema }, config: { permission: BUTTON[action] } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      return ok(await withTenant(deps.db, request.ctx, (tx) => transitionSurgical(tx, deps.realtime, request.ctx, action, ids, request.body ?? {})), '操作成功!');
    });
  }
}
