import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { datasourceTestSchema, DEFAULT_DATASOURCE_ID, message, MESSAGES, parentIdText, PERMISSIONS, type DatasourceSubmit } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { findRow, removeRows, submitRow } from '../../../core/crud/service';
import { closeSource, closeSources, datasourceKey, probeConnection, sourceConnection, sourceVersion } from '../../../core/db/external-source';
import { datasources } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { badRequest, forbidden } from '../../../core/http/errors';
import { requestLang } from '../../../core/http/language';
import { tenantDatabasesOf } from '../../../core/tenancy/tenant-databases';
import { afterCommit, withPlatform } from '../../../core/tenancy/with-tenant';
import { BASE, datasourceFilters, datasourceResource, TAG } from './resource';
import { assertRemovable, datasourceView, defaultSource, listSources, upgradeLegacySources } from './service';

const tags = [TAG];
const base = `/api${BASE}`;
const P = PERMISSIONS.datasource;
const read = { permission: P.menu, platform: true };

/** The ids of remove: "0" (the default source) is named in a clear refusal rather than as a bad id. */
const removeIds = (text: string): bigint[] => {
  if (text.split(',').some((part) => part.trim() === DEFAULT_DATASOURCE_ID)) throw badRequest('datasource.default.readOnly', { field: 'ids' });
  return parseIdList(text);
};

/**
 * 数据源管理: the CRUD pattern written out (the default source listed first, passwords sealed and
 * never answered, a source in use kept), GET select, and 测试连接 of a saved source or of a form.
 */
export function registerDatasourceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Rows of earlier versions get their passwords sealed and their JDBC URLs converted.
  app.addHook('onReady', async () => {
    await upgradeLegacySources(deps.db);
  });
  app.addHook('onClose', () => closeSources(deps.db));

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(datasourceFilters)) }, config: read }, async (request) => {
    const result = await withPlatform(deps.db, request.ctx, (tx) => listSources(tx, request.query, defaultSource(deps.config, requestLang(request))));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/select`, { schema: { tags, description: 'Every data source as {id, name}: the default ("0", the product database) first.' }, config: read }, async (request) => {
    const rows = await withPlatform(deps.db, request.ctx, (tx) =>
      tx.select({ id: datasources.id, name: datasources.name }).from(datasources).where(eq(datasources.isDeleted, 0)).orderBy(asc(datasources.name), asc(datasources.id)),
    );
    const first = defaultSource(deps.config, requestLang(request));
    return ok([{ id: first.id, name: first.name }, ...rows]);
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: parentIdText }) }, config: read }, async (request) => {
    if (BigInt(request.query.id) === 0n) return ok(defaultSource(deps.config, requestLang(request)));
    const row = await withPlatform(deps.db, request.ctx, (tx) => findRow(tx, datasourceResource(), BigInt(request.query.id)));
    return ok(datasourceView(row));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: z.string() }) }, config: { permission: P.delete, platform: true } }, async (request) => {
    const ids = removeIds(request.query.ids);
    await withPlatform(deps.db, request.ctx, async (tx) => {
      await assertRemovable(tx, ids);
      await removeRows(tx, datasourceResource(), request.ctx, ids);
      afterCommit(() => ids.forEach((id) => void closeSource(deps.db, id)));
    });
    return ok({}, '删除成功');
  });

  const submitSchema = fitToColumns(datasourceResource().submitSchema, datasources);
  api.post(`${base}/submit`, { schema: { tags, body: submitSchema }, config: { platform: true } }, async (request) => {
    const body = request.body as DatasourceSubmit;
    if (!request.grants.codes.has(body.id ? P.edit : P.add)) throw forbidden();
    const key = await datasourceKey(deps.db);
    const registry = tenantDatabasesOf(deps.db);
    // Tenants live on it: settings it cannot be reached with are refused, naming the field.
    if (body.id && registry && registry.tenantsOn(String(body.id)).length > 0) {
      const stored = body.password ? undefined : await sourceConnection(deps.db, BigInt(body.id));
      await probeConnection({ url: body.url, username: body.username, password: body.password || stored?.password || '' });
    }
    const { row } = await withPlatform(deps.db, request.ctx, async (tx) => {
      const saved = await submitRow(tx, datasourceResource(key), request.ctx, body);
      // The pool of the old settings goes once the new ones are visible.
      afterCommit(() => void closeSource(deps.db, String(saved.row.id)));
      return saved;
    });
    // The tenants bound to it move to a pool of the new settings, here and on the other nodes.
    if (body.id && registry) await registry.reopen(String(row.id));
    return ok(datasourceView(row));
  });

  // 测试连接: `?id=` a saved source ("0" the product database); a body the form as typed.
  api.post(
    `${base}/test`,
    {
      // The body is checked only without an id: the web's ?id= call sends an empty one.
      schema: { tags, querystring: z.object({ id: parentIdText.optional() }), body: datasourceTestSchema.partial().nullish(), description: 'Connects, runs select version() and answers {version}; a 400 with the driver message otherwise.' },
      config: { permission: P.test, platform: true },
    },
    async (request) => {
      const lang = requestLang(request);
      const id = request.query.id;
      let version: string;
      if (id !== undefined) {
        version = BigInt(id) === 0n ? await sourceVersion(deps, 0n) : await probeConnection(await sourceConnection(deps.db, BigInt(id)));
      } else {
        const parsed = datasourceTestSchema.safeParse(request.body ?? {});
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw badRequest(issue.message in MESSAGES ? issue.message : 'field.invalid', { field: issue.path.join('.') || 'url' });
        }
        const body = parsed.data;
        const stored = body.id && !body.password ? await sourceConnection(deps.db, BigInt(body.id)) : undefined;
        version = await probeConnection({ url: body.url, username: body.username, password: body.password || stored?.password || '' });
      }
      return ok({ version }, message('datasource.test.ok', lang));
    },
  );
}
