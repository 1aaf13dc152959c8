import { message, PERMISSIONS } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import type { pushes } from '../../../core/db/schema';
import { formatDateTime } from '../../../core/http/wire';
import { escapeText } from '../../desk/rich-text';
import { notifyParty } from '../party/notify';

/**
 * Tells the document owner's push clerks that a push keeps failing (its retries are used up, or it
 * has failed for a day), once per round. The job runner has no realtime bus: the in-app message
 * goes through the message centre's runner like the other channels.
 */
export async function tellPushFailing(tx: Executor, push: typeof pushes.$inferSelect, error: string, round: number): Promise<void> {
  const vars = { sourceNo: push.sourceNo, endpoint: push.endpointName, since: formatDateTime(push.createTime), error: error.slice(0, 300) };
  const safe = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeText(v)]));
  await notifyParty(tx, null, { tenantId: push.tenantId, userId: 0n }, push.tenantId, {
    event: 'push.failing',
    vars,
    menuCode: PERMISSIONS.push.menu,
    title: message('message.event.push.failing.title', 'zh', vars),
    content: `<p>${message('message.event.push.failing.content', 'zh', safe)}</p>`,
    bizType: 'PUSH',
    bizId: String(push.id),
    onceKey: `push-failing:${push.id}:${round}`,
  });
}
