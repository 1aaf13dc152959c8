import { and, eq, inArray } from 'drizzle-orm';
import { removeRows } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { attachments } from '../../../core/db/schema';
import type { FileStores } from '../../../core/files/stores';
import type { RequestContext } from '../../../core/tenancy/context';
import { afterCommit } from '../../../core/tenancy/with-tenant';
import { attachResource } from './resource';

/**
 * Deletes the attachments and, once that has committed, their stored objects: a failed delete
 * keeps every file, and a file that cannot be removed is only logged (the row is gone either way).
 */
export async function removeAttachments(tx: Executor, files: FileStores, ctx: RequestContext, ids: bigint[], log: (error: unknown, key: string) => void): Promise<number> {
  const rows = await tx
    .select({ key: attachments.objectKey, ossId: attachments.ossId })
    .from(attachments)
    .where(and(inArray(attachments.id, ids), eq(attachments.isDeleted, 0)));
  const removed = await removeRows(tx, attachResource, ctx, ids);
  afterCommit(() => {
    // Each object is removed from the store it was written to.
    for (const { key, ossId } of rows)
      void files
        .of(ossId)
        .then((storage) => storage.remove(key))
        .catch((error: unknown) => log(error, key));
  });
  return removed;
}
