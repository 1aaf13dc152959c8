import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../core/deps';
import { registerSearchRoutes } from '../search/routes';
import { registerTenantRoutes } from '../tenant/routes';
import { registerTenantSettingRoutes } from '../tenant/settings-routes';
import { registerUserAccountRoutes } from '../user/account-routes';
import { registerUserRoutes } from '../user/routes';
import { registerUserSelfRoutes } from '../user/self-routes';

/** Tenants, users and the picker lookups. */
export function registerTenantUserModules(app: FastifyInstance, deps: AppDeps): void {
  registerTenantRoutes(app, deps);
  registerTenantSettingRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerUserAccountRoutes(app, deps);
  registerUserSelfRoutes(app, deps);
  registerSearchRoutes(app, deps);
}
