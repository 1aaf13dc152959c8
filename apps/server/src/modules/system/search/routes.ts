import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../../core/db/database';
import type { AppDeps } from '../../../core/deps';
import { ok, page } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { searchDepts, searchPosts, searchRoles, searchUsers } from './repo';

const tags = ['system/search'];
const filters = (names: string) => z.record(z.string(), z.union([z.string(), z.array(z.string())])).describe(names);

/**
 * Picker lookups (workflow assignees, forms): any signed-in user of the tenant may search its
 * users, roles, depts and posts, and sees only what a picker shows.
 */
export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/blade-user/search/user', { schema: { tags, querystring: filters('current, size, account, name, realName') } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => searchUsers(tx, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  const lists: [string, string, (tx: Executor, query: Record<string, unknown>) => Promise<unknown[]>][] = [
    ['role', 'roleName, roleAlias', searchRoles],
    ['dept', 'deptName, fullName', searchDepts],
    ['post', 'postName, postCode, category', searchPosts],
  ];
  for (const [name, names, search] of lists) {
    api.get(`/api/blade-system/search/${name}`, { schema: { tags, querystring: filters(names) } }, async (request) =>
      ok(await withTenant(deps.db, request.ctx, (tx) => search(tx, request.query))),
    );
  }
}
