import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../core/deps';
import { registerApiScopeRoutes } from '../api-scope/routes';
import { registerDataScopeRoutes } from '../data-scope/routes';
import { registerDeptRoutes } from '../dept/routes';
import { registerMenuAdminRoutes } from '../menu-admin/routes';
import { registerRoleRoutes } from '../role/routes';
import { registerTopMenuRoutes } from '../topmenu/routes';

/** Organisation administration: depts, roles and grants, menus, top menus, data and API scopes. */
export function registerOrgModules(app: FastifyInstance, deps: AppDeps): void {
  registerDeptRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerMenuAdminRoutes(app, deps);
  registerTopMenuRoutes(app, deps);
  registerDataScopeRoutes(app, deps);
  registerApiScopeRoutes(app, deps);
}
