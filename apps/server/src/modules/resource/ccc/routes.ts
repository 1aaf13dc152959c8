import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, PERMISSIONS } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { findRow, listRows, removeRows, submitRow } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { cccConfigs } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { registerCallRoutes } from './call-routes';
import { CCC_FILTERS, cccResource, cccSecretKey, cccView, enableCcc, type CccRow } from './service';

const tags = ['resource/ccc'];
const base = '/api/blade-resource/ccc';
const P = PERMISSIONS.ccc;

/** 通话记录: the tenant's Cloud Call Center accounts (the CRUD pattern with a sealed secret and enable), and the calls of an account. */
export function registerCccRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The listing, reading and removing never touch the secret, so need no key.
  const rows = cccResource(Buffer.alloc(0));

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(CCC_FILTERS)) }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listRows(tx, rows, request.query));
    return ok(page((result.records as CccRow[]).map(cccView), result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.menu } }, async (request) =>
    ok(cccView((await withTenant(deps.db, request.ctx, (tx) => findRow(tx, rows, BigInt(request.query.id)))) as CccRow)),
  );

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(rows.submitSchema, cccConfigs) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    const resource = cccResource(await cccSecretKey(deps.db));
    const { row } = await withTenant(deps.db, request.ctx, (tx) => submitRow(tx, resource, request.ctx, request.body));
    return ok(cccView(row as CccRow));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: P.delete } }, async (request) => {
    await withTenant(deps.db, request.ctx, (tx) => removeRows(tx, rows, request.ctx, parseIdList(request.query.ids)));
    return ok({}, '删除成功');
  });

  api.post(`${base}/enable`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.enable } }, async (request) =>
    ok(cccView(await withTenant(deps.db, request.ctx, (tx) => enableCcc(tx, request.ctx, BigInt(request.query.id)))), '操作成功'),
  );

  registerCallRoutes(app, deps);
}
