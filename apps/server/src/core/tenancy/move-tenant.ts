import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { copiedGlobalTables, insertRows, platformTransaction, productTables, readRows, refreshGlobalTables, type TableFacts } from '../db/global-copy';
import { connectError } from '../db/external-source';
import { migrateDatabase } from '../db/migrate';
import { tenants } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import type { TenantDatabases } from './tenant-databases';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const SOURCE_FIELDS = { url: 'datasourceId', username: 'datasourceId', password: 'datasourceId' };

/** How long a move waits for the transactions already running on the tenant's database to end. */
const DRAIN_TIMEOUT_MS = 30_000;

/** One move at a time per product database in this process. */
const queues = new WeakMap<TenantDatabases, Promise<unknown>>();

/**
 * Moves a tenant to data source `targetId` ("0": the product's own database), ADR 0077: refused
 * while it shares a two-party document with a tenant living elsewhere than the target. The target
 * is migrated, takes the global tables (a data source other than the product's) and the tenant's
 * rows in one transaction; only then does the tenant row point at it and are the rows deleted
 * from where they were. The tenant is read-only meanwhile, on every node.
 */
export function moveTenant(registry: TenantDatabases, tenantId: string, targetId: string): Promise<void> {
  const previous = queues.get(registry) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(() => move(registry, tenantId, targetId));
  queues.set(registry, run);
  return run;
}

async function move(registry: TenantDatabases, tenantId: string, targetId: string): Promise<void> {
  const fromId = registry.sourceOf(tenantId);
  if (fromId === targetId) return;
  const product = registry.product;
  const source = registry.executorOf(tenantId);
  const tables = await productTables(product);
  await refuseSharedDocuments(registry, source, tables, tenantId, targetId);
  const target = targetId === '0' ? product : await reach(registry, targetId);

  registry.setMoving(tenantId, true);
  try {
    await drain(source);
    const owned = tables.filter((t) => t.tenantOwned).map((t) => t.name);
    // Read in one snapshot: the tenant writes nothing now, and what it wrote before has committed.
    const rows = await platformTransaction(
      source,
      async (tx) => {
        const read: [string, string][] = [];
        for (const table of owned) read.push([table, await readRows(tx, table, tenantId)]);
        return read;
      },
      { isolationLevel: 'repeatable read' },
    );
    const globals = target === product ? [] : copiedGlobalTables(tables);
    const globalRows = await platformTransaction(product, async (tx) => {
      const read: [string, string][] = [];
      for (const table of globals) read.push([table, await readRows(tx, table)]);
      return read;
    });
    await platformTransaction(target, async (tx) => {
      for (const [table, json] of globalRows) {
        await tx.execute(sql.raw(`delete from ${ident(table)}`));
        await insertRows(tx, table, json);
      }
      for (const [table, json] of rows) {
        // A data source may hold what an earlier move left behind; the product's own database keeps
        // what the platform wrote there for the tenant meanwhile (its request logs).
        if (target !== product) await tx.execute(sql`delete from ${sql.raw(ident(table))} where tenant_id = ${tenantId}`);
        await insertRows(tx, table, json);
      }
    });
    await platformTransaction(product, (tx) =>
      tx
        .update(tenants)
        .set({ datasourceId: targetId === '0' ? null : BigInt(targetId), updateTime: new Date(), version: sql`${tenants.version} + 1` })
        .where(eq(tenants.tenantId, tenantId)),
    );
    await registry.reload(tenantId);
    // Every bound database's copy of the tenant table names where the tenant now lives.
    const copies = [...new Set([...registry.databases(), ...(source === product ? [] : [source])])];
    if (copies.length > 0) await refreshGlobalTables(product, copies, ['blade_tenant']);
    await platformTransaction(source, async (tx) => {
      for (const table of owned) await tx.execute(sql`delete from ${sql.raw(ident(table))} where tenant_id = ${tenantId}`);
    });
  } finally {
    registry.setMoving(tenantId, false);
  }
}

/** The target data source, migrated; one that cannot be reached is a 400 naming datasourceId. */
async function reach(registry: TenantDatabases, targetId: string): Promise<Executor> {
  try {
    const db = await registry.open(targetId);
    await migrateDatabase({ kind: 'postgres', db, close: async () => {} });
    return db;
  } catch (error) {
    await registry.discard(targetId);
    if ((error as { code?: unknown }).code === 400) throw error;
    throw connectError(error, SOURCE_FIELDS);
  }
}

/**
 * A document of two parties lives where both live: refused while the tenant shares one (a supply
 * relation, an order …) with a tenant that would stay on another database, naming that tenant.
 */
async function refuseSharedDocuments(registry: TenantDatabases, source: Executor, tables: TableFacts[], tenantId: string, targetId: string): Promise<void> {
  const others = await platformTransaction(source, async (tx) => {
    const found = new Set<string>();
    for (const t of tables) {
      if (!t.parties) continue;
      const [a, b] = t.parties.map((c) => sql.raw(ident(c)));
      const rows = rowsOf<{ other: string }>(
        await tx.execute(sql`select distinct case when ${a} = ${tenantId} then ${b} else ${a} end as other from ${sql.raw(ident(t.name))}
          where (${a} = ${tenantId} or ${b} = ${tenantId}) and ${a} <> ${b}`),
      );
      for (const r of rows) found.add(r.other);
    }
    return [...found];
  });
  const elsewhere = others.filter((other) => registry.sourceOf(other) !== targetId).sort();
  if (elsewhere.length === 0) return;
  const named = await registry.product.select({ tenantId: tenants.tenantId, name: tenants.tenantName }).from(tenants).where(inArray(tenants.tenantId, elsewhere));
  const first = named.find((n) => n.tenantId === elsewhere[0]);
  throw badRequest('tenant.datasourceId.shared', { field: 'datasourceId', party: `${first?.name ?? elsewhere[0]} (${elsewhere[0]})` });
}

/**
 * Waits until every transaction that was running on `db` when the tenant became read-only has
 * ended, so that none of its writes lands after the rows were read.
 */
async function drain(db: Executor): Promise<void> {
  const [{ since }] = rowsOf<{ since: string }>(await db.execute(sql`select clock_timestamp()::text as since`));
  const until = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const [{ running }] = rowsOf<{ running: number }>(
      await db.execute(sql`select count(*)::int as running from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and xact_start < ${since}::timestamptz`),
    );
    if (running === 0) return;
    if (Date.now() > until) throw conflict('tenant.moving.busy');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
