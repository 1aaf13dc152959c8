import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../core/crud/routes';
import type { AppDeps } from '../../core/deps';
import { registerDictionaryModules } from './dict';
import { registerHomeRoutes } from './home/routes';
import { registerMenuRoutes } from './menu/routes';
import { registerOrgModules } from './org';
import { paramResource } from './param/resource';
import { tenantPackageResource } from './tenant-package/resource';
import { registerTenantUserModules } from './tenant-user';

/** Every route of the system service (blade-system, blade-develop datasource, lookups). */
export function registerSystemModules(app: FastifyInstance, deps: AppDeps): void {
  registerMenuRoutes(app, deps);
  registerOrgModules(app, deps);
  registerDictionaryModules(app, deps);
  registerTenantUserModules(app, deps);
  registerHomeRoutes(app, deps);
  registerCrudRoutes(app, deps, paramResource);
  registerCrudRoutes(app, deps, tenantPackageResource);
}
