import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { users, wfCategories } from '../../../core/db/schema';

const digits = (ids: Iterable<string | null | undefined>) => [...new Set([...ids].filter((id): id is string => !!id && /^\d{1,19}$/.test(id)))];

/** Display names of users referenced by wire id (engine rows keep ids as text). */
export async function userNames(tx: Executor, tenantId: string, ids: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const list = digits(ids);
  if (!list.length) return new Map();
  const rows = await tx
    .select({ id: users.id, realName: users.realName, name: users.name, account: users.account })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, list.map(BigInt))));
  return new Map(rows.map((r) => [String(r.id), r.realName || r.name || r.account]));
}

/** Category names by the id kept as text on definitions and instances. */
export async function categoryNames(tx: Executor, tenantId: string, ids: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const list = digits(ids);
  if (!list.length) return new Map();
  const rows = await tx.select({ id: wfCategories.id, name: wfCategories.name }).from(wfCategories).where(and(eq(wfCategories.tenantId, tenantId), inArray(wfCategories.id, list.map(BigInt))));
  return new Map(rows.map((r) => [String(r.id), r.name]));
}
