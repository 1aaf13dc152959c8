import { eq } from 'drizzle-orm';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { attachments } from '../../../core/db/schema';
import type { FileStorage } from '../../../core/files/storage';
import type { FileStores } from '../../../core/files/stores';
import { withPlatform } from '../../../core/tenancy/with-tenant';

/**
 * The store an attachment's object was written to, for files another tenant reaches through a
 * document of its own (an invoice's images): the caller has checked that the reader may see the
 * file; this only names where it lives, on the platform path. Call it outside any transaction.
 */
export async function storeOfAttachment(db: Executor, files: FileStores, attachId: bigint): Promise<FileStorage> {
  const [row] = await withPlatform(db, { tenantId: PLATFORM_TENANT_ID }, (tx) => tx.select({ ossId: attachments.ossId }).from(attachments).where(eq(attachments.id, attachId)));
  return files.of(row?.ossId ?? null);
}
