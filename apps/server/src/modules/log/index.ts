import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { registerApiLogRoutes } from './api/routes';
import { registerErrorLogRoutes } from './error/routes';
import { registerLogRetention } from './retention/sweep';
import { registerUsualLogRoutes } from './usual/routes';

/** Every route of the log service (blade-log), and the nightly sweep of old rows. */
export function registerLogModules(app: FastifyInstance, deps: AppDeps): void {
  registerUsualLogRoutes(app, deps);
  registerApiLogRoutes(app, deps);
  registerErrorLogRoutes(app, deps);
  registerLogRetention(deps.jobs, deps.config.timezone);
}
