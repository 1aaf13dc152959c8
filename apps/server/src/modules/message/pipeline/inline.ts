import type { Executor } from '../../../core/db/database';
import type { RealtimeBus } from '../../../core/realtime/bus';
import { deliverInApp } from './deliver';
import { runFilters, type TaskRow } from './filters';
import { conclude } from './run';
import { settingsWhenAsked } from './settings';

/**
 * An in-app task made by a business event runs at once, in the event's own transaction: the bell
 * rings as the change commits, as it always has. Only a night shield defers it to the jobs runner.
 * The in-app channel never leaves the product, so the whitelist does not apply.
 */
export async function runInAppNow(tx: Executor, bus: RealtimeBus, task: TaskRow, now: Date): Promise<void> {
  const outcome = await runFilters(tx, task, settingsWhenAsked(tx, task.tenantId), () => false, now);
  if ('stopped' in outcome) {
    if (outcome.stopped !== 'NIGHT_SHIELD_NEXT_SEND') await conclude(tx, task, now);
    return;
  }
  await deliverInApp(tx, bus, task, outcome.go, now);
  await conclude(tx, task, now);
}
