import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idText, idListText } from '@beree/contracts';
import type { ClientSubmit } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { parseIdList } from '../../../core/crud/filters';
import { findRow, listRows, removeRows, submitRow } from '../../../core/crud/service';
import { clients } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { badRequest, forbidden } from '../../../core/http/errors';
import { withPlatform } from '../../../core/tenancy/with-tenant';
import { clientResource as r, withoutSecret } from './resource';
import { fitToColumns } from '../../../core/crud/column-limits';

const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, ascs, descs and filters with suffix operators');
const tags = [r.tag];

/**
 * The client CRUD pattern, written out because the list must leave the secret out, and a client
 * cannot be removed while the caller is signed in with it.
 */
export function registerClientRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { permissions: p } = r;

  api.get(`/api${r.base}/list`, { schema: { tags, querystring: listQuery }, config: { permission: p.menu, platform: true } }, async (request) => {
    const result = await withPlatform(deps.db, request.ctx, (tx) => listRows(tx, r, request.query));
    return ok(page(result.records.map(withoutSecret), result.total, result.current, result.size));
  });

  api.get(`/api${r.base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: p.menu, platform: true } }, async (request) =>
    ok(await withPlatform(deps.db, request.ctx, (tx) => findRow(tx, r, BigInt(request.query.id)))),
  );

  api.post(`/api${r.base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: p.delete, platform: true } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withPlatform(deps.db, request.ctx, async (tx) => {
      const inUse = await tx.select({ id: clients.id }).from(clients).where(and(inArray(clients.id, ids), eq(clients.clientId, request.ctx.clientId), eq(clients.isDeleted, 0)));
      if (inUse.length > 0) throw badRequest('client.remove.inUse', { field: 'ids' });
      return removeRows(tx, r, request.ctx, ids);
    });
    return ok({}, '删除成功');
  });

  api.post(`/api${r.base}/submit`, { schema: { tags, body: fitToColumns(r.submitSchema, r.table) }, config: { platform: true } }, async (request) => {
    const body = request.body as ClientSubmit;
    if (!request.grants.codes.has(body.id ? p.edit : p.add)) throw forbidden();
    const { row } = await withPlatform(deps.db, request.ctx, (tx) => submitRow(tx, r, request.ctx, body));
    return ok(withoutSecret(row));
  });
}
