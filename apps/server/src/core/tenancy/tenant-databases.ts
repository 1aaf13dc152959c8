import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { tenants } from '../db/schema';
import { migrateSourceDatabase, openSourceDatabase, type SourceDatabase } from '../db/source-database';

/**
 * What one node tells the others: a tenant started or ended moving, or changed its database; or a
 * data source's settings changed (`sourceId`), so its pool is opened again.
 */
export type TenantDatabaseChange = { tenantId: string; moving: boolean } | { sourceId: string };

/**
 * Which database each tenant lives on (ADR 0077), for one product database: the product's own
 * unless the tenant is bound to a data source. Loaded at start from the tenant rows, kept in step
 * on every node through the session channel, and asked by withTenant on every request, but only
 * once some tenant of this product database is bound or moving (see `active`).
 */
export class TenantDatabases {
  /** tenant → its data source id and that database's handle. */
  private readonly bound = new Map<string, { sourceId: string; db: Executor }>();
  /** Tenants whose rows are being moved: read-only until the move ends. */
  private readonly moving = new Set<string>();
  /** Open data sources by id, shared by the tenants bound to them. */
  private readonly sources = new Map<string, SourceDatabase>();
  /** Set by the session channel where there is one: tells the other nodes. */
  publish?: (change: TenantDatabaseChange) => void;

  constructor(readonly product: Executor) {}

  /** The handle a tenant's work runs on. */
  executorOf(tenantId: string): Executor {
    return this.bound.get(tenantId)?.db ?? this.product;
  }

  /** The data source id a tenant lives on ("0": the product's database). */
  sourceOf(tenantId: string): string {
    return this.bound.get(tenantId)?.sourceId ?? '0';
  }

  isMoving(tenantId: string): boolean {
    return this.moving.has(tenantId);
  }

  /** Every bound database, once each. */
  databases(): Executor[] {
    return [...new Set([...this.bound.values()].map((b) => b.db))];
  }

  /** The handle of data source `sourceId`, opened on first use. */
  async open(sourceId: string): Promise<Executor> {
    let source = this.sources.get(sourceId);
    if (!source) {
      source = await openSourceDatabase(this.product, BigInt(sourceId));
      const raced = this.sources.get(sourceId);
      if (raced) {
        await source.close();
        source = raced;
      } else this.sources.set(sourceId, source);
    }
    return source.db;
  }

  /** The tenants living on data source `sourceId`. */
  tenantsOn(sourceId: string): string[] {
    return [...this.bound].filter(([, b]) => b.sourceId === sourceId).map(([tenantId]) => tenantId);
  }

  /**
   * Data source `sourceId` changed (its URL, user or password): when open here, a pool with the new
   * settings takes the place of the old one for its tenants, and the old one closes once its
   * running transactions end. Tells the other nodes unless the change came from one.
   */
  async reopen(sourceId: string, tell = true): Promise<void> {
    const old = this.sources.get(sourceId);
    if (old) {
      const fresh = await openSourceDatabase(this.product, BigInt(sourceId));
      this.sources.set(sourceId, fresh);
      for (const [tenantId, b] of this.bound) if (b.sourceId === sourceId) this.bound.set(tenantId, { sourceId, db: fresh.db });
      await old.close().catch(() => {});
    }
    if (tell) this.publish?.({ sourceId });
  }

  /** Closes data source `sourceId` when no tenant lives on it (a move to it that failed). */
  async discard(sourceId: string): Promise<void> {
    if ([...this.bound.values()].some((b) => b.sourceId === sourceId)) return;
    const source = this.sources.get(sourceId);
    this.sources.delete(sourceId);
    await source?.close().catch(() => {});
  }

  /** Reads every bound tenant from the tenant rows (at start). */
  async load(): Promise<void> {
    const rows = await this.product
      .select({ tenantId: tenants.tenantId, datasourceId: tenants.datasourceId })
      .from(tenants)
      .where(and(isNotNull(tenants.datasourceId), eq(tenants.isDeleted, 0)));
    for (const row of rows) await this.place(row.tenantId, row.datasourceId);
    // After an upgrade, the bound databases take the product's new migrations before any request.
    for (const db of this.databases()) await migrateSourceDatabase(db);
    this.syncActive();
  }

  /** Reads one tenant's row again (after a move, here or on another node). */
  async reload(tenantId: string): Promise<void> {
    const [row] = await this.product.select({ datasourceId: tenants.datasourceId }).from(tenants).where(eq(tenants.tenantId, tenantId));
    await this.place(tenantId, row?.datasourceId ?? null);
    this.syncActive();
  }

  private async place(tenantId: string, datasourceId: bigint | null): Promise<void> {
    if (!datasourceId) this.bound.delete(tenantId);
    else this.bound.set(tenantId, { sourceId: String(datasourceId), db: await this.open(String(datasourceId)) });
  }

  /** Marks a tenant moving (or done) here and on every other node. */
  setMoving(tenantId: string, moving: boolean): void {
    if (moving) this.moving.add(tenantId);
    else this.moving.delete(tenantId);
    this.syncActive();
    this.publish?.({ tenantId, moving });
  }

  /** A change another node made. */
  async receive(change: TenantDatabaseChange): Promise<void> {
    if ('sourceId' in change) return this.reopen(change.sourceId, false);
    if (change.moving) this.moving.add(change.tenantId);
    else this.moving.delete(change.tenantId);
    await this.reload(change.tenantId);
  }

  private syncActive(): void {
    if (this.bound.size > 0 || this.moving.size > 0) active.set(this.product, this);
    else active.delete(this.product);
  }

  async close(): Promise<void> {
    active.delete(this.product);
    const open = [...this.sources.values()];
    this.sources.clear();
    this.bound.clear();
    await Promise.all(open.map((s) => s.close()));
  }
}

/** Product databases that can hold tenants elsewhere (PostgreSQL ones): PGlite is one database. */
const registries = new WeakMap<Executor, TenantDatabases>();
/**
 * Only registries with a tenant bound or moving: with none anywhere in the process, a request pays
 * one size check; otherwise one look-up of its product database and one of its tenant.
 */
const active = new Map<Executor, TenantDatabases>();

/** Starts the registry of a PostgreSQL product database and loads its bound tenants. */
export async function startTenantDatabases(product: Executor): Promise<TenantDatabases> {
  const registry = new TenantDatabases(product);
  registries.set(product, registry);
  await registry.load();
  return registry;
}

/** The registry of a product database, absent where tenants cannot be bound (PGlite). */
export const tenantDatabasesOf = (product: Executor): TenantDatabases | undefined => registries.get(product);

/** The registry when some tenant of `db` is bound or moving, else undefined (the request path's check). */
export const activeTenantDatabases = (db: Executor): TenantDatabases | undefined => (active.size === 0 ? undefined : active.get(db));

/** Whether two tenants of product database `db` live on the same database (always, with none bound). */
export function liveTogether(db: Executor, a: string, b: string): boolean {
  const registry = activeTenantDatabases(db);
  return !registry || registry.sourceOf(a) === registry.sourceOf(b);
}
