import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTRACT_TRANSITIONS, CONTRACT_TYPES, contractSubmitSchema, idListText, idText, type ContractTransition } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import type { AppDeps } from '../../../core/deps';
import { contracts } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { CONTRACT_BASE, CONTRACT_TAG, contractFilters, P } from './resource';
import { contractCounterparties, contractDetail, listContracts, removeContracts, submitContract } from './service';
import { transitionContracts } from './transitions';

const tags = [CONTRACT_TAG];
const base = `/api${CONTRACT_BASE}`;
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const typeQuery = z.object({ contractType: z.enum(CONTRACT_TYPES, { error: 'contract.contractType.required' }) });
const listSchema = listQuery([...Object.keys(contractFilters), 'validFrom', 'validTo', 'signDate']).describe(
  'current, size, contractNo, contractName, contractType, bidStatus, contractStatus, useFlag, buyerTenantId, sellerTenantId, validTo_datege, validTo_datele, …',
);
/** The button each transition sits behind: stop and use share one. */
const BUTTON: Record<ContractTransition, string> = { effective: P.effective, stop: P.stop, use: P.stop };

/**
 * 合同: drafts of either party (list, detail, submit, remove), putting one in force, stopping and
 * using it, and the counterparties a contract may be signed with.
 */
export function registerContractRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/list`, { schema: { tags, querystring: listSchema }, config: { permission: P.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listContracts(tx, request.ctx, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${base}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => contractDetail(tx, request.ctx, BigInt(request.query.id)))),
  );

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`${base}/submit`, { schema: { tags, body: fitToColumns(contractSubmitSchema, contracts) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(
      await withTenant(deps.db, request.ctx, async (tx) => contractDetail(tx, request.ctx, await submitContract(tx, request.ctx, request.body))),
    );
  });

  api.post(`${base}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeContracts(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  for (const action of Object.keys(CONTRACT_TRANSITIONS) as ContractTransition[]) {
    api.post(`${base}/${action}`, { schema: { tags, querystring: idsQuery }, config: { permission: BUTTON[action] } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      return ok(await withTenant(deps.db, request.ctx, (tx) => transitionContracts(tx, deps.realtime, request.ctx, action, ids)), '操作成功!');
    });
  }

  api.get(`${base}/counterparties`, { schema: { tags, querystring: typeQuery }, config: { permission: P.menu } }, async (request) =>
    ok(await withTenant(deps.db, request.ctx, (tx) => contractCounterparties(tx, request.ctx, request.query.contractType))),
  );
}
