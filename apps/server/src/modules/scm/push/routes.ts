import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, PUSH_HEADERS, pushEndpointSubmitSchema } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import type { AppDeps } from '../../../core/deps';
import { pushEndpoints } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { endpointFilters, P, PE, PUSH_BASE, PUSH_ENDPOINT_BASE, PUSH_TAG, pushFilters } from './resource';
import { pushSecretKey } from './secret';
import { registerPushJobs } from './send';
import { acknowledge, endpointDetail, listEndpoints, listPushes, pushDetail, removeEndpoints, repush, submitEndpoint } from './service';

const tags = [PUSH_TAG];
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * 推送记录 and 推送配置: the push log of both parties with the manual re-push, the hospital's partner
 * endpoints, and the acknowledgement a partner system sends (signed, no sign-in). The push job is
 * registered with the runner here.
 */
export function registerPushRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerPushJobs(deps.jobs);
  const base = `/api${PUSH_BASE}`;
  const endpointBase = `/api${PUSH_ENDPOINT_BASE}`;

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(pushFilters)).describe('current, size, sourceType, sourceNo, pushStatus, pushStates, targetSystem, …') }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listPushes(tx, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => pushDetail(tx, BigInt(request.query.id)))),
  );

  api.post(`${base}/repush`, { schema: { tags, querystring: idsQuery }, config: { permission: P.repush } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    const done = await withTenant(deps.db, request.ctx, (tx) => repush(tx, request.ctx, ids));
    return ok(done, '操作成功!');
  });

  // The partner signs the body as sent, so this route reads it as text and checks it before parsing.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${base}/ack`,
      {
        schema: {
          tags,
          summary: 'A partner system acknowledges a push (HMAC-signed, no sign-in)',
          headers: z.object({ [PUSH_HEADERS.endpoint]: z.string().max(40).optional(), [PUSH_HEADERS.timestamp]: z.string().max(20).optional(), [PUSH_HEADERS.signature]: z.string().max(128).optional() }),
          // No sign-in, but a signature: a wrong one is 401; an acknowledged push that does not exist 404.
          refusals: [401, 404],
        },
        config: { public: true },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const input = {
          endpoint: header(request.headers[PUSH_HEADERS.endpoint]),
          timestamp: header(request.headers[PUSH_HEADERS.timestamp]),
          signature: header(request.headers[PUSH_HEADERS.signature]),
          raw,
        };
        return ok(await acknowledge(deps.db, await pushSecretKey(deps.db), input, new Date()));
      },
    );
  });

  api.get(`${endpointBase}/list`, { schema: { tags, querystring: listQuery(Object.keys(endpointFilters)) }, config: { permission: PE.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listEndpoints(tx, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${endpointBase}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: PE.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => endpointDetail(tx, BigInt(request.query.id)))),
  );

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`${endpointBase}/submit`, { schema: { tags, body: fitToColumns(pushEndpointSubmitSchema, pushEndpoints) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? PE.edit : PE.add)) throw forbidden();
    const key = await pushSecretKey(deps.db);
    return ok(await withTenant(deps.db, request.ctx, async (tx) => endpointDetail(tx, await submitEndpoint(tx, request.ctx, request.body, key))));
  });

  api.post(`${endpointBase}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: PE.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeEndpoints(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });
}
