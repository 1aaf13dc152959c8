import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idListText, idText, type MessageTemplateSubmit } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { findRow, listRows, removeRows, submitRow } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import type { AppDeps } from '../../../core/deps';
import { messageChannelAccounts, messageTemplates } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { badRequest, forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { templateResource as r } from '../resources';

const tags = [r.tag];
const base = `/api${r.base}`;

/** Templates answer with the name of the account they send through. */
async function withAccountNames(tx: Executor, rows: Record<string, unknown>[]) {
  const ids = [...new Set(rows.map((row) => row.accountId).filter((id): id is bigint => typeof id === 'bigint'))];
  const accounts = ids.length ? await tx.select({ id: messageChannelAccounts.id, name: messageChannelAccounts.name }).from(messageChannelAccounts).where(inArray(messageChannelAccounts.id, ids)) : [];
  const names = new Map(accounts.map((a) => [String(a.id), a.name]));
  return rows.map((row) => ({ ...row, accountName: row.accountId ? (names.get(String(row.accountId)) ?? null) : null }));
}

/** The account a template names must be a live one of its channel. */
async function checkAccount(tx: Executor, input: MessageTemplateSubmit) {
  if (!input.accountId) return;
  const [account] = await tx.select().from(messageChannelAccounts).where(and(eq(messageChannelAccounts.id, BigInt(input.accountId)), eq(messageChannelAccounts.isDeleted, 0)));
  if (!account) throw badRequest('message.account.notFound', { field: 'accountId' });
  if (account.channel !== input.channel) throw badRequest('message.account.channelMismatch', { field: 'accountId', channel: input.channel });
}

/** 消息模板: the CRUD pattern, with the account checked against the channel. */
export function registerTemplateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const p = r.permissions;

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(r.filters)) }, config: { permission: p.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, async (tx) => {
      const listed = await listRows(tx, r, request.query);
      return { ...listed, records: await withAccountNames(tx, listed.records) };
    });
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: p.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, async (tx) => (await withAccountNames(tx, [await findRow(tx, r, BigInt(request.query.id))]))[0])),
  );

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(r.submitSchema, messageTemplates) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? p.edit : p.add)) throw forbidden();
    return ok(
      await withTenant(deps.db, request.ctx, async (tx) => {
        await checkAccount(tx, request.body);
        const { row } = await submitRow(tx, r, request.ctx, request.body);
        return (await withAccountNames(tx, [row]))[0];
      }),
    );
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: p.delete } }, async (request) => {
    await withTenant(deps.db, request.ctx, (tx) => removeRows(tx, r, request.ctx, parseIdList(request.query.ids)));
    return ok({}, '删除成功');
  });
}
