import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { registerCategoryRoutes } from './design/category/routes';
import { registerDeploymentRoutes } from './design/deployment/routes';
import { registerDesignModelRoutes, registerModelRoutes } from './design/model/routes';
import { registerFollowRoutes } from './flow/follow-routes';
import { registerManagerRoutes } from './flow/manager-routes';
import { registerFlowProcessRoutes } from './flow/process-routes';
import { registerWorkRoutes } from './flow/work-routes';
import { registerLeaveRoutes } from './leave/routes';
import { registerProcessRoutes } from './process/routes';

/** The workflow's HTTP side (/api/blade-workflow, /api/blade-flow and the leave demo) on the engine. */
export function registerWorkflowModules(app: FastifyInstance, deps: AppDeps): void {
  registerCategoryRoutes(app, deps);
  registerDesignModelRoutes(app, deps);
  registerDeploymentRoutes(app, deps);
  registerModelRoutes(app, deps, '/blade-flow/model');
  registerManagerRoutes(app, deps);
  registerWorkRoutes(app, deps);
  registerFollowRoutes(app, deps);
  registerFlowProcessRoutes(app, deps);
  registerProcessRoutes(app, deps);
  registerLeaveRoutes(app, deps);
}
