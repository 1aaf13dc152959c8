import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import { idListText, idText, PERMISSIONS, PRINT_DOC_TYPE_LABELS, PRINT_DOC_TYPES, printPreviewSchema, printTemplateSubmitSchema } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { buildFilters, parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { pageRows } from '../../../core/crud/service';
import type { AppDeps } from '../../../core/deps';
import { printTemplates } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { fontFile, pdfBuffer, renderPdf } from '../../../core/pdf/render';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { isPrintedDocument, PRINT_KINDS } from './documents';
import { customJob, documentJob, previewJob, type PrintJob } from './print';
import { defaultTemplate, disableTemplate, enableTemplate, fieldsOf, findTemplate, removeTemplates, statusMessage, submitTemplate } from './service';

const tags = ['report/print-template'];
const base = '/api/blade-report/print-template';
const P = PERMISSIONS.print;
const filters = { docType: printTemplates.docType, name: printTemplates.name, status: printTemplates.status, createTime: printTemplates.createTime, updateTime: printTemplates.updateTime };
/** Lists leave the templates out: a logo makes one large, and the designer reads its detail. */
const { template: _template, sampleData: _sampleData, ...listed } = getTableColumns(printTemplates);
const docTypeQuery = z.object({ docType: z.enum(PRINT_DOC_TYPES, { error: 'print.docType.invalid' }) });
const PDF = { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };
/** Documents that have no print route of their own elsewhere, and who may print them: whoever may read them. */
const PRINTABLE_HERE = { invoice_list: PERMISSIONS.invoice.menu, surgical_release: PERMISSIONS.surgical.menu } as const;

async function sendPdf(reply: FastifyReply, job: PrintJob, now: Date) {
  const pdf = await renderPdf(job.template, [job.inputs], { title: job.title, createdAt: now });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${encodeURIComponent(job.title)}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdfBuffer(pdf));
}

/**
 * 打印模板 (blade-report/print-template): a tenant's own layouts of its printed documents — the CRUD
 * pattern, enable/disable (one enabled per document type), the defaults and fields the designer
 * starts from, previews on real documents, printing of the documents with no print route of their
 * own and of free templates, and the font the designer draws with.
 */
export function registerPrintTemplateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(filters)) }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) =>
      pageRows(tx, { table: printTemplates, columns: listed, query: request.query, where: and(eq(printTemplates.isDeleted, 0), buildFilters(request.query, filters)), sortable: filters }),
    );
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => findTemplate(tx, BigInt(request.query.id)))),
  );

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(printTemplateSubmitSchema, printTemplates) } }, async (request) => {
    // Adding takes 新增; changing a layout is 设计 (the designer saves), as is renaming it.
    if (!request.grants.codes.has(request.body.id ? P.design : P.add) && !(request.body.id && request.grants.codes.has(P.edit))) throw forbidden();
    return ok(await withTenant(deps.db, request.ctx, (tx) => submitTemplate(tx, request.ctx, request.body)));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: P.delete } }, async (request) => {
    await withTenant(deps.db, request.ctx, (tx) => removeTemplates(tx, request.ctx, parseIdList(request.query.ids)));
    return ok({}, '删除成功');
  });

  api.post(`${base}/enable`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.enable } }, async (request) => {
    const row = await withTenant(deps.db, request.ctx, (tx) => enableTemplate(tx, request.ctx, BigInt(request.query.id)));
    return ok(row, statusMessage(row, request.ctx.lang));
  });

  api.post(`${base}/disable`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.enable } }, async (request) => {
    const row = await withTenant(deps.db, request.ctx, (tx) => disableTemplate(tx, request.ctx, BigInt(request.query.id)));
    return ok(row, statusMessage(row, request.ctx.lang));
  });

  api.get(`${base}/defaults`, { schema: { tags, summary: "The product's default template of each document type, its fields showing sample values" }, config: { permission: P.menu } }, async (request) =>
    ok(PRINT_DOC_TYPES.map((docType) => ({ docType, label: PRINT_DOC_TYPE_LABELS[docType], template: defaultTemplate(docType, request.ctx.lang).template }))),
  );

  api.get(`${base}/fields`, { schema: { tags, querystring: docTypeQuery, summary: 'The data fields a template of the type may bind, with labels and samples' }, config: { permission: P.menu } }, async (request) =>
    ok(fieldsOf(request.query.docType, request.ctx.lang)),
  );

  api.get(`${base}/documents`, { schema: { tags, querystring: docTypeQuery, summary: "The caller's latest documents of the type, to preview a template on" }, config: { permission: P.menu } }, async (request) => {
    const { docType } = request.query;
    return ok(isPrintedDocument(docType) ? await withTenant(deps.db, request.ctx, (tx) => PRINT_KINDS[docType].options(tx, request.ctx)) : []);
  });

  api.post(`${base}/preview`, { schema: { tags, body: printPreviewSchema, answers: { 200: PDF } }, config: { permission: P.preview } }, async (request, reply) => {
    const now = new Date();
    const job = await withTenant(deps.db, request.ctx, (tx) => previewJob(tx, request.ctx, request.body, now));
    return sendPdf(reply, job, now);
  });

  api.get(
    `${base}/print`,
    { schema: { tags, querystring: z.object({ docType: z.enum(['invoice_list', 'surgical_release'], { error: 'print.docType.invalid' }), id: idText }), summary: 'An invoice list or a surgical release note as a PDF, in its issuer’s layout', answers: { 200: PDF } } },
    async (request, reply) => {
      if (!request.grants.codes.has(PRINTABLE_HERE[request.query.docType])) throw forbidden();
      const now = new Date();
      const job = await withTenant(deps.db, request.ctx, (tx) => documentJob(tx, request.ctx, request.query.docType, request.query.id, now));
      return sendPdf(reply, job, now);
    },
  );

  api.post(
    `${base}/print-custom`,
    { schema: { tags, querystring: z.object({ id: idText }), body: z.record(z.string(), z.string({ error: 'print.sampleData.invalid' })).nullish(), summary: 'A free template printed on the JSON body, else on its sample data', answers: { 200: PDF } }, config: { permission: P.menu } },
    async (request, reply) => {
      const now = new Date();
      const job = await withTenant(deps.db, request.ctx, (tx) => customJob(tx, BigInt(request.query.id), request.body));
      return sendPdf(reply, job, now);
    },
  );

  // The face every document prints in, for the designer to draw with the same glyphs; it is the product's, the same for everyone.
  api.get(`${base}/font`, { schema: { tags, summary: 'The CJK font of printed documents (Noto Sans SC, OFL-1.1)' }, config: { public: true } }, async (_request, reply) => {
    const file = fontFile();
    const info = await stat(file);
    return reply
      .header('content-type', 'font/otf')
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=2592000')
      .send(createReadStream(file));
  });
}
