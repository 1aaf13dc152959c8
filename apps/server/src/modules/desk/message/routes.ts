import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSendSchema, PERMISSIONS, idText, idListText } from '@beree/contracts';
import { parseIdList } from '../../../core/crud/filters';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { markMessagesRead, pageInbox, readMessage, removeMessages, sendMessages } from './service';
import { fitToColumns } from '../../../core/crud/column-limits';
import { messageRecords } from '../../../core/db/schema';

const tags = ['desk/message'];
const base = '/api/beree-desk/message-record';
const pageQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe('current, size, isRead (0/1), title (like)');
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });

/** A user's own messages (any signed-in user), and sending messages to colleagues (message_send). */
export function registerMessageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/page`, { schema: { tags, querystring: pageQuery } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => pageInbox(tx, request.ctx, request.query))),
  );

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => readMessage(tx, request.ctx, BigInt(request.query.id)))),
  );

  api.post(`${base}/read`, { schema: { tags, querystring: idsQuery } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    const count = await withTenant(deps.db, request.ctx, (tx) => markMessagesRead(tx, request.ctx, ids));
    return ok({ count });
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeMessages(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  api.post(`${base}/send`, { schema: { tags, body: fitToColumns(messageSendSchema, messageRecords) }, config: { permission: PERMISSIONS.message.send } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => sendMessages(tx, deps.realtime, request.ctx, request.body)), '发送成功'),
  );
}
