import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idListText, idText, productSubmitSchema } from '@beree/contracts';
import { fitToColumns } from '../../../core/crud/column-limits';
import { parseIdList } from '../../../core/crud/filters';
import { listQuery } from '../../../core/crud/list-query';
import { rowSchema } from '../../../core/crud/row-schema';
import type { AppDeps } from '../../../core/deps';
import { products } from '../../../core/db/schema';
import { pageSchema, type JsonSchema } from '../../../core/http/answers';
import { ok, page } from '../../../core/http/envelope';
import { forbidden } from '../../../core/http/errors';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { tenantWarnDays } from '../certificate/flags';
import { listProducts, productDetail, registrationCards, removeProducts, setProductUseFlag, submitProduct } from './product-service';
import { P, PRODUCT_BASE, PRODUCT_TAG, productFilters } from './resource';

const tags = [PRODUCT_TAG];
const idQuery = z.object({ id: idText });
const idsQuery = z.object({ ids: idListText });
const cardQuery = z.object({ keyword: z.string().max(200, { error: 'field.tooLong' }).optional().describe('Part of the number or name') });

/** A row of the table with more properties beside its columns. */
export function rowWith(base: JsonSchema, extra: Record<string, JsonSchema>): JsonSchema {
  return { ...base, properties: { ...(base.properties as object), ...extra }, required: [...(base.required as string[]), ...Object.keys(extra)] };
}
const productRow = rowSchema(products);

/**
 * 产品管理: a supplier's products (list, detail, submit, remove, stop, use) and the picker of its
 * registration cards; the SKUs and the spreadsheet have their own routes beside these.
 */
export function registerProductRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${PRODUCT_BASE}/list`,
    { schema: { tags, querystring: listQuery(Object.keys(productFilters)), answer: pageSchema(rowWith(productRow, { skuCount: { type: 'integer' } })) }, config: { permission: P.menu } },
    async (request) => {
      const result = await withTenant(deps.db, request.ctx, (tx) => listProducts(tx, request.query));
      return ok(page(result.records, result.total, result.current, result.size));
    },
  );

  api.get(`${PRODUCT_BASE}/detail`, { schema: { tags, querystring: idQuery, description: 'The product with `skus` and its `registrationCard`' }, config: { permission: P.menu } }, async (request) => {
    const warnDays = await tenantWarnDays(deps.db, request.ctx);
    return ok(await withTenant(deps.db, request.ctx, (tx) => productDetail(tx, BigInt(request.query.id), warnDays)));
  });

  // Add and edit share the path; the button code depends on whether an id is given.
  api.post(`${PRODUCT_BASE}/submit`, { schema: { tags, body: fitToColumns(productSubmitSchema, products), answer: productRow } }, async (request) => {
    if (!request.grants.codes.has(request.body.id ? P.edit : P.add)) throw forbidden();
    return ok(await withTenant(deps.db, request.ctx, (tx) => submitProduct(tx, request.ctx, request.body)));
  });

  api.post(`${PRODUCT_BASE}/remove`, { schema: { tags, querystring: idsQuery }, config: { permission: P.delete } }, async (request) => {
    const ids = parseIdList(request.query.ids);
    await withTenant(deps.db, request.ctx, (tx) => removeProducts(tx, request.ctx, ids));
    return ok({}, '删除成功');
  });

  for (const [action, flag] of [['stop', 'STOP'], ['use', 'USING']] as const) {
    api.post(`${PRODUCT_BASE}/${action}`, { schema: { tags, querystring: idsQuery }, config: { permission: P.stop } }, async (request) => {
      const ids = parseIdList(request.query.ids);
      return ok(await withTenant(deps.db, request.ctx, (tx) => setProductUseFlag(tx, request.ctx, ids, flag)), '操作成功!');
    });
  }

  api.get(`${PRODUCT_BASE}/registration-cards`, { schema: { tags, querystring: cardQuery, description: "The caller's registration cards a product may name" }, config: { permission: P.menu } }, async (request) => {
    return ok(await withTenant(deps.db, request.ctx, (tx) => registrationCards(tx, request.query.keyword)));
  });
}
