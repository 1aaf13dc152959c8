import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { scheduleDaily } from '../../core/jobs/schedule';
import { withPlatform } from '../../core/tenancy/with-tenant';
import { registerChannelAccountRoutes } from './channel-account/routes';
import { messagePipeline, registerMessageJobs } from './jobs';
import { dropExpiredCounters } from './pipeline/counters';
import { MESSAGE_COUNTER_SWEEP_JOB } from './pipeline/job-type';
import { registerTaskRoutes } from './task/routes';
import { registerTemplateRoutes } from './template/routes';
import { registerWhitelistRoutes } from './whitelist/routes';

/**
 * The message centre (beree-message): channel accounts, templates, the whitelist, sending, tasks,
 * records and statistics, and the pipeline's jobs on the durable runner.
 */
export function registerMessageCentre(app: FastifyInstance, deps: AppDeps): void {
  const pipeline = messagePipeline(deps.db, deps.realtime, deps.config);
  registerMessageJobs(deps.jobs, pipeline);
  scheduleDaily(deps.jobs, {
    type: MESSAGE_COUNTER_SWEEP_JOB,
    at: '03:30',
    timeZone: 'Asia/Shanghai',
    handler: (_job, run) => withPlatform(run.db, { tenantId: '000000' }, (tx) => dropExpiredCounters(tx, run.now)),
  });
  registerChannelAccountRoutes(app, deps, pipeline);
  registerTemplateRoutes(app, deps);
  registerWhitelistRoutes(app, deps);
  registerTaskRoutes(app, deps);
}
