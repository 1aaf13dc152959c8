import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idText, messageCentreSendSchema, PERMISSIONS } from '@beree/contracts';
import { buildFilters } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { pageRows } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { messageSendRecords, messageTasks } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { badRequest, notFound } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { MESSAGE_BASE, MESSAGE_TAG, recordFilters, taskFilters } from '../resources';
import { readMessageSettings } from '../pipeline/settings';
import { messageStats } from '../stats/service';
import { sendTemplate } from './send';
import { pageRecords, recordColumns, taskColumns, taskDetail } from './views';

const tags = [MESSAGE_TAG];
const base = `/api${MESSAGE_BASE}`;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

/** Sending, the tasks with their anchors, the per-receiver records and the statistics. */
export function registerTaskRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `${base}/send`,
    { schema: { tags, body: messageCentreSendSchema, headers: z.object({ 'idempotency-key': z.string().optional() }) }, config: { permission: PERMISSIONS.messageSend.send } },
    async (request) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw badRequest('message.idempotency.invalid', { field: 'Idempotency-Key' });
      const task = await withTenant(deps.db, request.ctx, (tx) => sendTemplate(tx, request.ctx, request.body, key ?? null));
      return ok(await withTenant(deps.db, request.ctx, (tx) => taskDetail(tx, task.id)), '发送成功');
    },
  );

  api.get(`${base}/task/list`, { schema: { tags, querystring: listQuery(Object.keys(taskFilters)) }, config: { permission: PERMISSIONS.messageTask.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) =>
      pageRows(tx, { table: messageTasks, columns: taskColumns, query: request.query, where: buildFilters(request.query, taskFilters), sortable: taskFilters }),
    );
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/task/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: PERMISSIONS.messageTask.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => taskDetail(tx, BigInt(request.query.id)))),
  );

  api.get(`${base}/record/list`, { schema: { tags, querystring: listQuery(Object.keys(recordFilters)) }, config: { permission: PERMISSIONS.messageRecord.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => pageRecords(tx, request.query, buildFilters(request.query, recordFilters), recordFilters));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/record/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: PERMISSIONS.messageRecord.menu } }, async (request) => {
    const [row] = await withTenant(deps.db, request.ctx, (tx) =>
      tx.select(recordColumns).from(messageSendRecords).innerJoin(messageTasks, eq(messageTasks.id, messageSendRecords.taskId)).where(and(eq(messageSendRecords.id, BigInt(request.query.id)))),
    );
    if (!row) throw notFound();
    return ok(row);
  });

  api.get(
    `${base}/stats`,
    { schema: { tags, querystring: z.object({ days: z.coerce.number({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(1, { error: 'field.invalid' }).max(90, { error: 'field.invalid' }).optional(), channel: z.string().max(32).optional() }) }, config: { permission: PERMISSIONS.messageStats.menu } },
    async (request) =>
      ok(
        await withTenant(deps.db, request.ctx, async (tx) => {
          const { timeZone } = await readMessageSettings(tx, request.ctx.tenantId);
          return messageStats(tx, request.ctx.tenantId, request.query.days ?? 14, request.query.channel || undefined, timeZone);
        }),
      ),
  );
}
