import { createHash } from 'node:crypto';
import { fileExtension, isImageFileName } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { attachments } from '../../../core/db/schema';
import { resolveMime } from '../../../core/files/content-type';
import type { FileStores } from '../../../core/files/stores';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { FILE_ROUTE_BASE, objectKeyFor } from './object-key';
import { putObject } from './put-object';
import type { UploadedFile } from './read-upload';

/** BladeX's BladeFile: where the file can be loaded from and the attachment row it became. */
export interface StoredFile {
  link: string;
  domain: string;
  name: string;
  originalName: string;
  attachId: bigint;
}

/**
 * Checks the file, writes the object to the tenant's active store, then the attachment row naming
 * that store. When the row cannot be written the object is removed again, so an upload leaves
 * either both or neither.
 */
export async function storeUpload(db: Executor, files: FileStores, ctx: RequestContext, file: UploadedFile, kind: 'image' | undefined): Promise<StoredFile> {
  if (kind === 'image' && !isImageFileName(file.originalName)) throw badRequest('file.imageType', { field: 'file' });
  const extension = fileExtension(file.originalName);
  const mimeType = resolveMime(extension, file.content);
  if (!mimeType) throw badRequest('file.contentMismatch', { field: 'file' });

  const id = nextId();
  const key = objectKeyFor(ctx.tenantId, id, extension);
  const link = `${FILE_ROUTE_BASE}/${key}`;
  const { ossId, storage } = await files.active(ctx.tenantId);
  await putObject(storage, key, file.content, mimeType);
  try {
    await withTenant(db, ctx, (tx) =>
      tx.insert(attachments).values({
        id,
        tenantId: ctx.tenantId,
        link,
        domainUrl: FILE_ROUTE_BASE,
        name: key,
        originalName: file.originalName,
        extension: extension.slice(0, 12) || null,
        attachSize: BigInt(file.content.length),
        mimeType,
        sha256: createHash('sha256').update(file.content).digest('hex'),
        objectKey: key,
        ossId,
        createUser: ctx.userId,
        updateUser: ctx.userId,
        createDept: ctx.deptIds[0] ?? null,
      }),
    );
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
  return { link, domain: FILE_ROUTE_BASE, name: key, originalName: file.originalName, attachId: id };
}
