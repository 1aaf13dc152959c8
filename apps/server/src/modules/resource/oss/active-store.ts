import { and, eq, inArray, sql } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Config } from '../../../core/config/config';
import type { Executor } from '../../../core/db/database';
import { ossConfigs } from '../../../core/db/schema';
import { createFileStorage, storageFor } from '../../../core/files/create-storage';
import { StoreError } from '../../../core/files/store-error';
import type { FileStorage } from '../../../core/files/storage';
import type { ActiveStore, FileStores } from '../../../core/files/stores';
import { unseal } from '../../../core/secrets/sealing';
import { withPlatform } from '../../../core/tenancy/with-tenant';
import { ossSecretKey, type OssRow } from './service';

const platform = { tenantId: PLATFORM_TENANT_ID };

/**
 * The stores of blade_oss. Every call reads the configuration's row (on the platform path, so the
 * platform's store serves tenants without one, and a removed store still answers for its files);
 * the client built from a row is kept per id and version, so a change is never served stale, on
 * this node or another.
 */
export class OssFileStores implements FileStores {
  private readonly built = new Map<string, FileStorage>();
  private readonly local: FileStorage;

  constructor(
    private readonly db: Executor,
    private readonly config: Pick<Config, 'dataDir'>,
  ) {
    this.local = createFileStorage(config);
  }

  async active(tenantId: string): Promise<ActiveStore> {
    const [row] = await withPlatform(this.db, platform, (tx) =>
      tx
        .select()
        .from(ossConfigs)
        .where(and(eq(ossConfigs.isDeleted, 0), eq(ossConfigs.status, 2), inArray(ossConfigs.tenantId, [tenantId, PLATFORM_TENANT_ID])))
        // The tenant's own before the platform's (false sorts first).
        .orderBy(sql`${ossConfigs.tenantId} <> ${tenantId}`)
        .limit(1),
    );
    return row ? { ossId: row.id, storage: await this.build(row) } : { ossId: null, storage: this.local };
  }

  async of(ossId: bigint | null): Promise<FileStorage> {
    if (ossId === null) return this.local;
    const [row] = await withPlatform(this.db, platform, (tx) => tx.select().from(ossConfigs).where(eq(ossConfigs.id, ossId)));
    if (!row) throw new StoreError('failed', `object store ${ossId} does not exist`);
    return this.build(row);
  }

  forget(ossId: bigint): void {
    for (const key of this.built.keys()) if (key.startsWith(`${ossId}:`)) this.built.delete(key);
  }

  /** The client of a row as it is now (one per id: an older version's is dropped). */
  private async build(row: OssRow): Promise<FileStorage> {
    const key = `${row.id}:${row.version}`;
    let storage = this.built.get(key);
    if (!storage) {
      const secret = row.secretSealed ? unseal(await ossSecretKey(this.db), row.secretSealed) : '';
      storage = await storageFor(row, secret, this.config);
      this.forget(row.id);
      this.built.set(key, storage);
    }
    return storage;
  }
}
