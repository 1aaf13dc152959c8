import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { CHANNEL_SETTINGS, CHANNEL_TYPE_OF, type ChannelAccountSubmit, type MessageChannel } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { messageChannelAccounts, messageTemplates } from '../../../core/db/schema';
import { badRequest, conflict, notFound } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { splitSettings } from './secrets';

type AccountRow = typeof messageChannelAccounts.$inferSelect;

/** An account as answered: never its secrets, only their last characters. */
export const accountView = ({ secretsSealed: _sealed, status: _status, ...row }: AccountRow) => ({ ...row, channelType: CHANNEL_TYPE_OF[row.channel as MessageChannel] ?? null });

export async function findAccount(tx: Executor, id: bigint): Promise<AccountRow> {
  const [row] = await tx.select().from(messageChannelAccounts).where(and(eq(messageChannelAccounts.id, id), eq(messageChannelAccounts.isDeleted, 0)));
  if (!row) throw notFound();
  return row;
}

/**
 * Adds or changes an account: secrets sealed (a blank one kept), one default per channel (making
 * one the default unsets the others), names unique in the tenant, a stale version refused.
 */
export async function submitAccount(tx: Executor, ctx: RequestContext, input: ChannelAccountSubmit, key: Buffer): Promise<AccountRow> {
  const id = input.id ? BigInt(input.id) : undefined;
  const previous = id ? await findAccount(tx, id) : undefined;
  const [clash] = await tx
    .select({ id: messageChannelAccounts.id })
    .from(messageChannelAccounts)
    .where(and(eq(messageChannelAccounts.name, input.name), eq(messageChannelAccounts.isDeleted, 0), id ? ne(messageChannelAccounts.id, id) : undefined));
  if (clash) throw conflict('message.account.name.duplicate', { field: 'name' });
  const { settings, secretsSealed, secretHints } = splitSettings(key, input.channel, input.settings ?? {}, previous);
  // A channel changed on edit keeps none of the old channel's secrets: the new ones must be given.
  const missing = CHANNEL_SETTINGS[input.channel].find((s) => s.secret && s.required && !(s.name in secretHints));
  if (missing) throw badRequest('message.account.setting.required', { field: `settings.${missing.name}` });
  const now = new Date();
  const isDefault = input.isDefault ?? (previous ? previous.isDefault : 0);
  if (isDefault === 1) {
    await tx
      .update(messageChannelAccounts)
      .set({ isDefault: 0, updateTime: now })
      .where(and(eq(messageChannelAccounts.channel, input.channel), eq(messageChannelAccounts.isDefault, 1), eq(messageChannelAccounts.isDeleted, 0), id ? ne(messageChannelAccounts.id, id) : undefined));
  }
  const values = { name: input.name, channel: input.channel, settings, secretsSealed, secretHints, isDefault, remark: input.remark ?? null, updateUser: ctx.userId, updateTime: now };
  if (!previous) {
    const [row] = await tx
      .insert(messageChannelAccounts)
      .values({ ...values, id: nextId(), tenantId: ctx.tenantId, createUser: ctx.userId, createDept: ctx.deptIds[0] ?? null, createTime: now })
      .returning();
    return row;
  }
  const [row] = await tx
    .update(messageChannelAccounts)
    .set({ ...values, version: sql`${messageChannelAccounts.version} + 1` })
    .where(and(eq(messageChannelAccounts.id, previous.id), input.version == null ? undefined : eq(messageChannelAccounts.version, input.version)))
    .returning();
  if (!row) throw conflict('record.stale');
  return row;
}

/** Removes accounts no live template names. */
export async function removeAccounts(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  const [used] = await tx
    .select({ account: messageChannelAccounts.name, template: messageTemplates.name })
    .from(messageTemplates)
    .innerJoin(messageChannelAccounts, eq(messageChannelAccounts.id, messageTemplates.accountId))
    .where(and(inArray(messageTemplates.accountId, ids), eq(messageTemplates.isDeleted, 0)))
    .limit(1);
  if (used) throw badRequest('message.account.inUse', { field: 'ids', name: used.account, template: used.template });
  const removed = await tx
    .update(messageChannelAccounts)
    .set({ isDeleted: 1, isDefault: 0, updateUser: ctx.userId, updateTime: new Date(), version: sql`${messageChannelAccounts.version} + 1` })
    .where(and(inArray(messageChannelAccounts.id, ids), eq(messageChannelAccounts.isDeleted, 0)))
    .returning({ id: messageChannelAccounts.id });
  if (removed.length === 0) throw notFound();
}
