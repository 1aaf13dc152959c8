import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { PARTY_KINDS, shanghaiToday, SUPPLY_STATUS, type TenantKind } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import type { Executor } from '../../../core/db/database';
import { supplyRelations, tenants } from '../../../core/db/schema';
import { ok } from '../../../core/http/envelope';
import { sumAnswers, withPlatformEverywhere } from '../../../core/tenancy/across-databases';
import { isPlatformAdmin } from '../../../core/tenancy/context';
import { withPlatform, withTenant } from '../../../core/tenancy/with-tenant';
import { ownParty } from '../party/party';
import { deliveryTrend } from './delivery-trend';
import { moneyOverview } from './money';

/** Counts per value of a column, with every expected value present (0 when none). */
async function countBy<K extends string>(rows: Promise<{ key: string; n: number }[]>, keys: readonly K[]): Promise<Record<K, number>> {
  const found = new Map((await rows).map((r) => [r.key, Number(r.n)]));
  return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? 0])) as Record<K, number>;
}

const relationCounts = (tx: Executor) =>
  countBy(
    tx.select({ key: supplyRelations.supplyStatus, n: count() }).from(supplyRelations).where(eq(supplyRelations.isDeleted, 0)).groupBy(supplyRelations.supplyStatus),
    Object.values(SUPPLY_STATUS),
  );

/**
 * GET home-page-statistics/overview: what the caller's kind of tenant works on, for the home page —
 * its kind, its supply relations by state (as a party; the platform: all), and for the platform the
 * tenants by kind. Any signed-in user.
 */
export function registerOverviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/beree-scm/home-page-statistics/overview', { schema: { tags: ['scm/home-page-statistics'] } }, async (request) => {
    const ctx = request.ctx;
    if (isPlatformAdmin(ctx)) {
      // Relations live with their parties, on every database; the tenant rows all on the product's.
      const [relations, tenantsByKind] = await Promise.all([
        withPlatformEverywhere(deps.db, ctx, relationCounts),
        withPlatform(deps.db, ctx, (tx) =>
          countBy(tx.select({ key: tenants.tenantKind, n: count() }).from(tenants).where(and(eq(tenants.isDeleted, 0))).groupBy(tenants.tenantKind), PARTY_KINDS),
        ),
      ]);
      return ok({ tenantKind: 'PLATFORM' as TenantKind, supplyRelations: sumAnswers(relations), tenantsByKind });
    }
    return ok(
      await withTenant(deps.db, ctx, async (tx) => ({
        tenantKind: (await ownParty(tx, ctx.tenantId)).kind,
        supplyRelations: await relationCounts(tx),
      })),
    );
  });

  /** The money figures of the caller's side (invoices, settlements, invoice trend); the platform is no party, so it gets none. */
  app.get('/api/beree-scm/home-page-statistics/money', { schema: { tags: ['scm/home-page-statistics'] } }, async (request) => {
    const ctx = request.ctx;
    if (isPlatformAdmin(ctx)) return ok(null);
    return ok(await withTenant(deps.db, ctx, async (tx) => moneyOverview(tx, await ownParty(tx, ctx.tenantId), shanghaiToday())));
  });

  /** Delivery notes per month for the home page's chart; the platform is no party, so it gets none. */
  app.get('/api/beree-scm/home-page-statistics/delivery-trend', { schema: { tags: ['scm/home-page-statistics'] } }, async (request) => {
    const ctx = request.ctx;
    if (isPlatformAdmin(ctx)) return ok([]);
    return ok(await withTenant(deps.db, ctx, async (tx) => deliveryTrend(tx, await ownParty(tx, ctx.tenantId), shanghaiToday())));
  });
}
