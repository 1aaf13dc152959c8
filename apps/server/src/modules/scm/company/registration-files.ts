import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { fileExtension, PLATFORM_TENANT_ID, REGISTRATION_FILE_EXTENSIONS, REGISTRATION_FILE_MAX_BYTES } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { companyRegistrations, registrationFiles } from '../../../core/db/schema';
import { resolveMime } from '../../../core/files/content-type';
import type { FileStorage } from '../../../core/files/storage';
import type { FileStores } from '../../../core/files/stores';
import { badRequest } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { objectKeyFor } from '../../resource/upload/object-key';
import { putObject } from '../../resource/upload/put-object';
import type { UploadedFile } from '../../resource/upload/read-upload';

/**
 * Scans belong to no tenant until approval: they go to the platform's active store, under a
 * prefix of their own that also names that store (`registration` for the product's own,
 * `registration-<ossId>` for a configured one), so a scan stays readable after the platform
 * switches stores.
 */
const KEY_PREFIX = 'registration';
const scanPrefix = (ossId: bigint | null) => (ossId === null ? KEY_PREFIX : `${KEY_PREFIX}-${ossId}`);
const STORE_OF_KEY = /^registration-(\d{1,19})\//;

/** The store a scan was written to, from its key. Call it outside any open transaction. */
export function scanStore(files: FileStores, objectKey: string): Promise<FileStorage> {
  const named = STORE_OF_KEY.exec(objectKey);
  return files.of(named ? BigInt(named[1]) : null);
}

/**
 * The stores of the scans the registrations name, by key: looked up before an approval's
 * transaction, since finding a store reads the database.
 */
export async function scanStoresOf(db: Executor, files: FileStores, registrationIds: bigint[]): Promise<Map<string, FileStorage>> {
  const keys = await withTenant(db, platform, async (tx) => {
    const rows = await tx.select({ licences: companyRegistrations.licences }).from(companyRegistrations).where(inArray(companyRegistrations.id, registrationIds));
    const fileIds = rows.flatMap((r) => r.licences.map((l) => BigInt(l.fileId)));
    return fileIds.length ? tx.select({ objectKey: registrationFiles.objectKey }).from(registrationFiles).where(inArray(registrationFiles.id, fileIds)) : [];
  });
  return new Map(await Promise.all(keys.map(async ({ objectKey }) => [objectKey, await scanStore(files, objectKey)] as const)));
}
/** An upload no registration used within a day is deleted. */
const UNUSED_FOR_MS = 24 * 3600 * 1000;

export type RegistrationFileRow = typeof registrationFiles.$inferSelect;

const platform = { tenantId: PLATFORM_TENANT_ID };

/**
 * A visitor's licence scan: a jpg, jpeg, png or PDF of at most 5 MB whose content is what its name
 * says. Stored before the registration exists and referred to by id; unused ones are swept here.
 */
export async function storeRegistrationFile(db: Executor, files: FileStores, file: UploadedFile): Promise<{ fileId: string; originalName: string }> {
  const extension = fileExtension(file.originalName);
  if (!(REGISTRATION_FILE_EXTENSIONS as readonly string[]).includes(extension)) throw badRequest('company.file.type', { field: 'file' });
  if (file.content.length > REGISTRATION_FILE_MAX_BYTES) throw badRequest('company.file.tooLarge', { field: 'file', max: `${REGISTRATION_FILE_MAX_BYTES / 1024 / 1024} MB` });
  const mimeType = resolveMime(extension, file.content);
  if (!mimeType) throw badRequest('file.contentMismatch', { field: 'file' });
  await sweepUnused(db, files);
  const id = nextId();
  const { ossId, storage } = await files.active(PLATFORM_TENANT_ID);
  const objectKey = objectKeyFor(scanPrefix(ossId), id, extension);
  await putObject(storage, objectKey, file.content, mimeType);
  try {
    await withTenant(db, platform, (tx) =>
      tx.insert(registrationFiles).values({
        id,
        tenantId: PLATFORM_TENANT_ID,
        originalName: file.originalName.slice(0, 255),
        mimeType,
        fileSize: file.content.length,
        sha256: createHash('sha256').update(file.content).digest('hex'),
        objectKey,
      }),
    );
  } catch (error) {
    await storage.remove(objectKey).catch(() => undefined);
    throw error;
  }
  return { fileId: String(id), originalName: file.originalName };
}

/** Deletes the uploads no registration took up within a day: rows first, then their objects. */
async function sweepUnused(db: Executor, files: FileStores): Promise<void> {
  const gone = await withTenant(db, platform, (tx) =>
    tx
      .delete(registrationFiles)
      .where(and(isNull(registrationFiles.registrationId), lt(registrationFiles.createTime, new Date(Date.now() - UNUSED_FOR_MS))))
      .returning({ objectKey: registrationFiles.objectKey }),
  );
  for (const { objectKey } of gone)
    await scanStore(files, objectKey)
      .then((storage) => storage.remove(objectKey))
      .catch(() => undefined);
}

/**
 * The scans a registration refers to: each must exist and be unused, or belong to the rejected
 * registration it corrects. They are taken up by the new registration.
 */
export async function takeRegistrationFiles(tx: Executor, fileIds: bigint[], registrationId: bigint, previousId: bigint | null): Promise<Map<string, RegistrationFileRow>> {
  if (!fileIds.length) return new Map();
  const owner = previousId ? or(isNull(registrationFiles.registrationId), eq(registrationFiles.registrationId, previousId)) : isNull(registrationFiles.registrationId);
  const rows = await tx.select().from(registrationFiles).where(and(inArray(registrationFiles.id, fileIds), owner)).for('update');
  if (rows.length !== new Set(fileIds.map(String)).size) throw badRequest('company.licence.fileNotFound', { field: 'licences' });
  await tx.update(registrationFiles).set({ registrationId }).where(and(inArray(registrationFiles.id, fileIds), isNull(registrationFiles.registrationId)));
  return new Map(rows.map((r) => [String(r.id), r]));
}
