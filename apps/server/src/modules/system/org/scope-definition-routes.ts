import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { parseIdList } from '../../../core/crud/filters';
import type { CrudResource } from '../../../core/crud/resource';
import { findRow, listRows, removeRows, submitRow } from '../../../core/crud/service';
import { withLabels } from '../../../core/crud/labels';
import type { AppDeps } from '../../../core/deps';
import type { Executor } from '../../../core/db/database';
import { menus } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { badRequest, forbidden } from '../../../core/http/errors';
import { withPlatform } from '../../../core/tenancy/with-tenant';
import { filterQuery, idQuery, idsQuery } from './queries';
import { fitToColumns } from '../../../core/crud/column-limits';

/** A scope hangs under a live menu page (not a button): that is where role grants show it. */
async function assertMenuPage(tx: Executor, menuId: bigint): Promise<void> {
  const [menu] = await tx.select({ id: menus.id }).from(menus).where(and(eq(menus.id, menuId), eq(menus.category, 1), eq(menus.isDeleted, 0)));
  if (!menu) throw badRequest('scope.menuId.notFound', { field: 'menuId' });
}

/**
 * Data and API scope definitions: global rows managed by the platform administrator. The CRUD
 * pattern on the platform path, with the menu a scope belongs to checked before writing.
 */
export function registerScopeDefinitionRoutes(app: FastifyInstance, deps: AppDeps, r: CrudResource): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api${r.base}`;
  const tags = [r.tag];
  const onPlatform = <T>(ctx: { tenantId: string; userId: bigint }, fn: (tx: Executor) => Promise<T>) => withPlatform(deps.db, ctx, fn);

  api.get(`${base}/list`, { schema: { tags, querystring: filterQuery }, config: { permission: r.permissions.menu, platform: true } }, async (request) => {
    const result = await onPlatform(request.ctx, (tx) => listRows(tx, r, request.query));
    return ok(page(withLabels(r, result.records, request.ctx.lang), result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: r.permissions.menu, platform: true } }, async (request) =>
    ok(withLabels(r, [await onPlatform(request.ctx, (tx) => findRow(tx, r, BigInt(request.query.id)))], request.ctx.lang)[0]),
  );

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: r.permissions.delete, platform: true } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await onPlatform(request.ctx, (tx) => removeRows(tx, r, request.ctx, ids));
    return ok({}, '删除成功');
  });

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(r.submitSchema, r.table) }, config: { platform: true } }, async (request) => {
    const body = request.body as Record<string, unknown> & { menuId: string };
    if (!request.grants.codes.has(body.id ? r.permissions.edit : r.permissions.add)) throw forbidden();
    const { row } = await onPlatform(request.ctx, async (tx) => {
      await assertMenuPage(tx, BigInt(body.menuId));
      return submitRow(tx, r, request.ctx, body);
    });
    return ok(row);
  });
}
