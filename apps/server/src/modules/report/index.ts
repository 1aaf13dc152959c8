import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';

/** Every route of the report service (blade-report): report definitions and runs, print templates. */
export function registerReportModules(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
