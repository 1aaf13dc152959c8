import { and, eq } from 'drizzle-orm';
import type { MessageCentreSend, MessageChannel, MessageIdType } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { messageTemplates } from '../../../core/db/schema';
import { badRequest, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { createTask } from './create';
import { resolveReceivers } from './receivers';

/**
 * POST send: the task is saved (SAVED) with its records and its first run booked; the pipeline runs
 * on the jobs runner once this commits. The same Idempotency-Key answers the first task again.
 */
export async function sendTemplate(tx: Executor, ctx: RequestContext, input: MessageCentreSend, idempotencyKey: string | null) {
  const [template] = await tx.select().from(messageTemplates).where(and(eq(messageTemplates.id, BigInt(input.templateId)), eq(messageTemplates.isDeleted, 0)));
  if (!template) throw notFound('message.template.notFound');
  const reached = await resolveReceivers(tx, template.channel as MessageChannel, template.idType as MessageIdType, input);
  if (reached.receivers.length === 0) throw badRequest('message.receivers.none', { field: 'receivers' });
  const { task } = await createTask(tx, {
    tenantId: ctx.tenantId,
    template,
    reached,
    variables: input.variables ?? {},
    idempotencyKey,
    createUser: ctx.userId,
    createDept: ctx.deptIds[0] ?? null,
  });
  return task;
}
