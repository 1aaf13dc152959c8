import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DELIVERY_TRANSITIONS, deliverySubmitSchema, deliveryTransitionSchema, idListText, idText, type DeliveryTransition } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import type { AppDeps } from '../../../core/deps';
import { deliveries } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { registerListExport } from '../document/list-export';
import { deliverySheetColumns } from './export';
import { registerDeliveryPrintRoute } from './print/route';
import { DELIVERY_BASE, DELIVERY_TAG, deliveryFilters, P } from './resource';
import { deliveryDetail, exportDeliveries, listDeliveries, removeDeliveries, submitDelivery } from './service';
import { transitionDeliveries } from './transitions';

const tags = [DELIVERY_TAG];
const base = `/api${DELIVERY_BASE}`;
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const listSchema = listQuery([...Object.keys(deliveryFilters), 'shipDate', 'expectedArrivalDate']).describe(
  'current, size, deliveryNo, deliveryStatus, deliveryType, hospitalTenantId, supplierTenantId, waybillNo, shipDate_datege, shipDate_datele, …',
);
/** The button each transition sits behind. */
const BUTTON: Record<DeliveryTransition, string> = {
  'submit-review': P.submitReview,
  withdraw: P.withdraw,
  approve: P.approve,
  return: P.return,
  receive: P.receive,
};

/**
 * 随货同行单: the supplier's delivery notes (list, detail, submit, remove) and their transitions —
 * submit-review (ship) and withdraw by the supplier; approve, return and receive by the hospital.
 */
export function registerDeliveryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listSchema }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listDeliveries(tx, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  registerListExport(app, deps, { base, tag: DELIVERY_TAG, querystring: listSchema, permission: P.export, sheet: 'delivery.export.sheet', columns: deliverySheetColumns, rows: exportDeliveries });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => deliveryDetail(tx, BigInt(request.query.id)))),
  );

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(deliverySubmitSchema, deliveries) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(await withTenant(deps.db, request.ctx, async (tx) => deliveryDetail(tx, await submitDelivery(tx, request.ctx, request.body))));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeDeliveries(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  for (const action of Object.keys(DELIVERY_TRANSITIONS) as DeliveryTransition[]) {
    api.post(`${base}/${action}`, { schema: { tags, querystring: idsQuery, body: deliveryTransitionSchema }, config: { permission: BUTTON[action] } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      return ok(await withTenant(deps.db, request.ctx, (tx) => transitionDeliveries(tx, deps.realtime, request.ctx, action, ids, request.body ?? {})), '操作成功!');
    });
  }

  registerDeliveryPrintRoute(app, deps);
}
