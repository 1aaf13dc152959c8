import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { NOTICE_PAGE_SIZE } from '@beree/contracts';
import { readPaging } from '../../../core/crud/filters';
import type { AppDeps } from '../../../core/deps';
import { messageRecords } from '../../../core/db/schema';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { inboxOf, countMessages, latestMessages } from '../message/repo';
import { pageVisibleNotices } from './visible-notices';

const tags = ['scm/home-page-statistics'];
const base = '/api/beree-scm/home-page-statistics';
const sizeQuery = z.object({ size: z.string().optional() }).describe(`size (default ${NOTICE_PAGE_SIZE})`);

/** The home page's message and notice widgets. Any signed-in user. */
export function registerHomeStatisticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sizeOf = (query: { size?: string }) => readPaging({ size: query.size || String(NOTICE_PAGE_SIZE) }).size;

  // The newest messages of the caller, unread first, with how many are unread in all.
  api.get(`${base}/message-list`, { schema: { tags, querystring: sizeQuery } }, async (request) => {
    const size = sizeOf(request.query);
    const answer = await withTenant(deps.db, request.ctx, async (tx) => ({
      records: await latestMessages(tx, inboxOf(request.ctx.userId), size),
      unreadTotal: await countMessages(tx, and(inboxOf(request.ctx.userId), eq(messageRecords.isRead, 0))),
    }));
    return ok(answer);
  });

  // The newest notices visible to the caller (the bell's rules) and how many there are.
  api.get(`${base}/notice-list`, { schema: { tags, querystring: sizeQuery } }, async (request) => {
    const { records, total } = await pageVisibleNotices(deps.db, request.ctx, 1, sizeOf(request.query));
    return ok({ records, total });
  });
}
