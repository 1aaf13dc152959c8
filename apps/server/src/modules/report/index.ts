import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { registerPrintTemplateRoutes } from './print/routes';
import { registerReportRoutes } from './report/routes';

/** Every route of the report service (blade-report): report definitions and runs, print templates. */
export function registerReportModules(app: FastifyInstance, deps: AppDeps): void {
  registerReportRoutes(app, deps);
  registerPrintTemplateRoutes(app, deps);
}
