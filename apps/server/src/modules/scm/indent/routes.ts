import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, INDENT_TRANSITIONS, indentSubmitSchema, optionalText, versionField, type IndentTransition } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import type { AppDeps } from '../../../core/deps';
import { indents } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { registerListExport } from '../document/list-export';
import { indentSheetColumns } from './export';
import { ownParty } from '../party/party';
import { indentCount } from './counts';
import { INDENT_BASE, INDENT_TAG, indentFilters, P } from './resource';
import { indentDetail, exportIndents, listIndents, removeIndents, submitIndent } from './service';
import { transitionIndents } from './transitions';

const tags = [INDENT_TAG];
const base = `/api${INDENT_BASE}`;
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const transitionBody = z.object({ reason: optionalText(500), version: versionField }).nullish();
const listSchema = listQuery([...Object.keys(indentFilters), 'orderDate', 'expectedArrivalDate']).describe(
  'current, size, indentNo, indentStatus, orderType, urgent, supplierTenantId, hospitalTenantId, planNo, orderDate_datege, orderDate_datele, …',
);
/** The button each transition sits behind. */
const BUTTON: Record<IndentTransition, string> = {
  'submit-review': P.submitReview,
  confirm: P.confirm,
  decline: P.decline,
  cancel: P.cancel,
  close: P.close,
};

/**
 * 采购订单: the hospital's orders to a supplier (list, detail, submit, remove) and their
 * transitions — submit-review, cancel and close by the hospital, confirm and decline by the
 * supplier — plus the home page's order counts.
 */
export function registerIndentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listSchema }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listIndents(tx, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  registerListExport(app, deps, { base, tag: INDENT_TAG, querystring: listSchema, permission: P.export, sheet: 'indent.export.sheet', columns: indentSheetColumns, rows: exportIndents });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => indentDetail(tx, BigInt(request.query.id)))),
  );

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(indentSubmitSchema, indents) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(await withTenant(deps.db, request.ctx, async (tx) => indentDetail(tx, await submitIndent(tx, request.ctx, request.body))));
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeIndents(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  for (const action of Object.keys(INDENT_TRANSITIONS) as IndentTransition[]) {
    api.post(`${base}/${action}`, { schema: { tags, querystring: idsQuery, body: transitionBody }, config: { permission: BUTTON[action] } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      return ok(await withTenant(deps.db, request.ctx, (tx) => transitionIndents(tx, deps.realtime, request.ctx, action, ids, request.body ?? {})), '操作成功!');
    });
  }

  api.get('/api/beree-scm/home-page-statistics/indent-count', { schema: { tags: ['scm/home-page-statistics'] } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, async (tx) => indentCount(tx, await ownParty(tx, request.ctx.tenantId)))),
  );
}
