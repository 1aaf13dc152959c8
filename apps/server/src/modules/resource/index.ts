import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { createFileStorage } from '../../core/files/create-storage';
import { registerAttachRoutes } from './attach/routes';
import { registerUploadRoutes } from './upload/routes';
import { registerSmsRoutes } from './sms/routes';
import { registerCccRoutes } from './ccc/routes';

/** Every route of the resource service (blade-resource): uploads, stored files, attachments, SMS configurations. */
export function registerResourceModules(app: FastifyInstance, deps: AppDeps): void {
  const storage = createFileStorage(deps.config);
  registerUploadRoutes(app, deps, storage);
  registerAttachRoutes(app, deps, storage);
  registerSmsRoutes(app, deps);
  registerCccRoutes(app, deps);
}
