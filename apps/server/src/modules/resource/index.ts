import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { createFileStorage } from '../../core/files/create-storage';
import { registerAttachRoutes } from './attach/routes';
import { registerUploadRoutes } from './upload/routes';

/** Every route of the resource service (blade-resource): uploads, stored files, attachments. */
export function registerResourceModules(app: FastifyInstance, deps: AppDeps): void {
  const storage = createFileStorage(deps.config);
  registerUploadRoutes(app, deps, storage);
  registerAttachRoutes(app, deps, storage);
}
