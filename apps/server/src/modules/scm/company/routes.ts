import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../core/deps';
import { registerCompanyProfileRoutes } from './profile-routes';
import { registerCompanyPublicRoutes } from './public-routes';
import { registerRegistrationReviewRoutes } from './review-routes';

/** Companies: public registration, the platform's review and each supplier's own profile. */
export function registerCompanyRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCompanyPublicRoutes(app, deps);
  registerRegistrationReviewRoutes(app, deps);
  registerCompanyProfileRoutes(app, deps);
}
