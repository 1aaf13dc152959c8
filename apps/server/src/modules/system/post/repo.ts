import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { posts } from '../../../core/db/schema';

/** The live posts of one tenant, for selects (row-level security still applies on the tenant path). */
export function postOptions(tx: Executor, tenantId: string) {
  return tx
    .select({ id: posts.id, tenantId: posts.tenantId, category: posts.category, postCode: posts.postCode, postName: posts.postName, sort: posts.sort })
    .from(posts)
    .where(and(eq(posts.tenantId, tenantId), eq(posts.isDeleted, 0)))
    .orderBy(asc(posts.sort), asc(posts.id));
}
