import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { registerPrintTemplateRoutes } from './print/routes';

/** Every route of the report service (blade-report): report definitions and runs, print templates. */
export function registerReportModules(app: FastifyInstance, deps: AppDeps): void {
  registerPrintTemplateRoutes(app, deps);
}
