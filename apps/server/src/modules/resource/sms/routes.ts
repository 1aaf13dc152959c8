import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idListText, idText, MESSAGES, PERMISSIONS, smsSendSchema, smsSubmitSchema } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { buildFilters, parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { pageRows } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { smsConfigs } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { badRequest, forbidden } from '../../../core/http/errors';
import { requestLang } from '../../../core/http/language';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { sendSmsMessage } from './send';
import { enableSms, findSms, removeSms, smsSecretKey, smsView, submitSms } from './service';

const tags = ['resource/sms'];
const base = '/api/blade-resource/sms';
const P = PERMISSIONS.sms;
const filters = { category: smsConfigs.category, smsCode: smsConfigs.smsCode, templateId: smsConfigs.templateId, status: smsConfigs.status, createTime: smsConfigs.createTime };

/** 短信配置: the CRUD pattern with a sealed secret, enable, and the send endpoint (BladeX paths). */
export function registerSmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(filters)) }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) =>
      pageRows<typeof smsConfigs.$inferSelect>(tx, { table: smsConfigs, query: request.query, where: and(eq(smsConfigs.isDeleted, 0), buildFilters(request.query, filters)), sortable: filters }),
    );
    return ok(page(result.records.map(smsView), result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.menu } }, async (request) =>
    ok(smsView(await withTenant(deps.db, request.ctx, (tx) => findSms(tx, BigInt(request.query.id))))),
  );

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(smsSubmitSchema, smsConfigs) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    const key = await smsSecretKey(deps.db);
    return ok(smsView(await withTenant(deps.db, request.ctx, (tx) => submitSms(tx, request.ctx, request.body, key))));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: P.delete } }, async (request) => {
    await withTenant(deps.db, request.ctx, (tx) => removeSms(tx, request.ctx, parseIdList(request.query.ids)));
    return ok({}, '删除成功');
  });

  api.post(`${base}/enable`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.enable } }, async (request) =>
    ok(smsView(await withTenant(deps.db, request.ctx, (tx) => enableSms(tx, request.ctx, BigInt(request.query.id)))), '操作成功'),
  );

  // BladeX takes code, phones and params as request parameters; a JSON body is read the same way.
  api.post(`${base}/endpoint/send-message`, { schema: { tags, querystring: smsSendSchema.partial(), body: smsSendSchema.partial().nullish() }, config: { permission: P.send } }, async (request) => {
    const parsed = smsSendSchema.safeParse({ ...request.query, ...(request.body ?? {}) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(issue.message in MESSAGES ? issue.message : 'field.invalid', { field: issue.path.join('.') || 'phones' });
    }
    const input = parsed.data;
    const results = await sendSmsMessage(
      deps.db,
      { io: { fetch: globalThis.fetch, timeoutMs: deps.config.messageSendTimeoutMs, now: () => new Date() }, production: deps.config.isProduction, secretKey: await smsSecretKey(deps.db) },
      request.ctx,
      input,
      requestLang(request),
    );
    return ok(results, '发送成功');
  });
}
