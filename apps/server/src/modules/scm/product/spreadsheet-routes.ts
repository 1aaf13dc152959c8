import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { idText, message, UPLOAD_MAX_BYTES } from '@beree/contracts';
import { listQuery } from '../../../core/crud/list-query';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { recordUsual } from '../../../core/logging/usual-log';
import { requestLang } from '../../../core/http/language';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { readUpload } from '../../resource/upload/read-upload';
import { exportProducts, productTemplate } from './export';
import { importDetail, startImport } from './import-service';
import { P, PRODUCT_BASE, PRODUCT_TAG, productFilters } from './resource';
import { XLSX_TYPE, xlsxDisposition } from './spreadsheet';

const tags = [PRODUCT_TAG];
const XLSX = { description: 'An .xlsx workbook, headings in the caller\'s language', content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } };
const importAnswer = z.object({
  id: z.string(),
  fileName: z.string().nullable(),
  state: z.enum(['RUNNING', 'DONE', 'FAILED']),
  total: z.number(),
  processed: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
});

/**
 * The product spreadsheet: export of the listed products, the import template, and the import,
 * which answers at once with the import's id and works the rows through as a durable job whose
 * progress import-detail shows.
 */
export function registerProductSheetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${PRODUCT_BASE}/export`, { schema: { tags, querystring: listQuery(Object.keys(productFilters)), answers: { 200: XLSX } }, config: { permission: P.export } }, async (request, reply) => {
    const lang = requestLang(request);
    const content = await withTenant(deps.db, request.ctx, (tx) => exportProducts(tx, request.query, lang));
    recordUsual(request, { logId: 'export', data: { resource: PRODUCT_BASE, filters: request.query } });
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', xlsxDisposition(message('productImport.sheet', lang))).send(content);
  });

  api.get(`${PRODUCT_BASE}/import-template`, { schema: { tags, answers: { 200: XLSX } }, config: { permission: P.menu } }, async (request, reply) => {
    const lang = requestLang(request);
    const name = lang === 'en' ? 'Product import template' : '产品导入模板';
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', xlsxDisposition(name)).send(await productTemplate(lang));
  });

  api.get(`${PRODUCT_BASE}/import-detail`, { schema: { tags, querystring: z.object({ id: idText }), answer: importAnswer }, config: { permission: P.menu } }, async (request) => {
    return ok(await withTenant(deps.db, request.ctx, (tx) => importDetail(tx, BigInt(request.query.id))));
  });

  // Multipart parsing only where the file is taken.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${PRODUCT_BASE}/import`,
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'multipart/form-data with the field `file` (.xlsx, at most 5 MB); answers {id} of the import, whose rows are worked through in the background.',
          documented: { body: z.object({ file: z.string().meta({ format: 'binary', description: 'The .xlsx file' }) }) },
          answer: z.object({ id: z.string() }),
          refusals: [413],
        },
        config: { permission: P.import },
      },
      async (request) => {
        const file = await readUpload(request);
        const started = await startImport(deps.db, deps.files, request.ctx, file);
        recordUsual(request, { logId: 'import', data: { resource: PRODUCT_BASE, importId: started.id, fileName: file.originalName } });
        deps.jobs.kick();
        return ok(started);
      },
    );
  });
}
