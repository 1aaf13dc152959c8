import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, optionalText, PLAN_TRANSITIONS, planSubmitSchema, versionField, type PlanTransition } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import type { AppDeps } from '../../../core/deps';
import { plans } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { P, PLAN_BASE, PLAN_TAG, planFilters } from './resource';
import { listPlans, planDetail, removePlans, submitPlan } from './service';
import { transitionPlans } from './transitions';

const tags = [PLAN_TAG];
const base = `/api${PLAN_BASE}`;
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const transitionBody = z.object({ reason: optionalText(500), version: versionField }).nullish();
const listSchema = listQuery(Object.keys(planFilters)).describe('current, size, planNo, planType, planPeriod, planStatus, departmentId, departmentName, …');
/** The button each transition sits behind. */
const BUTTON: Record<PlanTransition, string> = { 'submit-review': P.submitReview, approve: P.approve, reject: P.reject };

/**
 * 采购计划: the hospital's plans (list, detail, submit, remove) and their transitions —
 * submit-review, approve (splitting the plan into one order per supplier) and reject.
 */
export function registerPlanRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listSchema }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listPlans(tx, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => planDetail(tx, BigInt(request.query.id)))),
  );

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(planSubmitSchema, plans) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(await withTenant(deps.db, request.ctx, async (tx) => planDetail(tx, await submitPlan(tx, request.ctx, request.body))));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removePlans(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  for (const action of Object.keys(PLAN_TRANSITIONS) as PlanTransition[]) {
    api.post(`${base}/${action}`, { schema: { tags, querystring: idsQuery, body: transitionBody }, config: { permission: BUTTON[action] } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      return ok(await withTenant(deps.db, request.ctx, (tx) => transitionPlans(tx, deps.realtime, request.ctx, action, ids, request.body ?? {})), '操作成功!');
    });
  }
}
