import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, leaveStartSchema, PERMISSIONS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { actorOf } from '../shared/actor';
import { leaveDetail, startLeave } from './service';

const tags = ['desk/leave'];
const base = '/api/blade-desk/process/leave';

/** The leave demo: start a leave request (row and process together) and read it back with its history. */
export function registerLeaveRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(`${base}/start-process`, { schema: { tags, body: leaveStartSchema }, config: { permission: PERMISSIONS.wfWork.start } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    return ok(await withTenant(deps.db, request.ctx, (tx) => startLeave(tx, request.ctx, actor, request.body)), '发起成功');
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ businessId: idText }) }, config: { permission: PERMISSIONS.wfWork.menu } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    const monitor = request.grants.codes.has(PERMISSIONS.wfMonitor.menu);
    return ok(await withTenant(deps.db, request.ctx, (tx) => leaveDetail(tx, actor, BigInt(request.query.businessId), monitor)));
  });
}
