import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../core/deps';
import { registerScopeDefinitionRoutes } from '../org/scope-definition-routes';
import { apiScopeResource } from './resource';

/** api-scope list, detail, remove, submit (platform administrator). */
export function registerApiScopeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerScopeDefinitionRoutes(app, deps, apiScopeResource);
}
