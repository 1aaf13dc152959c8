import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { scheduleDaily } from '../../core/jobs/schedule';
import { withPlatform } from '../../core/tenancy/with-tenant';
import { registerChannelAccountRoutes } from './channel-account/routes';
import { channelSecretKey } from './channel-account/secrets';
import { adapterFor } from './channel/registry';
import { dropExpiredCounters } from './pipeline/counters';
import { MESSAGE_COUNTER_SWEEP_JOB, MESSAGE_TASK_JOB } from './pipeline/job-type';
import { runTask, type PipelineDeps } from './pipeline/run';
import { registerTaskRoutes } from './task/routes';
import { registerTemplateRoutes } from './template/routes';
import { registerWhitelistRoutes } from './whitelist/routes';

/**
 * The message centre (beree-message): channel accounts, templates, the whitelist, sending, tasks,
 * records and statistics, and the pipeline's jobs on the durable runner.
 */
export function registerMessageCentre(app: FastifyInstance, deps: AppDeps): void {
  const pipeline: PipelineDeps = {
    bus: deps.realtime,
    production: deps.config.isProduction,
    io: { fetch: globalThis.fetch, timeoutMs: deps.config.messageSendTimeoutMs, now: () => new Date() },
    adapterFor,
    secretKey: () => channelSecretKey(deps.db),
  };
  deps.jobs.register(MESSAGE_TASK_JOB, (job, run) => runTask(run.db, pipeline, job.tenantId, BigInt(String((job.payload as { taskId: string }).taskId)), run.now));
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
