import { eq, sql } from 'drizzle-orm';
import { message } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { productImports } from '../../../core/db/schema';
import type { FileStores } from '../../../core/files/stores';
import type { Job, JobRunner } from '../../../core/jobs/runner';
import type { RequestContext } from '../../../core/tenancy/context';
import { afterCommit, withTenant } from '../../../core/tenancy/with-tenant';
import { cardsByNumber, importRow, rowError, type RowError } from './import-row';
import { PRODUCT_IMPORT_JOB, type ImportJobPayload } from './import-service';
import { readProductSheet, type ReadSheet } from './spreadsheet';

/** Rows per transaction: the progress the screen sees moves by this many at a time. */
const CHUNK = 20;

/** The importer, as the job acts for them. */
function importerContext(job: Job, p: ImportJobPayload): RequestContext {
  return {
    tenantId: job.tenantId,
    userId: BigInt(p.userId),
    account: '',
    userName: '',
    roleIds: [],
    roleAliases: [],
    deptIds: p.deptId ? [BigInt(p.deptId)] : [],
    sessionId: 0n,
    clientId: '',
    lang: p.lang,
  };
}

/** The first row of each product group (same name and registration number): it sets the product's fields. */
function groupLeaders(sheet: ReadSheet): Set<number> {
  const seen = new Set<string>();
  const leaders = new Set<number>();
  for (const { rowNumber, cells } of sheet.rows) {
    const key = `${cells.productName?.trim()}\u0000${cells.registrationNo?.trim() ?? ''}`;
    if (!seen.has(key)) leaders.add(rowNumber);
    seen.add(key);
  }
  return leaders;
}

/**
 * Works one chunk of rows in one transaction: the import row is locked and its `processed` says
 * where to go on, so a node that takes over a job another left unfinished repeats nothing. Each
 * row runs under its own savepoint: a good row lands, a bad one is undone and reported. Answers
 * whether rows remain.
 */
async function workChunk(db: Executor, ctx: RequestContext, importId: bigint, sheet: ReadSheet, leaders: Set<number>, onDone: () => void): Promise<boolean> {
  return withTenant(db, ctx, async (tx) => {
    const [row] = await tx.select().from(productImports).where(eq(productImports.id, importId)).for('update');
    if (!row || row.state !== 'RUNNING') return false;
    const slice = sheet.rows.slice(row.processed, row.processed + CHUNK);
    const cards = await cardsByNumber(tx);
    const errors: RowError[] = [];
    let succeeded = 0;
    for (const { rowNumber, cells } of slice) {
      try {
        await tx.transaction((sp) => importRow(sp, ctx, cells, leaders.has(rowNumber), cards));
        succeeded++;
      } catch (error) {
        errors.push(rowError(rowNumber, error, sheet.headings, ctx.lang));
      }
    }
    const processed = row.processed + slice.length;
    const finished = processed >= sheet.rows.length;
    await tx
      .update(productImports)
      .set({
        processed,
        succeeded: row.succeeded + succeeded,
        failed: row.failed + errors.length,
        errors: sql`${productImports.errors} || ${JSON.stringify(errors)}::jsonb`,
        state: finished ? 'DONE' : 'RUNNING',
        updateTime: new Date(),
        version: sql`${productImports.version} + 1`,
      })
      .where(eq(productImports.id, importId));
    if (finished) afterCommit(onDone);
    return !finished;
  });
}

/** Marks an import that cannot go on FAILED, with what the importer is told. */
async function failImport(db: Executor, ctx: RequestContext, importId: bigint): Promise<void> {
  const note = [{ row: 0, field: '', message: message('productImport.failed', ctx.lang) }];
  await withTenant(db, ctx, (tx) =>
    tx
      .update(productImports)
      .set({ state: 'FAILED', errors: sql`${productImports.errors} || ${JSON.stringify(note)}::jsonb`, updateTime: new Date() })
      .where(eq(productImports.id, importId)),
  );
}

/**
 * The import job: reads the stored file and works its rows through chunk by chunk; the file is
 * removed once every row is done. A failure is tried again by the runner; after the last attempt
 * the import is FAILED, so the screen stops waiting.
 */
export function registerProductImportJob(runner: JobRunner, db: Executor, files: FileStores): void {
  runner.register(PRODUCT_IMPORT_JOB, async (job) => {
    const p = job.payload as ImportJobPayload;
    const ctx = importerContext(job, p);
    const importId = BigInt(p.importId);
    // The store the file went to when the import started, whichever is active now.
    const storage = await files.of(p.ossId ? BigInt(p.ossId) : null);
    const removeFile = () => void storage.remove(p.objectKey).catch(() => undefined);
    try {
      const object = await storage.get(p.objectKey);
      if (!object) return failImport(db, ctx, importId);
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      const sheet = await readProductSheet(Buffer.concat(chunks), ctx.lang);
      const leaders = groupLeaders(sheet);
      while (await workChunk(db, ctx, importId, sheet, leaders, removeFile));
    } catch (error) {
      if (job.attempts >= job.maxAttempts) {
        await failImport(db, ctx, importId);
        removeFile();
      }
      throw error;
    }
  });
}
