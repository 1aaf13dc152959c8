import { and, eq } from 'drizzle-orm';
import { fileExtension, PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_MAX_ROWS } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { productImports } from '../../../core/db/schema';
import type { FileStores } from '../../../core/files/stores';
import { badRequest, notFound } from '../../../core/http/errors';
import { enqueueJob } from '../../../core/jobs/enqueue';
import type { RequestContext } from '../../../core/tenancy/context';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { objectKeyFor } from '../../resource/upload/object-key';
import { putObject } from '../../resource/upload/put-object';
import type { UploadedFile } from '../../resource/upload/read-upload';
import { assertSupplier } from './rules';
import { readProductSheet, XLSX_TYPE } from './spreadsheet';

/** The job that works an import through; its payload is ImportJobPayload. */
export const PRODUCT_IMPORT_JOB = 'scm.product.import';

export interface ImportJobPayload {
  importId: string;
  objectKey: string;
  /** The store the file was written to (blade_oss id; absent or null: the product's own). */
  ossId?: string | null;
  userId: string;
  deptId: string | null;
  lang: 'zh' | 'en';
}

/**
 * Takes an .xlsx of products: checks it can be read and has the required columns and some rows
 * (a 400 naming `file` otherwise), keeps it in the tenant's active store, and in one transaction makes the
 * import row and the job that works its rows through. Answers the import's id.
 */
export async function startImport(db: Executor, files: FileStores, ctx: RequestContext, file: UploadedFile): Promise<{ id: string }> {
  if (fileExtension(file.originalName) !== 'xlsx') throw badRequest('productImport.file.type', { field: 'file' });
  if (file.content.length > PRODUCT_IMPORT_MAX_BYTES) throw badRequest('productImport.file.tooLarge', { field: 'file', max: `${PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024} MB` });
  await withTenant(db, ctx, (tx) => assertSupplier(tx, ctx));
  const sheet = await readProductSheet(file.content, ctx.lang);
  if (sheet.rows.length === 0) throw badRequest('productImport.file.empty', { field: 'file' });
  if (sheet.rows.length > PRODUCT_IMPORT_MAX_ROWS) throw badRequest('productImport.file.tooManyRows', { field: 'file', max: PRODUCT_IMPORT_MAX_ROWS });

  const id = nextId();
  const objectKey = objectKeyFor(ctx.tenantId, id, 'xlsx');
  const { ossId, storage } = await files.active(ctx.tenantId);
  await putObject(storage, objectKey, file.content, XLSX_TYPE);
  try {
    await withTenant(db, ctx, async (tx) => {
      await tx.insert(productImports).values({
        id,
        tenantId: ctx.tenantId,
        fileName: file.originalName.slice(0, 255),
        state: 'RUNNING',
        total: sheet.rows.length,
        createUser: ctx.userId,
        updateUser: ctx.userId,
        createDept: ctx.deptIds[0] ?? null,
      });
      const payload: ImportJobPayload = { importId: String(id), objectKey, ossId: ossId === null ? null : String(ossId), userId: String(ctx.userId), deptId: ctx.deptIds[0] ? String(ctx.deptIds[0]) : null, lang: ctx.lang };
      await enqueueJob(tx, { tenantId: ctx.tenantId, type: PRODUCT_IMPORT_JOB, payload: { ...payload }, dedupeKey: String(id), maxAttempts: 3 });
    });
  } catch (error) {
    await storage.remove(objectKey).catch(() => undefined);
    throw error;
  }
  return { id: String(id) };
}

/** How far an import has got and the rows it refused. */
export async function importDetail(tx: Executor, id: bigint) {
  const [row] = await tx.select().from(productImports).where(and(eq(productImports.id, id), eq(productImports.isDeleted, 0)));
  if (!row) throw notFound();
  const { fileName, state, total, processed, succeeded, failed, errors } = row;
  return { id: row.id, fileName, state, total, processed, succeeded, failed, errors, createTime: row.createTime, updateTime: row.updateTime };
}
