import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and } from 'drizzle-orm';
import { z } from 'zod';
import { noticeSubmitSchema, PERMISSIONS, idText, idListText } from '@beree/contracts';
import { buildFilters, parseIdList, readPaging } from '../../../core/crud/filters';
import type { AppDeps } from '../../../core/deps';
import { ok, page } from '../../../core/http/envelope';
import { forbidden, notFound } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { findNotice, NOTICE_FILTERS, pageNotices } from './repo';
import { endNotice, noticeScope, removeNotices, saveNotice, setTop } from './service';
import { toNoticeRecord } from './view';
import { fitToColumns } from '../../../core/crud/column-limits';
import { notices } from '../../../core/db/schema';

const tags = ['desk/notice'];
const base = '/api/beree-desk/notice';
const SPRING_BLADE_BASE = '/api/blade-desk/notice';
const P = PERMISSIONS.notice;
const pageQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, title (like), category, releaseTime_datege, releaseTime_datelt, isTop, status');
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });

/** The managing screen of a tenant's own notices (ended ones included). */
export function registerNoticeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // SpringBlade's paths (blade-desk/notice, list for page) answer alike, for the Saber client.
  for (const [root, list] of [[base, 'page'], [SPRING_BLADE_BASE, 'list']] as const) {
    api.get(`${root}/${list}`, { schema: { tags, querystring: pageQuery }, config: { permission: P.menu } }, async (request) => {
      const { current, size } = readPaging(request.query);
      const filters = buildFilters(request.query, NOTICE_FILTERS);
      const { rows, total } = await withTenant(deps.db, request.ctx, async (tx) => pageNotices(tx, and(filters, await noticeScope(tx, request.ctx)), current, size));
      return ok(page(rows.map((r) => toNoticeRecord(r, request.ctx.lang)), total, current, size));
    });

    api.get(`${root}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.view } }, async (request) => {
      const row = await withTenant(deps.db, request.ctx, async (tx) => findNotice(tx, BigInt(request.query.id), await noticeScope(tx, request.ctx)));
      if (!row) throw notFound();
      return ok(toNoticeRecord(row, request.ctx.lang));
    });

    // Add and edit share the path; the button code depends on whether an id is given.
    api.post(`${root}/submit`, { schema: { tags, body: fitToColumns(noticeSubmitSchema, notices) } }, async (request) => {
      if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
      const row = await withTenant(deps.db, request.ctx, (tx) => saveNotice(tx, deps.realtime, request.ctx, request.body));
      return ok(toNoticeRecord(row, request.ctx.lang));
    });

    api.post(`${root}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      await withTenant(deps.db, request.ctx, (tx) => removeNotices(tx, request.ctx, ids));
      return ok({}, '删除成功');
    });
  }

  for (const [path, top] of [['top', true], ['cancel-top', false]] as const) {
    api.post(`${base}/${path}`, { schema: { tags, querystring: idQuery }, config: { permission: P.top } }, async (request) => {
      const row = await withTenant(deps.db, request.ctx, (tx) => setTop(tx, request.ctx, BigInt(request.query.id), top));
      return ok(toNoticeRecord(row, request.ctx.lang));
    });
  }

  api.post(`${base}/end`, { schema: { tags, querystring: idQuery }, config: { permission: P.end } }, async (request) => {
    const row = await withTenant(deps.db, request.ctx, (tx) => endNotice(tx, request.ctx, BigInt(request.query.id)));
    return ok(toNoticeRecord(row, request.ctx.lang));
  });
}
