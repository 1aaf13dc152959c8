import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, message, PERMISSIONS } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { findRow, listRows, removeRows, submitRow } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { ossConfigs } from '../../../core/db/schema';
import { storageFor } from '../../../core/files/create-storage';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { requestLang } from '../../../core/http/language';
import { unseal } from '../../../core/secrets/sealing';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { probeStore } from './probe';
import { enableOss, OSS_FILTERS, ossResource, ossRows, ossSecretKey, ossView, refuseIncomplete, type OssRow } from './service';

const tags = ['resource/oss'];
const base = '/api/blade-resource/oss';
const P = PERMISSIONS.oss;
const idQuery = z.object({ id: idText });

/**
 * 对象存储: the tenant's stores (the CRUD pattern with a sealed secret), enable (the one uploads go
 * to) and the connection test. A change drops the client kept for the store once committed.
 */
export function registerOssRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(OSS_FILTERS)) }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listRows(tx, ossRows, request.query));
    return ok(page((result.records as OssRow[]).map(ossView), result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(ossView((await withTenant(deps.db, request.ctx, (tx) => findRow(tx, ossRows, BigInt(request.query.id)))) as OssRow)),
  );

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(ossRows.submitSchema, ossConfigs) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    const resource = ossResource(await ossSecretKey(deps.db));
    const { row } = await withTenant(deps.db, request.ctx, async (tx) => {
      await refuseIncomplete(tx, request.ctx, request.body, deps.config.dataDir);
      return submitRow(tx, resource, request.ctx, request.body);
    });
    deps.files.forget((row as OssRow).id);
    return ok(ossView(row as OssRow));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    // Files stored through a removed store stay readable: the row keeps its settings.
    await withTenant(deps.db, request.ctx, (tx) => removeRows(tx, ossRows, request.ctx, ids));
    for (const id of ids) deps.files.forget(id);
    return ok({}, '删除成功');
  });

  api.post(`${base}/enable`, { schema: { tags, querystring: idQuery }, config: { permission: P.enable } }, async (request) => {
    const row = await withTenant(deps.db, request.ctx, (tx) => enableOss(tx, request.ctx, BigInt(request.query.id)));
    deps.files.forget(row.id);
    return ok(ossView(row), '操作成功');
  });

  // Probes the stored settings with a client of its own, outside any transaction (the store may be slow).
  api.post(`${base}/test`, { schema: { tags, querystring: idQuery, description: 'Writes, reads back and removes a small probe object in the store.' }, config: { permission: P.test } }, async (request) => {
    const row = (await withTenant(deps.db, request.ctx, (tx) => findRow(tx, ossRows, BigInt(request.query.id)))) as OssRow;
    const secret = row.secretSealed ? unseal(await ossSecretKey(deps.db), row.secretSealed) : '';
    const result = await probeStore(await storageFor(row, secret, deps.config));
    return ok({ id: row.id, ossCode: row.ossCode, ...result }, message('oss.test.ok', requestLang(request)));
  });
}
