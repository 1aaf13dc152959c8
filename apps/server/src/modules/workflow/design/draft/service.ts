import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { nextId } from '../../../../core/db/ids';
import { wfDrafts } from '../../../../core/db/schema';
import type { Actor } from '../../engine';

/** A draft is the caller's own: per tenant, user and process key (any version of the process). */
const mine = (actor: Pick<Actor, 'tenantId' | 'userId'>, key: string) => and(eq(wfDrafts.tenantId, actor.tenantId), eq(wfDrafts.userId, actor.userId), eq(wfDrafts.procDefKey, key));

export async function readDraft(tx: Executor, actor: Pick<Actor, 'tenantId' | 'userId'>, key: string) {
  const [row] = await tx.select().from(wfDrafts).where(mine(actor, key));
  return row ? { processDefinitionKey: row.procDefKey, processDefinitionId: row.procDefId, data: row.data, updateTime: row.updatedAt } : null;
}

/** Saves (or replaces) the caller's draft of a process's start form. */
export async function saveDraft(tx: Executor, actor: Pick<Actor, 'tenantId' | 'userId'>, def: { id: bigint; key: string }, data: Record<string, unknown>) {
  const now = new Date();
  await tx
    .insert(wfDrafts)
    .values({ id: nextId(), tenantId: actor.tenantId, userId: actor.userId, procDefKey: def.key, procDefId: def.id, data, updatedAt: now })
    .onConflictDoUpdate({ target: [wfDrafts.tenantId, wfDrafts.userId, wfDrafts.procDefKey], set: { procDefId: def.id, data, updatedAt: now } });
  return readDraft(tx, actor, def.key);
}

export async function removeDraft(tx: Executor, actor: Pick<Actor, 'tenantId' | 'userId'>, key: string): Promise<void> {
  await tx.delete(wfDrafts).where(mine(actor, key));
}
