import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { registerDatasourceRoutes } from './datasource/routes';
import { registerCodeRoutes } from './code/routes';
import { registerGeneratedModules } from '../generated/discovery';
import { registerModelRoutes } from './model/routes';

/** Every route of the develop service (blade-develop): data sources, models and the code generator. */
export function registerDevelopModules(app: FastifyInstance, deps: AppDeps): void {
  registerDatasourceRoutes(app, deps);
  registerCodeRoutes(app, deps);
  // The modules it generated (ADR 0054).
  registerGeneratedModules(app, deps);
  registerModelRoutes(app, deps);
}
