import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settlementDetailQuery, settlementListQuery, settlementStatementQuery } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok, page } from '../../../core/http/envelope';
import { recordUsual } from '../../../core/logging/usual-log';
import { notFound } from '../../../core/http/errors';
import { requestLang } from '../../../core/http/language';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { EXPORT_PAGE_ROWS, registerListExport } from '../document/list-export';
import { settlementSheetColumns } from './list-export';
import { statementWorkbook } from './export';
import { P, SETTLEMENT_BASE, SETTLEMENT_TAG } from './resource';
import { publicDetail, settlementRows } from './rows';
import { settlementStatement } from './statement';
import { registerStatementPrintRoute } from './statement-print';
import { settlementCounts, settlementPage } from './totals-query';

const tags = [SETTLEMENT_TAG];
const base = `/api${SETTLEMENT_BASE}`;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLSX = { description: "The month's statement as an .xlsx sheet, headings in the caller's language", content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } };

/**
 * 结算管理: settlements are derived from received (or used) goods and the invoices billing them, so
 * they are only read — list, detail, a month's statement and its .xlsx — never written (R27).
 * Both parties read them; row-level security shows each only its own documents.
 */
export function registerSettlementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: settlementListQuery }, config: { permission: P.menu } }, async (request) => {
    const { current, size, ...scope } = request.query;
    const { records, total } = await withTenant(deps.db, request.ctx, (tx) => settlementPage(tx, scope, current, size));
    return ok(page(records, total, current, size));
  });

  registerListExport(app, deps, {
    base,
    tag: SETTLEMENT_TAG,
    querystring: settlementListQuery,
    permission: P.export,
    sheet: 'settlement.export.list',
    columns: settlementSheetColumns,
    rows: ({ current: _current, size: _size, ...scope }) => ({
      count: async (tx) => (await settlementPage(tx, scope, 1, 1)).total,
      // The export asks for pages of one size (the last one shorter), so an offset is a page number.
      page: async (tx, offset, limit) => (await settlementPage(tx, scope, Math.floor(offset / EXPORT_PAGE_ROWS) + 1, EXPORT_PAGE_ROWS)).records.slice(0, limit) as unknown as Record<string, unknown>[],
    }),
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: settlementDetailQuery }, config: { permission: P.menu } }, async (request) => {
    const [row] = await withTenant(deps.db, request.ctx, (tx) => settlementRows(tx, { ids: [BigInt(request.query.id)] }));
    if (!row) throw notFound();
    return ok(publicDetail(row));
  });

  api.get(`${base}/statement`, { schema: { tags, querystring: settlementStatementQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => settlementStatement(tx, request.query))),
  );

  api.get(`${base}/statement/export`, { schema: { tags, querystring: settlementStatementQuery, answers: { 200: XLSX } }, config: { permission: P.export } }, async (request, reply) => {
    const statement = await withTenant(deps.db, request.ctx, (tx) => settlementStatement(tx, request.query));
    recordUsual(request, { logId: 'export', data: { resource: `${base}/statement`, filters: request.query } });
    const lang = requestLang(request);
    const file = await statementWorkbook(statement, lang);
    const name = `${lang === 'en' ? 'statement' : '结算对账单'}-${statement.month}`;
    reply.header('content-type', XLSX_TYPE);
    reply.header('content-disposition', `attachment; filename="statement-${statement.month}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`);
    return reply.send(file);
  });

  api.get('/api/beree-scm/home-page-statistics/settlement-count', { schema: { tags: ['scm/home-page-statistics'] } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => settlementCounts(tx))),
  );

  registerStatementPrintRoute(app, deps);
}
