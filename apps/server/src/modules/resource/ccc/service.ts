import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { cccSubmitSchema, PERMISSIONS, type CccSubmit } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import type { Executor } from '../../../core/db/database';
import { cccConfigs } from '../../../core/db/schema';
import { badRequest, notFound } from '../../../core/http/errors';
import { seal, sealingKey } from '../../../core/secrets/sealing';
import type { RequestContext } from '../../../core/tenancy/context';

export type CccRow = typeof cccConfigs.$inferSelect;

/** The key Cloud Call Center secrets are sealed with (read outside any tenant's transaction). */
export const cccSecretKey = (db: Executor): Promise<Buffer> => sealingKey(db, 'ccc-secret-key');

/** An account as answered: never its secret, only the last four characters. */
export const cccView = ({ secretSealed: _sealed, ...row }: CccRow) => row;

export const CCC_FILTERS = { cccCode: cccConfigs.cccCode, instanceId: cccConfigs.instanceId, status: cccConfigs.status, createTime: cccConfigs.createTime };

/**
 * 呼叫中心账号 as a resource of the CRUD pattern. The secret is sealed with `key` (a blank one on an
 * edit is left out, so the stored one stays) and only its last four characters are kept in clear.
 */
export const cccResource = (key: Buffer): CrudResource<typeof cccSubmitSchema> => ({
  base: '/blade-resource/ccc',
  tag: 'resource/ccc',
  table: cccConfigs,
  scope: 'tenant',
  filters: CCC_FILTERS,
  permissions: PERMISSIONS.ccc,
  submitSchema: cccSubmitSchema,
  unique: [{ field: 'cccCode', column: cccConfigs.cccCode, message: 'ccc.code.duplicate' }],
  toValues: (input: CccSubmit) => {
    const secret = input.secretKey?.trim();
    return {
      cccCode: input.cccCode,
      instanceId: input.instanceId,
      accessKey: input.accessKey,
      regionId: input.regionId?.trim() || null,
      endpoint: input.endpoint?.trim() || null,
      remark: input.remark ?? null,
      ...(secret ? { secretSealed: seal(key, secret), secretHint: secret.slice(-4) } : {}),
    };
  },
});

/** Makes one account the tenant's enabled one (status 2, as BladeX); the others are disabled. */
export async function enableCcc(tx: Executor, ctx: RequestContext, id: bigint): Promise<CccRow> {
  const [row] = await tx.select({ id: cccConfigs.id }).from(cccConfigs).where(and(eq(cccConfigs.id, id), eq(cccConfigs.isDeleted, 0)));
  if (!row) throw notFound();
  const now = new Date();
  await tx.update(cccConfigs).set({ status: 1, updateUser: ctx.userId, updateTime: now }).where(and(eq(cccConfigs.status, 2), eq(cccConfigs.isDeleted, 0), ne(cccConfigs.id, id)));
  const [enabled] = await tx.update(cccConfigs).set({ status: 2, updateUser: ctx.userId, updateTime: now, version: sql`${cccConfigs.version} + 1` }).where(eq(cccConfigs.id, id)).returning();
  return enabled;
}

/**
 * The tenant's account whose calls are asked for: the one with the named instance (the enabled one
 * first, should two name it), or the enabled one. Row-level security keeps other tenants' accounts
 * out of reach, so another tenant's instance is unknown here and never called with its keys.
 */
export async function accountFor(tx: Executor, instanceId: string | null | undefined): Promise<CccRow> {
  const named = instanceId?.trim();
  const [row] = await tx
    .select()
    .from(cccConfigs)
    .where(and(eq(cccConfigs.isDeleted, 0), named ? eq(cccConfigs.instanceId, named) : eq(cccConfigs.status, 2)))
    .orderBy(desc(cccConfigs.status), desc(cccConfigs.updateTime))
    .limit(1);
  if (row) return row;
  throw named ? badRequest('ccc.instance.unknown', { field: 'instanceId', instanceId: named }) : badRequest('ccc.none', { field: 'instanceId' });
}
