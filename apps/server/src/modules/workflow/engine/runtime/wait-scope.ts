import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Exec, InstanceState } from './state';

/** Which waits to remove: those of executions that ended, or of one execution leaving one activity. */
export type WaitScope = { execIds: bigint[] } | { exec: Exec; activityId: string };

/** The columns every table of waits (timers, message and signal waits) has. */
interface WaitColumns {
  tenantId: PgColumn;
  procInstId: PgColumn;
  executionId: PgColumn;
  activityId: PgColumn;
}

/** The rows of a table of waits that `where` names within the instance; undefined when it names none. */
export function waitsIn(table: WaitColumns, s: InstanceState, where: WaitScope): SQL | undefined {
  if ('execIds' in where && !where.execIds.length) return undefined;
  const which = 'execIds' in where ? inArray(table.executionId, where.execIds) : and(eq(table.executionId, where.exec.id), eq(table.activityId, where.activityId));
  return and(eq(table.tenantId, s.tenantId), eq(table.procInstId, s.instance.id), which);
}
