import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText, PERMISSIONS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { instanceDiagram } from '../engine';
import { historyFlow } from '../process/detail';
import { assertMayRead } from '../process/queries';
import { actorOf } from '../shared/actor';

const tags = ['flow/process'];
const base = '/api/blade-flow/process';
const query = z.object({ processInstanceId: idText });

/** The history list and the diagram of one process, for the detail page and the viewer. */
export function registerFlowProcessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/history-flow-list`, { schema: { tags, querystring: query }, config: { permission: PERMISSIONS.wfWork.menu } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    const monitor = request.grants.codes.has(PERMISSIONS.wfMonitor.menu);
    const history = await withTenant(deps.db, request.ctx, (tx) => historyFlow(tx, actor, BigInt(request.query.processInstanceId), monitor));
    return ok(history.entries);
  });

  // The XML with what the viewer colours: finished and active nodes, flows taken.
  api.get(`${base}/model-view`, { schema: { tags, querystring: query }, config: { permission: PERMISSIONS.wfWork.menu } }, async (request) => {
    const actor = await actorOf(deps.db, request);
    const monitor = request.grants.codes.has(PERMISSIONS.wfMonitor.menu);
    const id = BigInt(request.query.processInstanceId);
    return ok(
      await withTenant(deps.db, request.ctx, async (tx) => {
        const diagram = await instanceDiagram(tx, actor, id);
        await assertMayRead(tx, actor, id, monitor);
        return diagram;
      }),
    );
  });
}
