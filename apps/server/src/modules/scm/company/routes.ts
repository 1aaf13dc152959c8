import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../core/deps';
import { createFileStorage } from '../../../core/files/create-storage';
import { registerCompanyProfileRoutes } from './profile-routes';
import { registerCompanyPublicRoutes } from './public-routes';
import { registerRegistrationReviewRoutes } from './review-routes';

/** Companies: public registration, the platform's review and each supplier's own profile. */
export function registerCompanyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const storage = createFileStorage(deps.config);
  registerCompanyPublicRoutes(app, deps, storage);
  registerRegistrationReviewRoutes(app, deps, storage);
  registerCompanyProfileRoutes(app, deps);
}
