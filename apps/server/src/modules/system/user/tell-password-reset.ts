import { message } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { escapeText } from '../../desk/rich-text';
import { sendEvent } from '../../message/events/send-event';

/** Tells a user that an administrator reset their password (the password.reset event: in the app, or by e-mail or SMS where the tenant set it up). */
export async function tellPasswordReset(tx: Executor, bus: RealtimeBus, ctx: RequestContext, user: { id: bigint; account: string }): Promise<void> {
  const vars = { account: user.account, operator: ctx.userName || ctx.account };
  const safe = { account: escapeText(vars.account), operator: escapeText(vars.operator) };
  await sendEvent(tx, bus, {
    event: 'password.reset',
    tenantId: ctx.tenantId,
    userIds: [user.id],
    fromUserId: ctx.userId,
    vars: { ...vars, title: message('message.event.password.reset.title', 'zh', vars), content: `<p>${message('message.event.password.reset.content', 'zh', safe)}</p>` },
    bizType: 'USER',
    bizId: String(user.id),
  });
}
