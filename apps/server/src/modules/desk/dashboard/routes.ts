import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText } from '@beree/contracts';
import { readPaging } from '../../../core/crud/filters';
import type { AppDeps } from '../../../core/deps';
import { ok, page } from '../../../core/http/envelope';
import { messageRecords } from '../../../core/db/schema';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { pageInbox } from '../message/service';
import { openVisibleNotice, pageVisibleNotices } from './visible-notices';

const tags = ['desk/dashboard'];
const base = '/api/beree-desk/dashboard';
const pagingQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size');
const idQuery = z.object({ id: idText });

/** The bell and the dashboard: notices visible to the caller and the caller's messages. Any signed-in user. */
export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/my-notice`, { schema: { tags, querystring: pagingQuery } }, async (request) => {
    const { current, size } = readPaging(request.query);
    const { records, total } = await pageVisibleNotices(deps.db, request.ctx, current, size);
    return ok(page(records, total, current, size));
  });

  api.get(`${base}/notice-detail`, { schema: { tags, querystring: idQuery } }, async (request) =>
    ok(await openVisibleNotice(deps.db, request.ctx, BigInt(request.query.id))),
  );

  api.get(`${base}/my-message`, { schema: { tags, querystring: pagingQuery.describe('current, size, isRead (0/1)') } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => pageInbox(tx, request.ctx, request.query, { isRead: messageRecords.isRead }))),
  );
}
