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
import { listWorkbook, sendXlsx, XLSX_ANSWER, type ListColumn } from '../../../core/xlsx/list-sheet';
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
  /** The rows the list shows for the query, unpaged up to the export cap, inside the caller's tenant. */
  rows: (tx: Executor, query: z.infer<Q>, prepared: P) => Promise<Record<string, unknown>[]>;
  /** What the list reads before its transaction opens (the viewer's settings), handed to `rows`. */
  prepare?: (db: Executor, ctx: RequestContext) => Promise<P>;
  /** Where the list reads: the caller's tenant unless it says otherwise (a platform administrator's list reads on the platform path). */
  scope?: (ctx: RequestContext) => Scope;
}

/**
 * GET {base}/export of a business list (two-party documents, the register, relations, the catalog):
 * the rows the list shows for the same filters, read where the list reads (row-level security keeps
 * them to the caller's party) as an .xlsx with codes by their labels.
 */
export function registerListExport<Q extends z.ZodType, P = undefined>(app: FastifyInstance, deps: AppDeps, e: ListExport<Q, P>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${e.base}/export`,
    { schema: { tags: [e.tag], querystring: e.querystring, answers: { 200: XLSX_ANSWER } }, config: { permission: e.permission } },
    async (request, reply) => {
      const lang = requestLang(request);
      const query = request.query as z.infer<Q>;
      const prepared = (e.prepare ? await e.prepare(deps.db, request.ctx) : undefined) as P;
      const read = async (tx: Executor) => ({ rows: await e.rows(tx, query, prepared), hospital: isHospital(await ownParty(tx, request.ctx.tenantId)) });
      const { rows, hospital } = e.scope ? await runScoped(deps.db, request.ctx, e.scope(request.ctx), read) : await withTenant(deps.db, request.ctx, read);
      recordUsual(request, { logId: 'export', data: { resource: e.base, rows: rows.length, filters: query } });
      const name = message(e.sheet, lang);
      return sendXlsx(reply, name, await listWorkbook(name, e.columns(hospital), rows, lang));
    },
  );
}
