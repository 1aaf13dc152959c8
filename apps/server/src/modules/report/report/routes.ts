import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, REPORT_LIMITS, reportPreviewSchema, reportRunSchema, type ReportPreview, type ReportRun, type ReportRunResult, type ReportSubmit } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList, readPaging } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { ok, page } from '../../../core/http/envelope';
import { badRequest, forbidden } from '../../../core/http/errors';
import { recordUsual } from '../../../core/logging/usual-log';
import { pdfBuffer } from '../../../core/pdf/render';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { chartData } from './chart';
import { dictionaryLabels } from './dictionaries';
import { reportPdf, reportWorkbook, shownColumns } from './export';
import { P, REPORT_BASE, REPORT_TAG, reportResource as r } from './resource';
import { findReport, listReports, removeReports, runnableReports, runQuery, submitReport } from './service';

const tags = [REPORT_TAG];
const base = `/api${REPORT_BASE}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE = { description: "The report's whole result as .xlsx or PDF, headings in the caller's language", content: { [XLSX]: { schema: { type: 'string', format: 'binary' } }, 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };

const exportQuery = z
  .object({ id: idText, format: z.enum(['xlsx', 'pdf'], { error: 'report.export.format' }) })
  .catchall(z.union([z.string(), z.array(z.string())]))
  .describe("id, format (xlsx | pdf) and the report's parameters by name (a date range as start,end)");

/**
 * 报表 (blade-report/report/rest): the spec's list and remove, the definition's detail and submit,
 * and around them what designing and reading a report needs — the designer's preview, the
 * viewer's list of runnable reports, a run (a page, the total and the chart) and the export of
 * the whole result as .xlsx or PDF.
 */
export function registerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listQuery(Object.keys(r.filters)) }, config: { permission: P.menu } }, async (request) => {
    const result = await listReports(deps.db, request.ctx, request.query);
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: z.object({ id: idText }) }, config: { permission: P.menu } }, async (request) => ok(await findReport(deps.db, request.ctx, BigInt(request.query.id))));

  api.post(`${base}/remove`, { schema: { tags, querystring: z.object({ ids: idListText }) }, config: { permission: P.delete } }, async (request) => {
    await removeReports(deps.db, request.ctx, parseIdList(request.query.ids));
    return ok({}, '删除成功');
  });

  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(r.submitSchema, r.table) } }, async (request) => {
    const body = request.body as ReportSubmit;
    if (!request.grants.codes.has(body.id ? P.edit : P.add)) throw forbidden();
    const { row } = await submitReport(deps.db, request.ctx, body as never);
    return ok(row);
  });

  // The designer's unsaved query: the first rows and the columns found, so columns and chart can be set up.
  api.post(`${base}/preview`, { schema: { tags, body: reportPreviewSchema }, config: { permission: P.menu } }, async (request) => {
    const body = request.body as ReportPreview;
    const result = await runQuery(deps, request.ctx, { datasourceId: body.datasourceId ?? null, querySql: body.querySql, params: body.params ?? [], values: body.values }, REPORT_LIMITS.previewRows);
    return ok({ fields: result.fields, records: result.rows, truncated: result.truncated });
  });

  api.get(`${base}/runnable`, { schema: { tags }, config: { permission: P.viewer } }, async (request) => ok(await runnableReports(deps.db, request.ctx)));

  api.post(`${base}/run`, { schema: { tags, body: reportRunSchema }, config: { permission: P.run } }, async (request) => {
    const body = request.body as ReportRun;
    const report = await findReport(deps.db, request.ctx, BigInt(body.id));
    const result = await runQuery(deps, request.ctx, { datasourceId: report.datasourceId, querySql: report.querySql, params: report.params, values: body.values });
    const { current, size } = readPaging({ current: body.current ?? 1, size: body.size ?? 20 });
    const answer: ReportRunResult = {
      fields: result.fields,
      records: result.rows.slice((current - 1) * size, current * size),
      total: result.rows.length,
      current,
      size,
      pages: Math.ceil(result.rows.length / size),
      truncated: result.truncated,
      chart: chartData(report.chart, result.fields, result.rows),
    };
    return ok(answer);
  });

  api.get(`${base}/export`, { schema: { tags, querystring: exportQuery, answers: { 200: FILE } }, config: { permission: P.export } }, async (request, reply) => {
    const { id, format, ...values } = request.query as { id: string; format: 'xlsx' | 'pdf' } & Record<string, string | string[]>;
    const report = await findReport(deps.db, request.ctx, BigInt(id));
    const result = await runQuery(deps, request.ctx, { datasourceId: report.datasourceId, querySql: report.querySql, params: report.params, values });
    if (result.truncated) throw badRequest('report.tooManyRows', { field: 'id', max: result.limits.maxRows });
    const lang = request.ctx.lang;
    const columns = shownColumns(report.columns, result.fields, lang);
    const dictionaries = await withTenant(deps.db, request.ctx, (tx) => dictionaryLabels(tx, columns.flatMap((c) => (c.dictCode ? [c.dictCode] : [])), lang));
    const title = (lang === 'en' && report.nameEn) || report.name;
    const conditions = result.bound.used.map(({ param, value }) => `${(lang === 'en' && param.labelEn) || param.label}${lang === 'en' ? ': ' : '：'}${value || '--'}`);
    const input = { title, conditions, columns, rows: result.rows, dictionaries, lang, at: new Date() };
    recordUsual(request, { logId: 'export', data: { resource: base, report: report.code, format, rows: result.rows.length } });
    const fileName = `${title}.${format}`;
    const body = format === 'xlsx' ? await reportWorkbook(input) : pdfBuffer(await reportPdf(input));
    return reply
      .header('content-type', format === 'xlsx' ? XLSX : 'application/pdf')
      .header('content-disposition', `attachment; filename="${encodeURIComponent(report.code)}.${format}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .header('cache-control', 'no-store')
      .send(body);
  });

}
