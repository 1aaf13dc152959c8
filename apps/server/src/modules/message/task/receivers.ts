import { and, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { CHANNEL_TYPE_OF, MESSAGE_MAX_RECEIVERS, message, receiverProblem, type MessageChannel, type MessageIdType } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { users } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';

export interface Receiver {
  receiver: string;
  userId: bigint | null;
}

/** Users reached, and how many of them lacked the address the channel needs. */
export interface Reached {
  receivers: Receiver[];
  withoutAddress: number;
  /** What they lacked, for the task's first anchor ("e-mail address", "mobile number"). */
  lacking: string;
}

const ADDRESS = { EMAIL: { zh: '邮箱', en: 'e-mail address' }, SMS: { zh: '手机号', en: 'mobile number' } } as const;

/** A live user's addresses, as usersOnChannel reads them. */
export interface UserAddresses {
  id: bigint;
  email: string | null;
  phone: string | null;
}

/** Who of these live users a channel reaches: by e-mail or phone, or by the user id itself in the app. */
export function reachOn(channel: MessageChannel, rows: UserAddresses[]): Reached {
  const type = CHANNEL_TYPE_OF[channel];
  const address = (r: UserAddresses) => (type === 'EMAIL' ? r.email?.trim() : type === 'SMS' ? r.phone?.trim() : type === 'IN_APP' ? String(r.id) : undefined);
  const receivers = rows.flatMap((r) => (address(r) ? [{ receiver: address(r)!, userId: r.id }] : []));
  const lacking = type === 'EMAIL' || type === 'SMS' ? message('message.anchor.noAddress', 'zh', { count: rows.length - receivers.length, kind: ADDRESS[type].zh }) : '';
  return { receivers, withoutAddress: rows.length - receivers.length, lacking };
}

/** A user's address on a channel: the e-mail or phone, or the user id itself in the app. */
export async function usersOnChannel(tx: Executor, channel: MessageChannel, userIds: bigint[]): Promise<Reached> {
  const unique = [...new Set(userIds.map(String))].map(BigInt);
  const rows = unique.length
    ? await tx
        .select({ id: users.id, email: users.email, phone: users.phone })
        .from(users)
        .where(and(inArray(users.id, unique), eq(users.isDeleted, 0), eq(users.status, 1)))
    : [];
  return reachOn(channel, rows);
}

/** The live users of roles and departments (their comma lists hold the ids). */
async function usersOf(tx: Executor, roleIds: string[], deptIds: string[]): Promise<bigint[]> {
  if (roleIds.length === 0 && deptIds.length === 0) return [];
  const inList = (column: AnyColumn, ids: string[]) => sql`string_to_array(${column}, ',') && ${sql.raw(`ARRAY[${ids.map((id) => `'${BigInt(id)}'`).join(',')}]::text[]`)}`;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isDeleted, 0), eq(users.status, 1), or(roleIds.length ? inList(users.roleId, roleIds) : undefined, deptIds.length ? inList(users.deptId, deptIds) : undefined)));
  return rows.map((r) => r.id);
}

/**
 * The receivers of a send, checked by the template's id type: each one typed must be valid (a
 * 400 naming `receivers.i`), users must be of the caller's tenant, roles and departments expand
 * to their users; at most 100 in all.
 */
export async function resolveReceivers(tx: Executor, channel: MessageChannel, idType: MessageIdType, input: { receivers?: string[] | null; roleIds?: string[] | null; deptIds?: string[] | null }): Promise<Reached> {
  const typed = (input.receivers ?? []).map((r) => r.trim()).filter(Boolean);
  typed.forEach((value, i) => {
    const problem = receiverProblem(idType, value);
    if (problem) throw badRequest(problem.startsWith('phone.') ? 'message.receiver.phone' : problem, { field: `receivers.${i}`, receiver: value, problem: message(problem, 'zh') });
  });
  if (idType !== 'USER_ID') {
    if (input.roleIds?.length || input.deptIds?.length) throw badRequest('message.receivers.byUsers', { field: 'roleIds' });
    return { receivers: [...new Set(typed)].map((receiver) => ({ receiver, userId: null })), withoutAddress: 0, lacking: '' };
  }
  const named = typed.map(BigInt);
  const found = named.length ? await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, named), eq(users.isDeleted, 0))) : [];
  const known = new Set(found.map((f) => String(f.id)));
  typed.forEach((value, i) => {
    if (!known.has(String(BigInt(value)))) throw badRequest('message.receiver.userId', { field: `receivers.${i}`, receiver: value });
  });
  const all = [...new Set([...named, ...(await usersOf(tx, input.roleIds ?? [], input.deptIds ?? []))].map(String))].map(BigInt);
  if (all.length === 0) throw badRequest('message.receivers.none', { field: 'roleIds' });
  if (all.length > MESSAGE_MAX_RECEIVERS) throw badRequest('message.receivers.tooMany', { field: 'receivers' });
  return usersOnChannel(tx, channel, all);
}
