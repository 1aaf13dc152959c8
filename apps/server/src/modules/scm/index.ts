import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { registerHospitalDirectoryRoutes } from './party/directory-routes';
import { registerSupplyRelationRoutes } from './supply-relation/routes';
import { registerHospitalRoutes } from './hospital/routes';
import { registerCertificateRoutes } from './certificate/routes';
import { registerCompanyRoutes } from './company/routes';
import { registerOverviewRoutes } from './home/overview-routes';
import { registerExpiryWatch } from './certificate-watch/watch';
import { registerContractRoutes } from './contract/routes';
import { registerCatalogRoutes } from './catalog/routes';
import { registerProductModule } from './product/routes';
import { registerCertificateShareRoutes } from './certificate-share/routes';
import { registerPlanRoutes } from './plan/routes';
import { registerIndentRoutes } from './indent/routes';
import { registerDeliveryRoutes } from './delivery/routes';
import { registerInvoiceRoutes } from './invoice/routes';
import { registerSurgicalRoutes } from './surgical/routes';
import { registerPushRoutes } from './push/routes';
import { registerSettlementRoutes } from './settlement/routes';

/** The supply chain (/api/beree-scm): parties, their relations and, in turn, their documents. */
export function registerScmModules(app: FastifyInstance, deps: AppDeps): void {
  registerHospitalDirectoryRoutes(app, deps);
  registerSupplyRelationRoutes(app, deps);
  registerHospitalRoutes(app, deps);
  registerCertificateRoutes(app, deps);
  registerCertificateShareRoutes(app, deps);
  registerCompanyRoutes(app, deps);
  registerOverviewRoutes(app, deps);
  registerContractRoutes(app, deps);
  registerCatalogRoutes(app, deps);
  registerExpiryWatch(deps.jobs, deps.realtime);
  registerProductModule(app, deps);
  registerPlanRoutes(app, deps);
  registerIndentRoutes(app, deps);
  registerDeliveryRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerSurgicalRoutes(app, deps);
  registerPushRoutes(app, deps);
  registerSettlementRoutes(app, deps);
}
