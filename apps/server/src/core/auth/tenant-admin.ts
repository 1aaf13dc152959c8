import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors';

/** Role aliases that administer a tenant (wire-protocol §8: BladeX HAS_ROLE_ADMIN). */
export const ADMIN_ROLE_ALIASES = ['administrator', 'admin'] as const;

export const isTenantAdmin = (roleAliases: readonly string[]): boolean => ADMIN_ROLE_ALIASES.some((alias) => roleAliases.includes(alias));

/** preHandler for routes only a tenant's administrators may call (within their own tenant). */
export async function requireTenantAdmin(request: FastifyRequest): Promise<void> {
  if (!isTenantAdmin(request.ctx.roleAliases)) throw forbidden('auth.adminOnly');
}
