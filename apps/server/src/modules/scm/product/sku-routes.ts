import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, productSkuSubmitSchema } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import type { AppDeps } from '../../../core/deps';
import { productSkus } from '../../../core/db/schema';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { P, PRODUCT_TAG, PS, SKU_BASE, skuFilters } from './resource';
import { listSkus, removeSkus, setSkuUseFlag, skuDetail, submitSku } from './sku-service';

const tags = [PRODUCT_TAG];
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });

/** 规格型号: the SKUs of the caller's products, on the product screen's permissions. */
export function registerSkuRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${SKU_BASE}/list`, { schema: { tags, querystring: listQuery(Object.keys(skuFilters)) }, config: { permission: PS.menu } }, async (request) => {
    const result = await withTenant(deps.db, request.ctx, (tx) => listSkus(tx, request.query));
    return ok(page(result.records, result.total, result.current, result.size));
  });

  api.get(`${SKU_BASE}/detail`, { schema: { tags, querystring: idQuery }, config: { permission: PS.menu } }, async (request) => {
    return ok(await withTenant(deps.db, request.ctx, (tx) => skuDetail(tx, BigInt(request.query.id))));
  });

  api.post(`${SKU_BASE}/submit`, { schema: { tags, body: fitToColumns(productSkuSubmitSchema, productSkus) } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? PS.edit : PS.add)) throw forbidden();
    return ok(
      await withTenant(deps.db, request.ctx, async (tx) => {
        const row = await submitSku(tx, request.ctx, request.body);
        return skuDetail(tx, row.id);
      }),
    );
  });

  api.post(`${SKU_BASE}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: PS.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeSkus(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  for (const [action, flag] of [['stop', 'STOP'], ['use', 'USING']] as const) {
    api.post(`${SKU_BASE}/${action}`, { schema: { tags, querystring: idsQuery }, config: { permission: P.stop } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      return ok(await withTenant(deps.db, request.ctx, (tx) => setSkuUseFlag(tx, request.ctx, ids, flag)), '操作成功!');
    });
  }
}
