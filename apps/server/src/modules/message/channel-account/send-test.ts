import { and, eq } from 'drizzle-orm';
import { idTypesOfChannel, message, receiverProblem, type Lang, type MessageChannel } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { users } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { createMessages } from '../../desk/message/service';
import { escapeText } from '../../desk/rich-text';
import type { PipelineDeps } from '../pipeline/run';
import { readMessageSettings } from '../pipeline/settings';
import { listedReceivers, whitelistOn } from '../pipeline/whitelist';
import type { ProviderChannel } from '../channel/types';
import { findAccount } from './service';
import { openAccount } from './secrets';

/**
 * "发送测试": one message straight through an account, bypassing templates, dedup and the night
 * shield — but never past the whitelist, so a test from a developer's machine reaches nobody real.
 * A provider's refusal is answered as a 400 with its own words.
 */
export async function sendTest(db: Executor, deps: PipelineDeps & { bus: RealtimeBus }, ctx: RequestContext, input: { id: string; receiver: string; title?: string | null; content?: string | null }, lang: Lang) {
  const key = await deps.secretKey();
  const prepared = await withTenant(db, ctx, async (tx) => {
    const account = await findAccount(tx, BigInt(input.id));
    const channel = account.channel as MessageChannel;
    const receiver = input.receiver.trim();
    // A test names one receiver of the channel's own kind (its first id type): an address, never a user to look up.
    const problem = receiverProblem(idTypesOfChannel(channel)[0], receiver);
    if (problem) throw badRequest(problem.startsWith('phone.') ? 'message.receiver.phone' : problem, { field: 'receiver', receiver, problem: message(problem, lang) });
    const title = input.title?.trim() || message('message.test.title', lang);
    const content = input.content?.trim() || message('message.test.content', lang, { name: account.name });
    if (channel === 'IN_APP') {
      const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, BigInt(receiver)), eq(users.isDeleted, 0)));
      if (!user) throw badRequest('message.receiver.userId', { field: 'receiver', receiver });
      await createMessages(tx, deps.bus, ctx, { userIds: [user.id], category: 'SYSTEM', title, content: `<p>${escapeText(content)}</p>` });
      return null;
    }
    const settings = await readMessageSettings(tx, ctx.tenantId);
    if (whitelistOn(settings, deps.production) && !(await listedReceivers(tx, [receiver])).has(receiver)) {
      throw badRequest('message.test.whitelist', { field: 'receiver', receiver });
    }
    return { channel: channel as ProviderChannel, account: openAccount(key, account), receiver, title, content };
  });
  if (!prepared) return { providerMsgId: null };
  const [outcome] = await deps.adapterFor(prepared.channel).send(
    prepared.account,
    { receivers: [{ recordId: `test${nextId()}`, to: prepared.receiver }], title: prepared.title, content: prepared.content, variables: { content: prepared.content } },
    deps.io,
  );
  if (!outcome?.ok) throw badRequest('message.test.failed', { field: 'receiver', error: outcome?.error ?? '' });
  return { providerMsgId: outcome.providerMsgId ?? null };
}
