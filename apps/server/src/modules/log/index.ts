import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { registerErrorLogRoutes } from './error/routes';

/** Every route of the log service (blade-log). */
export function registerLogModules(app: FastifyInstance, deps: AppDeps): void {
  registerErrorLogRoutes(app, deps);
}
