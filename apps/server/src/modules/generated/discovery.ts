import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import type { GeneratedMenu } from '../../seeds/generated-buttons';
import * as GENERATED from './index';

/** What each generated module offers the product. */
export interface GeneratedModule {
  register(app: FastifyInstance, deps: AppDeps): void;
  menu: GeneratedMenu;
}

export const generatedModules = (): GeneratedModule[] => Object.values(GENERATED as Record<string, GeneratedModule>);

/** Registers the routes of every generated module (called by the develop service, which generated them). */
export function registerGeneratedModules(app: FastifyInstance, deps: AppDeps): void {
  for (const module of generatedModules()) module.register(app, deps);
}
