import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idText } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { listQuery } from '../../../core/crud/list-query';
import { ok, page } from '../../../core/http/envelope';
import type { LogTable } from './log-query';
import { listLogPage, logDetail } from './read-logs';
import { TIME_RANGE_KEYS } from './time-range';

/** list and detail of a read-only log under `base`, behind its menu (list) and view (detail) codes. */
export function registerLogReadRoutes(app: FastifyInstance, deps: AppDeps, spec: { base: string; tag: string; log: LogTable; permissions: { menu: string; view: string } }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { base, log, permissions } = spec;
  const tags = [spec.tag];
  const query = listQuery([...Object.keys(log.filters), ...TIME_RANGE_KEYS]);

  api.get(`${base}/list`, { schema: { tags, querystring: query }, config: { permission: permissions.menu } }, async (request) => {
    const result = await listLogPage(deps.db, request.ctx, log, request.query);
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: permissions.view } }, async (request) =>
    ok(await logDetail(deps.db, request.ctx, log, BigInt(request.query.id))),
  );
}
