import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../core/crud/routes';
import type { AppDeps } from '../../core/deps';
import { registerDictRoutes } from './dict/routes';
import { registerHomeRoutes } from './home/routes';
import { registerMenuRoutes } from './menu/routes';
import { paramResource } from './param/resource';
import { tenantPackageResource } from './tenant-package/resource';
import { registerTenantInfoRoute } from './tenant/routes';
import { registerUserUnlockRoute } from './user/routes';

/** Every route of the system service (blade-system, blade-develop datasource, lookups). */
export function registerSystemModules(app: FastifyInstance, deps: AppDeps): void {
  registerMenuRoutes(app, deps);
  registerDictRoutes(app, deps);
  registerTenantInfoRoute(app, deps);
  registerHomeRoutes(app, deps);
  registerUserUnlockRoute(app, deps);
  registerCrudRoutes(app, deps, paramResource);
  registerCrudRoutes(app, deps, tenantPackageResource);
}
