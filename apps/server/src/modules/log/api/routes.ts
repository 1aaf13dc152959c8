import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { listQuery } from '../../../core/crud/list-query';
import { ok } from '../../../core/http/envelope';
import { registerLogReadRoutes } from '../shared/log-routes';
import { readLogFigures } from '../shared/read-logs';
import { TIME_RANGE_KEYS } from '../shared/time-range';
import { API_LOG } from './filters';
import { addHourCounts, hourlyCounts } from './hourly';

const base = '/api/blade-log/api';
const tags = ['log/api'];

/** 接口日志: list, detail and the requests per hour, read-only; rows are written by the API log hook. */
export function registerApiLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerLogReadRoutes(app, deps, { base, tag: tags[0], log: API_LOG, permissions: PERMISSIONS.logApi });
  app.withTypeProvider<ZodTypeProvider>().get(
    `${base}/hourly`,
    {
      schema: {
        tags,
        querystring: listQuery([...Object.keys(API_LOG.filters), ...TIME_RANGE_KEYS]),
        description: 'Requests per hour ({hour, requests, errors: status ≥ 400, serverErrors: ≥ 500}) from startTime to endTime (default the last 24 hours, at most 31 days), under the filters of the list.',
      },
      config: { permission: PERMISSIONS.logApi.menu },
    },
    async (request) => {
      // One clock for every database, so their hours line up.
      const now = new Date();
      return ok(await readLogFigures(deps.db, request.ctx, (tx) => hourlyCounts(tx, request.query, deps.config.timezone, now), addHourCounts));
    },
  );
}
