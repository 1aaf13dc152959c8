import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { channelAccountSubmitSchema, channelAccountTestSchema, idListText, idText, PERMISSIONS } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { buildFilters, parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { pageRows } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { messageChannelAccounts } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { requestLang } from '../../../core/http/language';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { resetChannelCaches } from '../channel/registry';
import type { PipelineDeps } from '../pipeline/run';
import { accountFilters, MESSAGE_BASE, MESSAGE_TAG } from '../resources';
import { channelSecretKey } from './secrets';
import { sendTest } from './send-test';
import { accountView, findAccount, removeAccounts, submitAccount } from './service';

const tags = [MESSAGE_TAG];
const base = `/api${MESSAGE_BASE}/channel-account`;
const P = PERMISSIONS.messageChannelAccount;

/** 渠道账号: the CRUD pattern with sealed secrets, and the send test. */
export function registerChannelAccountRoutes(app: FastifyInstance, deps: AppDeps, pipeline: PipelineDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(accountFilters)) }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) =>
      pageRows<typeof messageChannelAccounts.$inferSelect>(tx, { table: messageChannelAccounts, query: request.query, where: and(eq(messageChannelAccounts.isDeleted, 0), buildFilters(request.query, accountFilters)), sortable: accountFilters }),
    );
    return ok(page(result.records.map(accountView), result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.menu } }, async (request) =>
    ok(accountView(await withTenant(deps.db, request.ctx, (tx) => findAccount(tx, BigInt(request.query.id))))),
  );

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(channelAccountSubmitSchema, messageChannelAccounts) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    const key = await channelSecretKey(deps.db);
    const row = await withTenant(deps.db, request.ctx, (tx) => submitAccount(tx, request.ctx, request.body, key));
    // Tokens and pooled connections were made with the old settings.
    if (request.body.id) resetChannelCaches();
    return ok(accountView(row));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: P.delete } }, async (request) => {
    await withTenant(deps.db, request.ctx, (tx) => removeAccounts(tx, request.ctx, parseIdList(request.query.ids)));
    return ok({}, '删除成功');
  });

  api.post(`${base}/send-test`, { schema: { tags, body: channelAccountTestSchema }, config: { permission: P.test } }, async (request) =>
    ok(await sendTest(deps.db, pipeline, request.ctx, request.body, requestLang(request)), '发送成功'),
  );
}
