import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { message, type MessageKey } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import type { AppDeps } from '../../../core/deps';
import { requestLang } from '../../../core/http/language';
import { recordUsual } from '../../../core/logging/usual-log';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { listWorkbook, sendXlsx, XLSX_ANSWER, type ListColumn } from '../../../core/xlsx/list-sheet';
import { isHospital, ownParty } from '../party/party';

interface ListExport<Q extends z.ZodType> {
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
  rows: (tx: Executor, query: z.infer<Q>) => Promise<Record<string, unknown>[]>;
}

/**
 * GET {base}/export of a two-party document list: the rows the list shows for the same filters
 * (row-level security keeps them to the caller's party) as an .xlsx with codes by their labels.
 */
export function registerListExport<Q extends z.ZodType>(app: FastifyInstance, deps: AppDeps, e: ListExport<Q>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${e.base}/export`,
    { schema: { tags: [e.tag], querystring: e.querystring, answers: { 200: XLSX_ANSWER } }, config: { permission: e.permission } },
    async (request, reply) => {
      const lang = requestLang(request);
      const query = request.query as z.infer<Q>;
      const { rows, hospital } = await withTenant(deps.db, request.ctx, async (tx) => ({
        rows: await e.rows(tx, query),
        hospital: isHospital(await ownParty(tx, request.ctx.tenantId)),
      }));
      recordUsual(request, { logId: 'export', data: { resource: e.base, rows: rows.length, filters: query } });
      const name = message(e.sheet, lang);
      return sendXlsx(reply, name, await listWorkbook(name, e.columns(hospital), rows, lang));
    },
  );
}
