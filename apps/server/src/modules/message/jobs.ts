import type { Config } from '../../core/config/config';
import type { Executor } from '../../core/db/database';
import type { JobRunner } from '../../core/jobs/runner';
import type { RealtimeBus } from '../../core/realtime/bus';
import { channelSecretKey } from './channel-account/secrets';
import { adapterFor } from './channel/registry';
import { MESSAGE_TASK_JOB } from './pipeline/job-type';
import { runTask, type PipelineDeps } from './pipeline/run';

/** What the pipeline runs with on this node: the providers' adapters, the realtime bus, the call timeout. */
export function messagePipeline(db: Executor, bus: RealtimeBus, config: Pick<Config, 'isProduction' | 'messageSendTimeoutMs'>): PipelineDeps {
  return {
    bus,
    production: config.isProduction,
    io: { fetch: globalThis.fetch, timeoutMs: config.messageSendTimeoutMs, now: () => new Date() },
    adapterFor,
    secretKey: () => channelSecretKey(db),
  };
}

/** Registers the task job with a runner (the node's, or a test's own). */
export function registerMessageJobs(runner: JobRunner, pipeline: PipelineDeps): JobRunner {
  return runner.register(MESSAGE_TASK_JOB, (job, run) => runTask(run.db, pipeline, job.tenantId, BigInt(String((job.payload as { taskId: string }).taskId)), run.now));
}
