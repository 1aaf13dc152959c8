import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerHomeStatisticsRoutes } from './dashboard/home-statistics-routes';
import { registerMessageRoutes } from './message/routes';
import { registerNoticeRoutes } from './notice/routes';

/** The desk service: notices, the message centre, the dashboard and the home page's widgets. */
export function registerDeskModules(app: FastifyInstance, deps: AppDeps): void {
  registerNoticeRoutes(app, deps);
  registerMessageRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerHomeStatisticsRoutes(app, deps);
}
