import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { idText, idListText } from '@beree/contracts';
import type { DictSubmit } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import type { AppDeps } from '../../../core/deps';
import { parseIdList } from '../../../core/crud/filters';
import { findRow, listRows } from '../../../core/crud/service';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { localName, requestLang } from '../../../core/http/language';
import type { RequestContext } from '../../../core/tenancy/context';
import { runScoped } from '../../../core/tenancy/scoped';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { dictionaryEntries } from './repo';
import type { DictKind } from './resource';
import { dictTree, removeDicts, submitDict } from './service';
import { fitToColumns } from '../../../core/crud/column-limits';
import { exportRows } from '../../../core/crud/export';
import { dialectOf } from '../../../core/http/dialect';
import { buildForest } from '../menu/tree';
import { asTreeRow } from '../org/picker';

const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, ascs, descs and filters with suffix operators');
const codeQuery = z.object({ code: z.string().trim().min(1, { error: 'field.required' }).max(255, { error: 'field.tooLong' }) });

/** Dictionaries read in their own order unless the caller sorts. */
const bySort = (query: Record<string, unknown>) => (query.ascs || query.descs ? query : { ...query, ascs: 'sort,id' });

/**
 * The dictionary calls of spec §7 for one family (system or business): the CRUD pattern, roots and
 * entries as pages, the picker tree, and dictionary?code= for every signed-in user.
 */
export function registerDictRoutes(app: FastifyInstance, deps: AppDeps, kind: DictKind): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const r = kind.resource;
  const t = kind.table;
  const platform = r.scope === 'platform';
  const tags = [r.tag];
  const read = { permission: r.permissions.menu, platform };
  const run = <T>(ctx: RequestContext, fn: (tx: Executor) => Promise<T>) => runScoped(deps.db, ctx, r.scope, fn);

  const pageOf = async (request: { ctx: RequestContext }, query: Record<string, unknown>, where?: SQL, extraKeys?: string[]) => {
    const result = await run(request.ctx, (tx) => listRows(tx, r, bySort(query), where, extraKeys));
    return ok(page(result.records, result.total, result.current, result.size));
  };

  api.get(`/api${r.base}/list`, { schema: { tags, querystring: listQuery }, config: read }, async (request) => {
    if (dialectOf(request.ctx) === 'bladex') return pageOf(request, request.query);
    // SpringBlade's dictionary page is a tree table of every match.
    const rows = await run(request.ctx, (tx) => exportRows(tx, r, bySort(request.query)));
    return ok(buildForest(rows.map((row) => asTreeRow(row as { id: bigint; parentId: bigint; sort: number }))));
  });

  api.get(`/api${r.base}/parent-list`, { schema: { tags, querystring: listQuery }, config: read }, (request) => pageOf(request, request.query, eq(t.parentId, 0n)));

  api.get(`/api${r.base}/child-list`, { schema: { tags, querystring: listQuery }, config: read }, (request) => {
    const [parentId] = parseIdList(request.query.parentId, 'parentId');
    return pageOf(request, request.query, eq(t.parentId, parentId), ['parentId']);
  });

  api.get(`/api${r.base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: read }, async (request) =>
    ok(await run(request.ctx, (tx) => findRow(tx, r, BigInt(request.query.id)))),
  );

  api.get(`/api${r.base}/tree`, { schema: { tags, querystring: codeQuery.partial() }, config: read }, async (request) =>
    ok(await run(request.ctx, (tx) => dictTree(tx, kind, requestLang(request), request.query.code))),
  );

  api.post(`/api${r.base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: r.permissions.delete, platform } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await run(request.ctx, (tx) => removeDicts(tx, kind, request.ctx, ids));
    return ok({}, '删除成功');
  });

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`/api${r.base}/submit`, { schema: { tags, body: fitToColumns(r.submitSchema, r.table) }, config: { platform } }, async (request) => {
    const body = request.body as DictSubmit;
    if (!request.grants.codes.has(body.id ? r.permissions.edit : r.permissions.add)) throw forbidden();
    return ok(await run(request.ctx, (tx) => submitDict(tx, kind, request.ctx, body)));
  });

  // Labels and selects everywhere in the app: any signed-in user, in the caller's own tenant (business
  // ones: with the platform's), dictValue in the caller's language.
  api.get(`/api${r.base}/dictionary`, { schema: { tags, querystring: codeQuery } }, async (request) => {
    const lang = requestLang(request);
    const entries = await withTenant(deps.db, request.ctx, (tx) => dictionaryEntries(tx, t, request.query.code));
    return ok(entries.map((e) => ({ ...e, dictValue: localName(e.dictValue, e.dictValueEn, lang) })));
  });
}
