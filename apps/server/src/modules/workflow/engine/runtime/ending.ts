import { closeAllOpen } from './history';
import type { InstanceState } from './state';
import { endTasksOf } from './tasks';
import type { EndReason } from './types';

export type FinalState = 'completed' | 'terminated' | 'withdrawn';

/**
 * Ends the instance: every task and open visit closed with the reason, every execution gone (the
 * history keeps the trail), the state column the one truth about how it ended.
 */
export async function finishInstance(s: InstanceState, state: FinalState, opts: { endActivityId?: string; reason?: string } = {}): Promise<void> {
  const all = [...s.executions.values()];
  const taskReason: EndReason = state === 'completed' ? 'terminated' : state;
  endTasksOf(s, all.map((e) => e.id), taskReason);
  closeAllOpen(s, taskReason);
  await s.deleteExecs(all);
  Object.assign(s.instance, { state, endTime: s.now, endActivityId: opts.endActivityId ?? null, endReason: opts.reason ?? null });
}
