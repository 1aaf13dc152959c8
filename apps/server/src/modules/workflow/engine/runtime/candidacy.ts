import { and, eq, or, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfTaskCandidates } from '../../../../core/db/schema';
import type { Actor } from './types';

/** The candidate rows that name this user: as a user, or by one of their roles, depts or posts. */
export function candidateMatch(actor: Actor): SQL {
  const parts: SQL[] = [and(eq(wfTaskCandidates.kind, 'user'), eq(wfTaskCandidates.refId, actor.userId))!];
  const groups: [string, readonly string[] | undefined][] = [
    ['role', actor.roles],
    ['dept', actor.depts],
    ['post', actor.posts],
  ];
  for (const [kind, refs] of groups) if (refs?.length) parts.push(and(eq(wfTaskCandidates.kind, kind), inArray(wfTaskCandidates.refId, [...refs]))!);
  return or(...parts)!;
}

export async function isCandidate(tx: Executor, actor: Actor, taskId: bigint): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(wfTaskCandidates)
    .where(and(eq(wfTaskCandidates.tenantId, actor.tenantId), eq(wfTaskCandidates.taskId, taskId), candidateMatch(actor)))
    .limit(1);
  return rows.length > 0;
}
