import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { registerCrudRoutes } from '../../core/crud/routes';
import { wfButtonResource } from './design/button/resource';
import { registerCategoryRoutes } from './design/category/routes';
import { wfConditionResource } from './design/condition/resource';
import { registerDefaultValueRoutes } from './design/default-values/routes';
import { registerDraftRoutes } from './design/draft/routes';
import { registerFormRoutes } from './design/form/routes';
import { registerModelScopeRoutes } from './design/scope/routes';
import { registerDecisionRoutes } from './design/decision/routes';
import { registerDeploymentRoutes } from './design/deployment/routes';
import { registerDesignModelRoutes, registerModelRoutes } from './design/model/routes';
import { registerFollowRoutes } from './flow/follow-routes';
import { registerManagerRoutes } from './flow/manager-routes';
import { registerFlowEventRoutes } from './flow/event-routes';
import { registerFlowProcessRoutes } from './flow/process-routes';
import { registerWorkRoutes } from './flow/work-routes';
import { registerLeaveRoutes } from './leave/routes';
import { registerProcessRoutes } from './process/routes';
import { registerHttpJob, registerTimerJob } from './engine';

/** The workflow's HTTP side (/api/blade-workflow, /api/blade-flow and the leave demo) on the engine. */
export function registerWorkflowModules(app: FastifyInstance, deps: AppDeps): void {
  registerCategoryRoutes(app, deps);
  registerDesignModelRoutes(app, deps);
  registerModelScopeRoutes(app, deps);
  registerFormRoutes(app, deps);
  registerDefaultValueRoutes(app, deps);
  registerCrudRoutes(app, deps, wfButtonResource);
  registerCrudRoutes(app, deps, wfConditionResource);
  registerDraftRoutes(app, deps);
  registerDeploymentRoutes(app, deps);
  registerDecisionRoutes(app, deps);
  registerModelRoutes(app, deps, '/blade-flow/model');
  registerManagerRoutes(app, deps);
  registerWorkRoutes(app, deps);
  registerFollowRoutes(app, deps);
  registerFlowProcessRoutes(app, deps);
  registerFlowEventRoutes(app, deps);
  registerProcessRoutes(app, deps);
  registerLeaveRoutes(app, deps);
  registerTimerJob(deps.jobs);
  registerHttpJob(deps.jobs);
}
