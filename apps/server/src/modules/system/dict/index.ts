import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../core/deps';
import { registerClientRoutes } from '../client/routes';
import { dictBizKind } from '../dict-biz/resource';
import { registerPostRoutes } from '../post/routes';
import { registerRegionRoutes } from '../region/routes';
import { dictKind } from './resource';
import { registerDictRoutes } from './routes';

/** Dictionaries (system and business), posts, clients, and regions. */
export function registerDictionaryModules(app: FastifyInstance, deps: AppDeps): void {
  registerDictRoutes(app, deps, dictKind);
  registerDictRoutes(app, deps, dictBizKind);
  registerPostRoutes(app, deps);
  registerClientRoutes(app, deps);
  registerRegionRoutes(app, deps);
}
