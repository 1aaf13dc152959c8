import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { dataScopeCondition } from '../scopes/data-scope';
import type { RequestContext } from '../tenancy/context';
import type { CrudResource } from './resource';

/** The data-scope condition of a tenant resource for the caller (platform resources have none). */
export function rowScope(tx: Executor, ctx: RequestContext, r: CrudResource): Promise<SQL | undefined> {
  if (r.scope !== 'tenant') return Promise.resolve(undefined);
  return dataScopeCondition(tx, ctx, r.permissions.menu, { createUser: r.table.createUser, createDept: r.table.createDept, others: r.filters });
}
