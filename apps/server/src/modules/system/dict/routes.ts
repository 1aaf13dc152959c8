import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../../core/deps';
import { dicts } from '../../../core/db/schema';
import { ok } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';

/** GET dict/dictionary?code=X: the entries of one system dictionary, for labels and selects. */
export function registerDictRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/blade-system/dict/dictionary',
    { schema: { tags: ['system/dict'], querystring: z.object({ code: z.string().min(1, { error: 'field.required' }).max(255) }) } },
    async (request) => {
      const rows = await withTenant(deps.db, request.ctx, (tx) =>
        tx
          .select({ id: dicts.id, parentId: dicts.parentId, code: dicts.code, dictKey: dicts.dictKey, dictValue: dicts.dictValue, sort: dicts.sort, remark: dicts.remark, isSealed: dicts.isSealed })
          .from(dicts)
          .where(and(eq(dicts.code, request.query.code), ne(dicts.parentId, 0n), eq(dicts.isDeleted, 0)))
          .orderBy(asc(dicts.sort)),
      );
      return ok(rows);
    },
  );
}
