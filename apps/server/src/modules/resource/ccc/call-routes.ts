import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cccCallListQuerySchema, cccCallQuerySchema, cccRecordQuerySchema, PERMISSIONS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { callDetail, callRecording, listCalls, type CccCallDeps } from './calls';
import { cccSecretKey } from './service';

const tags = ['aliyun/ccc'];
const base = '/api/aliyun/ccc/api';
const P = PERMISSIONS.ccc;

/** The calls of the tenant's Cloud Call Center instances, read from the provider with the account's keys (spec: GET aliyun/ccc/api/detail and /record). */
export function registerCallRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const callDeps = async (): Promise<CccCallDeps> => ({
    io: { fetch: globalThis.fetch, timeoutMs: deps.config.cccTimeoutMs, now: () => new Date() },
    secretKey: await cccSecretKey(deps.db),
  });

  api.get(`${base}/list`, { schema: { tags, querystring: cccCallListQuerySchema }, config: { permission: P.menu } }, async (request) =>
    ok(await listCalls(deps.db, await callDeps(), request.ctx, request.query)),
  );

  api.get(`${base}/detail`, { schema: { tags, querystring: cccCallQuerySchema }, config: { permission: P.view } }, async (request) =>
    ok(await callDetail(deps.db, await callDeps(), request.ctx, request.query)),
  );

  api.get(`${base}/record`, { schema: { tags, querystring: cccRecordQuerySchema }, config: { permission: P.play } }, async (request) =>
    ok(await callRecording(deps.db, await callDeps(), request.ctx, request.query)),
  );
}
