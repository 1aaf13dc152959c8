import type { wfComments, wfExecutions, wfHiActinsts, wfParticipants, wfProcInsts, wfTaskCandidates, wfTasks } from '../../../../core/db/schema';

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

/** The engine acting on its own (a timer, a partner's answer): no person, the rights of process administration. */
export const engineActor = (tenantId: string): Actor => ({ tenantId, userId: '0', admin: true });

export type InstanceRow = typeof wfProcInsts.$inferSelect;
export type TaskRow = typeof wfTasks.$inferSelect;
export type ExecutionRow = typeof wfExecutions.$inferSelect;
/** A node visit or flow taken (wf_hi_actinst). */
export type VisitRow = typeof wfHiActinsts.$inferSelect;
export type CommentRow = typeof wfComments.$inferSelect;
export type CandidateRow = typeof wfTaskCandidates.$inferInsert;
export type ParticipantRow = typeof wfParticipants.$inferSelect;

/** How a task or a node visit ended. */
export type EndReason = 'completed' | 'rolled_back' | 'dispatched' | 'mi_removed' | 'mi_condition' | 'terminated' | 'withdrawn' | 'timed_out' | 'interrupted';

export type Outcome = 'pass' | 'reject';

/** What a command leaves behind: its instance, and the tasks it opened that wait for someone. */
export interface Step {
  instance: InstanceRow;
  opened: TaskRow[];
}
