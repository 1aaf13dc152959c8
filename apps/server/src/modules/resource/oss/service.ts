import { isAbsolute, relative } from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import { OSS_CATEGORY, OSS_NEEDS, ossSubmitSchema, PERMISSIONS, PLATFORM_TENANT_ID, type OssCategory, type OssSubmit } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { findRow } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { ossConfigs } from '../../../core/db/schema';
import { localFolder } from '../../../core/files/create-storage';
import { badRequest } from '../../../core/http/errors';
import { seal, sealingKey } from '../../../core/secrets/sealing';
import type { RequestContext } from '../../../core/tenancy/context';

export type OssRow = typeof ossConfigs.$inferSelect;

/** The key object store secrets are sealed with (read outside any tenant's transaction). */
export const ossSecretKey = (db: Executor): Promise<Buffer> => sealingKey(db, 'oss-secret-key');

/** A configuration as answered: never its secret, only the last four characters. */
export const ossView = ({ secretSealed: _sealed, ...row }: OssRow) => row;

export const OSS_FILTERS = { category: ossConfigs.category, ossCode: ossConfigs.ossCode, bucketName: ossConfigs.bucketName, status: ossConfigs.status, createTime: ossConfigs.createTime };

const needsKeys = (category: number) => OSS_NEEDS[category as OssCategory].keys;

/**
 * 对象存储 as a resource of the CRUD pattern. The secret is sealed with `key` (a blank one on an
 * edit is left out, so the stored one stays) and only its last four characters are kept in clear;
 * the local disk keeps no keys at all.
 */
export const ossResource = (key: Buffer): CrudResource<typeof ossSubmitSchema> => ({
  base: '/blade-resource/oss',
  tag: 'resource/oss',
  table: ossConfigs,
  scope: 'tenant',
  filters: OSS_FILTERS,
  permissions: PERMISSIONS.oss,
  submitSchema: ossSubmitSchema,
  unique: [{ field: 'ossCode', column: ossConfigs.ossCode, message: 'oss.code.duplicate' }],
  toValues: (input: OssSubmit) => {
    const keyed = needsKeys(input.category);
    const secret = keyed ? input.secretKey?.trim() : undefined;
    return {
      category: input.category,
      ossCode: input.ossCode,
      endpoint: input.endpoint?.trim() || null,
      accessKey: keyed ? input.accessKey?.trim() || null : null,
      bucketName: input.bucketName?.trim() || null,
      appId: input.appId?.trim() || null,
      region: input.region?.trim() || null,
      remark: input.remark ?? null,
      ...(secret ? { secretSealed: seal(key, secret), secretHint: secret.slice(-4) } : keyed ? {} : { secretSealed: null, secretHint: null }),
    };
  },
});

/** The resource for reading, enabling and removing, which never seal. */
export const ossRows = ossResource(Buffer.alloc(0));

/**
 * What the submit schema cannot see: an edit that turns a store into one with keys needs a secret
 * when none is stored, and a tenant's local-disk folder stays inside the product's data directory
 * (the platform may name any folder, a mounted share say).
 */
export async function refuseIncomplete(tx: Executor, ctx: RequestContext, input: OssSubmit, dataDir: string): Promise<void> {
  if (input.category === OSS_CATEGORY.LOCAL && ctx.tenantId !== PLATFORM_TENANT_ID && input.endpoint?.trim()) {
    const inside = relative(dataDir, localFolder(input.endpoint, dataDir));
    if (inside.startsWith('..') || isAbsolute(inside)) throw badRequest('oss.endpoint.folder', { field: 'endpoint' });
  }
  if (input.id && needsKeys(input.category) && !input.secretKey?.trim()) {
    const previous = (await findRow(tx, ossRows, BigInt(input.id))) as OssRow;
    if (!previous.secretSealed) throw badRequest('oss.secretKey.required', { field: 'secretKey' });
  }
}

/** Makes one configuration the tenant's active store (status 2, as BladeX); the others are disabled. */
export async function enableOss(tx: Executor, ctx: RequestContext, id: bigint): Promise<OssRow> {
  await findRow(tx, ossRows, id);
  const now = new Date();
  await tx.update(ossConfigs).set({ status: 1, updateUser: ctx.userId, updateTime: now }).where(and(eq(ossConfigs.status, 2), eq(ossConfigs.isDeleted, 0), ne(ossConfigs.id, id)));
  const [enabled] = await tx.update(ossConfigs).set({ status: 2, updateUser: ctx.userId, updateTime: now, version: sql`${ossConfigs.version} + 1` }).where(eq(ossConfigs.id, id)).returning();
  return enabled;
}
