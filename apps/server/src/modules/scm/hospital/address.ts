import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { PERMISSIONS, receivingAddressSchema, type ReceivingAddressInput } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { findRow, removeRows, submitRow } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { receivingAddresses } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';

const t = receivingAddresses;
const live = eq(t.isDeleted, 0);

/** 收货地址: where suppliers deliver to the hospital. */
export const addressResource: CrudResource<typeof receivingAddressSchema> = {
  base: '/beree-scm/hospital/address',
  tag: 'scm/hospital',
  table: t,
  scope: 'tenant',
  filters: { warehouseName: t.warehouseName, address: t.address, receiver: t.receiver, phone: t.phone, isDefault: t.isDefault, createTime: t.createTime, updateTime: t.updateTime },
  permissions: PERMISSIONS.receivingAddress,
  submitSchema: receivingAddressSchema,
  toValues: (input) => ({
    warehouseName: input.warehouseName,
    address: input.address,
    receiver: input.receiver,
    phone: input.phone,
    remark: input.remark || null,
    ...(input.isDefault == null ? {} : { isDefault: input.isDefault }),
  }),
};

/** Takes the default from every other address, ahead of giving it to one. */
async function clearDefault(tx: Executor, exceptId?: bigint) {
  await tx.update(t).set({ isDefault: false }).where(and(live, eq(t.isDefault, true), exceptId === undefined ? undefined : ne(t.id, exceptId)));
}

/**
 * Adds or edits an address keeping exactly one default: the first address is the default, making
 * one the default takes it from the others, and the default cannot simply be cleared (another one
 * is made the default instead).
 */
export async function submitAddress(tx: Executor, ctx: RequestContext, input: ReceivingAddressInput) {
  const id = input.id ? BigInt(input.id) : undefined;
  const before = id === undefined ? undefined : await findRow(tx, addressResource, id);
  const others = await tx.select({ id: t.id }).from(t).where(and(live, id === undefined ? undefined : ne(t.id, id))).limit(1);
  let isDefault = input.isDefault ?? (before ? Boolean(before.isDefault) : false);
  if (others.length === 0) isDefault = true;
  if (before?.isDefault && input.isDefault === false && others.length > 0) throw badRequest('hospital.address.defaultRequired', { field: 'isDefault' });
  if (isDefault) await clearDefault(tx, id);
  const { row } = await submitRow(tx, addressResource, ctx, { ...input, isDefault });
  return row;
}

/** Makes one address the default. */
export async function setDefaultAddress(tx: Executor, ctx: RequestContext, id: bigint) {
  await findRow(tx, addressResource, id);
  await clearDefault(tx, id);
  const [row] = await tx.update(t).set({ isDefault: true, updateUser: ctx.userId, updateTime: new Date(), version: sql`${t.version} + 1` }).where(eq(t.id, id)).returning();
  return row;
}

/** Deletes addresses; when the default goes, the oldest address left becomes the default. */
export async function removeAddresses(tx: Executor, ctx: RequestContext, ids: bigint[]) {
  const removed = await removeRows(tx, addressResource, ctx, ids);
  const [hasDefault] = await tx.select({ id: t.id }).from(t).where(and(live, eq(t.isDefault, true))).limit(1);
  if (!hasDefault) {
    const [oldest] = await tx.select({ id: t.id }).from(t).where(live).orderBy(asc(t.createTime), asc(t.id)).limit(1);
    if (oldest) await tx.update(t).set({ isDefault: true, updateUser: ctx.userId, updateTime: new Date(), version: sql`${t.version} + 1` }).where(eq(t.id, oldest.id));
  }
  return removed;
}
