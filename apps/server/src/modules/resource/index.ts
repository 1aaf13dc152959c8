import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { registerAttachRoutes } from './attach/routes';
import { registerUploadRoutes } from './upload/routes';
import { registerSmsRoutes } from './sms/routes';
import { registerCccRoutes } from './ccc/routes';
import { registerOssRoutes } from './oss/routes';

/** Every route of the resource service (blade-resource): uploads, stored files, attachments, object stores, SMS configurations, call centre accounts. */
export function registerResourceModules(app: FastifyInstance, deps: AppDeps): void {
  registerUploadRoutes(app, deps);
  registerAttachRoutes(app, deps);
  registerOssRoutes(app, deps);
  registerSmsRoutes(app, deps);
  registerCccRoutes(app, deps);
}
