import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SmsSubmit } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { smsConfigs } from '../../../core/db/schema';
import { conflict, notFound } from '../../../core/http/errors';
import { seal, sealingKey } from '../../../core/secrets/sealing';
import type { RequestContext } from '../../../core/tenancy/context';

export type SmsRow = typeof smsConfigs.$inferSelect;

/** The key SMS secrets are sealed with (read outside any tenant's transaction). */
export const smsSecretKey = (db: Executor): Promise<Buffer> => sealingKey(db, 'sms-secret-key');

/** A configuration as answered: never its secret, only the last four characters. */
export const smsView = ({ secretSealed: _sealed, ...row }: SmsRow) => row;

export async function findSms(tx: Executor, id: bigint): Promise<SmsRow> {
  const [row] = await tx.select().from(smsConfigs).where(and(eq(smsConfigs.id, id), eq(smsConfigs.isDeleted, 0)));
  if (!row) throw notFound();
  return row;
}

/** Adds or changes a configuration: the secret sealed (a blank one on an edit keeps the stored one), codes unique, a stale version refused. */
export async function submitSms(tx: Executor, ctx: RequestContext, input: SmsSubmit, key: Buffer): Promise<SmsRow> {
  const id = input.id ? BigInt(input.id) : undefined;
  const previous = id ? await findSms(tx, id) : undefined;
  const [clash] = await tx.select({ id: smsConfigs.id }).from(smsConfigs).where(and(eq(smsConfigs.smsCode, input.smsCode), eq(smsConfigs.isDeleted, 0), id ? ne(smsConfigs.id, id) : undefined));
  if (clash) throw conflict('sms.code.duplicate', { field: 'smsCode' });
  const secret = input.secretKey?.trim();
  const now = new Date();
  const values = {
    category: input.category,
    smsCode: input.smsCode,
    templateId: input.templateId,
    accessKey: input.accessKey?.trim() || null,
    regionId: input.regionId?.trim() || null,
    appId: input.appId?.trim() || null,
    signName: input.signName?.trim() || null,
    endpoint: input.endpoint?.trim() || null,
    remark: input.remark ?? null,
    ...(secret ? { secretSealed: seal(key, secret), secretHint: secret.slice(-4) } : {}),
    updateUser: ctx.userId,
    updateTime: now,
  };
  if (!previous) {
    const [row] = await tx
      .insert(smsConfigs)
      .values({ ...values, secretSealed: values.secretSealed!, secretHint: values.secretHint!, id: nextId(), tenantId: ctx.tenantId, createUser: ctx.userId, createDept: ctx.deptIds[0] ?? null, createTime: now })
      .returning();
    return row;
  }
  const [row] = await tx
    .update(smsConfigs)
    .set({ ...values, version: sql`${smsConfigs.version} + 1` })
    .where(and(eq(smsConfigs.id, previous.id), input.version == null ? undefined : eq(smsConfigs.version, input.version)))
    .returning();
  if (!row) throw conflict('record.stale');
  return row;
}

/** Makes one configuration the tenant's enabled one (status 2, as BladeX); the others are disabled. */
export async function enableSms(tx: Executor, ctx: RequestContext, id: bigint): Promise<SmsRow> {
  const row = await findSms(tx, id);
  const now = new Date();
  await tx.update(smsConfigs).set({ status: 1, updateUser: ctx.userId, updateTime: now }).where(and(eq(smsConfigs.status, 2), eq(smsConfigs.isDeleted, 0), ne(smsConfigs.id, id)));
  const [enabled] = await tx.update(smsConfigs).set({ status: 2, updateUser: ctx.userId, updateTime: now, version: sql`${smsConfigs.version} + 1` }).where(eq(smsConfigs.id, row.id)).returning();
  return enabled;
}

export async function removeSms(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<void> {
  const removed = await tx
    .update(smsConfigs)
    .set({ isDeleted: 1, status: 1, updateUser: ctx.userId, updateTime: new Date(), version: sql`${smsConfigs.version} + 1` })
    .where(and(inArray(smsConfigs.id, ids), eq(smsConfigs.isDeleted, 0)))
    .returning({ id: smsConfigs.id });
  if (removed.length === 0) throw notFound();
}
