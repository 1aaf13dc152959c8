import type { wfExecutions, wfProcInsts, wfTasks } from '../../../../core/db/schema';

/**
 * Who acts. References are the wire strings of ids; roles may also hold role aliases (a model
 * may name candidateGroups="boss"). The routes build this from the verified request context.
 */
export interface Actor {
  tenantId: string;
  userId: string;
  userName?: string;
  roles?: readonly string[];
  depts?: readonly string[];
  posts?: readonly string[];
  /** Process administration (ops): may act on tasks that are not theirs. */
  admin?: boolean;
}

export type InstanceRow = typeof wfProcInsts.$inferSelect;
export type TaskRow = typeof wfTasks.$inferSelect;
export type ExecutionRow = typeof wfExecutions.$inferSelect;

/** How a task or a node visit ended. */
export type EndReason = 'completed' | 'rolled_back' | 'dispatched' | 'mi_removed' | 'mi_condition' | 'terminated' | 'withdrawn' | 'timed_out';

export type Outcome = 'pass' | 'reject';
