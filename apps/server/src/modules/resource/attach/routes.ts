import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachRenameSchema, idText, idListText } from '@beree/contracts';
import { requireTenantAdmin } from '../../../core/auth/tenant-admin';
import { parseIdList } from '../../../core/crud/filters';
import { findRow, listRows, submitRow } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { ok, page } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { attachResource as r } from './resource';
import { ossCodesOf } from '../oss/codes';
import { removeAttachments } from './service';
import { fitToColumns } from '../../../core/crud/column-limits';

const tags = [r.tag];
const base = `/api${r.base}`;
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, ascs, descs and filters with suffix operators');
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });

/**
 * list, detail, remove (the stored objects too) and submit (rename) of the tenant's attachments.
 * Administrators see every row of their tenant, so no data scope applies.
 */
export function registerAttachRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireTenantAdmin;
  // Each row says where its file lives: the store's code, or null for the product's own store.
  const withStoreCodes = async (rows: Record<string, unknown>[]) => {
    const codes = await ossCodesOf(deps.db, rows.map((r) => r.ossId as bigint | null));
    return rows.map((r) => ({ ...r, ossCode: r.ossId === null ? null : (codes.get(r.ossId as bigint) ?? null) }));
  };

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery }, preHandler }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listRows(tx, r, request.query));
    return ok(page(await withStoreCodes(result.records), result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, preHandler }, async (request) =>
    ok((await withStoreCodes([await withTenant(deps.db, request.ctx, (tx) => findRow(tx, r, BigInt(request.query.id)))]))[0]),
  );

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, preHandler }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeAttachments(tx, deps.files, request.ctx, ids, (err, key) => request.log.warn({ err, key }, 'stored file not removed')));
    return ok({}, '删除成功');
  });

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(attachRenameSchema, r.table), description: 'Renames an attachment (id, originalName, optional version).' }, preHandler }, async (request) => {
    const { row } = await withTenant(deps.db, request.ctx, (tx) => submitRow(tx, r, request.ctx, request.body));
    return ok(row);
  });
}
