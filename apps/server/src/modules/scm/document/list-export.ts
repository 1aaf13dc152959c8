import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { message, type MessageKey } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import type { AppDeps } from '../../../core/deps';
import { requestLang } from '../../../core/http/language';
import { recordUsual } from '../../../core/logging/usual-log';
import type { RequestContext } from '../../../core/tenancy/context';
import { runScoped, type Scope } from '../../../core/tenancy/scoped';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { LIST_EXPORT_MAX_ROWS, type ExportSource } from '../../../core/crud/export';
import { streamListWorkbook, XLSX_ANSWER, type ListColumn } from '../../../core/xlsx/list-sheet';
import { isHospital, ownParty } from '../party/party';

interface ListExport<Q extends z.ZodType, P = undefined> {
  /** The list's path without /list, under /api. */
  base: string;
  tag: string;
  /** The list's own query schema: the same fields, the same 400 naming a bad one. */
  querystring: Q;
  permission: string;
  /** The sheet's name, also the file's (with the day added). */
  sheet: MessageKey;
  /** The columns the caller's screen shows: hospitals see the supplier, suppliers the hospital. */
  columns: (hospital: boolean) => ListColumn[];
  /** The rows the list shows for the query, read a page at a time, each page in a transaction of the caller's tenant. */
  rows: (query: z.infer<Q>, prepared: P) => ExportSource;
  /** What the list reads before its transaction opens (the viewer's settings, the platform's rows of every database), handed to `rows`. */
  prepare?: (db: Executor, ctx: RequestContext, query: z.infer<Q>) => Promise<P>;
  /** Where the list reads: the caller's tenant unless it says otherwise (a platform administrator's list reads on the platform path). */
  scope?: (ctx: RequestContext) => Scope;
}

/** Rows read per transaction: a few hundred kilobytes of memory, and short transactions between which others run. */
export const EXPORT_PAGE_ROWS = 1_000;

/**
 * GET {base}/export of a business list (two-party documents, the register, relations, the catalog):
 * the rows the list shows for the same filters, read where the list reads (row-level security keeps
 * them to the caller's party) as an .xlsx with codes by their labels, up to LIST_EXPORT_MAX_ROWS.
 * The file streams: its row count goes first (headers), then each page as it is read. Every page
 * is its own short transaction, so a slow download holds no connection (nor the embedded
 * database) while the client reads.
 */
export function registerListExport<Q extends z.ZodType, P = undefined>(app: FastifyInstance, deps: AppDeps, e: ListExport<Q, P>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${e.base}/export`,
    { schema: { tags: [e.tag], querystring: e.querystring, answers: { 200: XLSX_ANSWER } }, config: { permission: e.permission } },
    async (request, reply) => {
      const lang = requestLang(request);
      const query = request.query as z.infer<Q>;
      const prepared = (e.prepare ? await e.prepare(deps.db, request.ctx, query) : undefined) as P;
      const read = <T>(fn: (tx: Executor) => Promise<T>) => (e.scope ? runScoped(deps.db, request.ctx, e.scope(request.ctx), fn) : withTenant(deps.db, request.ctx, fn));
      const source = e.rows(query, prepared);
      const { total, hospital } = await read(async (tx) => ({ total: await source.count(tx, LIST_EXPORT_MAX_ROWS), hospital: isHospital(await ownParty(tx, request.ctx.tenantId)) }));
      const rows = Math.min(total, LIST_EXPORT_MAX_ROWS);
      const name = message(e.sheet, lang);
      const sheet = await streamListWorkbook(reply, name, e.columns(hospital), lang, { rows, total });
      let written = 0;
      try {
        for (let offset = 0; offset < rows; offset += EXPORT_PAGE_ROWS) {
          const page = await read((tx) => source.page(tx, offset, Math.min(EXPORT_PAGE_ROWS, rows - offset)));
          written += page.length;
          if (!(await sheet.add(page))) break;
        }
        await sheet.end();
      } catch (error) {
        // The headers are gone: the download is broken off, and the failure logged.
        request.log.error({ err: error }, 'export failed while streaming');
        await sheet.end(error as Error);
      }
      recordUsual(request, { logId: 'export', data: { resource: e.base, rows: written, total, filters: query } });
      return reply;
    },
  );
}
