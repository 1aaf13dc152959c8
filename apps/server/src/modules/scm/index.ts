import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { registerHospitalDirectoryRoutes } from './party/directory-routes';
import { registerSupplyRelationRoutes } from './supply-relation/routes';
import { registerCompanyRoutes } from './company/routes';
import { registerHospitalRoutes } from './hospital/routes';
import { registerCertificateRoutes } from './certificate/routes';
import { registerOverviewRoutes } from './home/overview-routes';

/** The supply chain (/api/beree-scm): parties, their relations and, in turn, their documents. */
export function registerScmModules(app: FastifyInstance, deps: AppDeps): void {
  registerHospitalDirectoryRoutes(app, deps);
  registerSupplyRelationRoutes(app, deps);
  registerCompanyRoutes(app, deps);
  registerHospitalRoutes(app, deps);
  registerCertificateRoutes(app, deps);
  registerOverviewRoutes(app, deps);
}
