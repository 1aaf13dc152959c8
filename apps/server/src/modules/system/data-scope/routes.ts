import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../core/deps';
import { registerScopeDefinitionRoutes } from '../org/scope-definition-routes';
import { dataScopeResource } from './resource';

/** data-scope list, detail, remove, submit (platform administrator). */
export function registerDataScopeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerScopeDefinitionRoutes(app, deps, dataScopeResource);
}
