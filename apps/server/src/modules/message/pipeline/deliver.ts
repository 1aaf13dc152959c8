import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { messageChannelAccounts } from '../../../core/db/schema';
import type { RealtimeBus } from '../../../core/realtime/bus';
import { createMessages } from '../../desk/message/service';
import type { TaskRow, RecordRow } from './filters';
import { anchor, settle } from './anchors';

/** Writes the in-app messages of a task's receivers, with their anchors, and nudges their bells once committed. */
export async function deliverInApp(tx: Executor, bus: RealtimeBus, task: TaskRow, records: RecordRow[], now: Date): Promise<void> {
  const users = records.filter((r) => r.userId !== null);
  if (users.length > 0) {
    await createMessages(tx, bus, { tenantId: task.tenantId, userId: task.createUser ?? 0n, deptIds: [] }, {
      userIds: users.map((r) => r.userId!),
      category: task.eventCode ? 'BUSINESS' : 'SYSTEM',
      title: task.title,
      content: task.content,
      bizType: task.bizType,
      bizId: task.bizId,
    });
  }
  await settle(tx, users.map((r) => r.id), { msgStatus: 'SEND_SUCCESS', sendStatus: 'SUCCESS', sendTime: now, attempts: 1 });
  const lost = records.filter((r) => r.userId === null);
  await settle(tx, lost.map((r) => r.id), { msgStatus: 'SEND_FAIL', sendStatus: 'FAIL', error: 'no such user' });
  if (users.length) await anchor(tx, task, 'SEND_SUCCESS', users.length, null, now);
  if (lost.length) await anchor(tx, task, 'SEND_FAIL', lost.length, 'no such user', now);
}

/** The account a task sends through: the one it names, else the channel's default, else the channel's oldest. */
export async function accountOf(tx: Executor, task: TaskRow) {
  const live = and(eq(messageChannelAccounts.tenantId, task.tenantId), eq(messageChannelAccounts.channel, task.channel), eq(messageChannelAccounts.isDeleted, 0));
  if (task.accountId) {
    const [named] = await tx.select().from(messageChannelAccounts).where(and(live, eq(messageChannelAccounts.id, task.accountId)));
    if (named) return named;
  }
  const [first] = await tx.select().from(messageChannelAccounts).where(live).orderBy(desc(messageChannelAccounts.isDefault), asc(messageChannelAccounts.createTime)).limit(1);
  return first;
}
