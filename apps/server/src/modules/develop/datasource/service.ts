import { and, count, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_DATASOURCE_ID, message, normalizeSourceUrl, POSTGRES_DRIVER, type Lang } from '@beree/contracts';
import type { Config } from '../../../core/config/config';
import { buildFilters, buildOrder, readPaging } from '../../../core/crud/filters';
import type { Executor } from '../../../core/db/database';
import { datasourceKey } from '../../../core/db/external-source';
import { datasources, models, tenants } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import { seal } from '../../../core/secrets/sealing';
import { datasourceFilters } from './resource';

export type DatasourceRow = typeof datasources.$inferSelect;

/** A data source as answered: never its password, only whether one is stored. */
export function datasourceView(row: Record<string, unknown>) {
  const { password, passwordSealed, ...rest } = row;
  return { ...rest, hasPassword: Boolean(passwordSealed || password) };
}

/**
 * The product's own database as the default data source (id "0"): never stored, never editable.
 * Its URL shows where it lives without the credentials of DATABASE_URL.
 */
export function defaultSource(config: Pick<Config, 'databaseUrl'>, lang: Lang) {
  let url = 'pglite://embedded';
  let username = '';
  if (config.databaseUrl) {
    try {
      const parsed = new URL(config.databaseUrl);
      username = decodeURIComponent(parsed.username);
      url = `postgres://${parsed.host}${parsed.pathname}`;
    } catch {
      url = 'postgres://';
    }
  }
  return {
    id: DEFAULT_DATASOURCE_ID,
    name: message('datasource.default.name', lang),
    driverClass: POSTGRES_DRIVER,
    url,
    username,
    remark: message('datasource.default.remark', lang),
    hasPassword: false,
    status: 1,
    isDeleted: 0,
    version: 1,
    createTime: null,
    updateTime: null,
  };
}

const PAGING_KEYS = new Set(['current', 'size', 'ascs', 'descs', 'blade-auth', '_t']);

/**
 * Whether the default source answers a list's filters: plain or `_like` filters match by
 * "contains", `_equal` exactly, any other filter leaves it out (it has no dates, no numbers).
 */
export function defaultMatches(row: Record<string, unknown>, query: Record<string, unknown>): boolean {
  for (const [key, raw] of Object.entries(query)) {
    if (PAGING_KEYS.has(key) || raw === undefined || raw === '') continue;
    const [field, op = 'like'] = key.split('_');
    if (op === 'ignore') continue;
    const have = row[field];
    const want = String(Array.isArray(raw) ? raw[0] : raw).toLowerCase();
    if (typeof have !== 'string') return false;
    if (op === 'like' && !have.toLowerCase().includes(want)) return false;
    if (op === 'equal' && have.toLowerCase() !== want) return false;
    if (op !== 'like' && op !== 'equal') return false;
  }
  return true;
}

/**
 * A page of the list with the default source first (on page 1) when it answers the filters: it
 * takes the first place of the whole list, so later pages start one stored row earlier.
 */
export async function listSources(tx: Executor, query: Record<string, unknown>, defaultRow: Record<string, unknown>) {
  const { current, size } = readPaging(query);
  const withDefault = defaultMatches(defaultRow, query);
  const where = and(eq(datasources.isDeleted, 0), buildFilters(query, datasourceFilters));
  const [{ total }] = await tx.select({ total: count() }).from(datasources).where(where);
  const order = buildOrder(query, datasourceFilters);
  const shift = withDefault ? 1 : 0;
  const start = (current - 1) * size;
  const offset = Math.max(0, start - shift);
  const limit = current === 1 ? size - shift : size;
  const rows = limit > 0 ? await tx.select().from(datasources).where(where).orderBy(...(order.length ? order : [desc(datasources.createTime), desc(datasources.id)])).limit(limit).offset(offset) : [];
  const records = [...(withDefault && current === 1 ? [defaultRow] : []), ...rows.map(datasourceView)];
  return { records, total: Number(total) + shift, current, size };
}

/** Refuses to remove a data source a tenant's data lives in or a model reads its table from. */
export async function assertRemovable(tx: Executor, ids: bigint[]): Promise<void> {
  const [tenant] = await tx.select({ tenantId: tenants.tenantId }).from(tenants).where(and(inArray(tenants.datasourceId, ids), eq(tenants.isDeleted, 0))).limit(1);
  if (tenant) throw badRequest('datasource.remove.inUse', { field: 'ids', tenantId: tenant.tenantId });
  const [model] = await tx.select({ name: models.modelName }).from(models).where(and(inArray(models.datasourceId, ids), eq(models.isDeleted, 0))).limit(1);
  if (model) throw badRequest('datasource.remove.inUseByModel', { field: 'ids', model: model.name });
}

/**
 * Brings rows written before passwords were sealed up to date, once at start-up and outside any
 * transaction: a plain password is sealed and its column emptied; a JDBC URL of PostgreSQL becomes
 * postgres://… (a JDBC URL of another database stays as it is, and testing or using it answers why).
 */
export async function upgradeLegacySources(db: Executor): Promise<number> {
  const legacy = await db
    .select({ id: datasources.id, url: datasources.url, password: datasources.password, passwordSealed: datasources.passwordSealed })
    .from(datasources)
    .where(or(and(isNotNull(datasources.password), ne(datasources.password, '')), sql`${datasources.url} !~* '^postgres://'`));
  if (legacy.length === 0) return 0;
  const key = await datasourceKey(db);
  let changed = 0;
  for (const row of legacy) {
    const values: Partial<DatasourceRow> = {};
    if (row.password) Object.assign(values, { password: null, passwordSealed: seal(key, row.password) });
    const normalized = normalizeSourceUrl(row.url);
    if ('url' in normalized && normalized.url !== row.url) Object.assign(values, { url: normalized.url, driverClass: POSTGRES_DRIVER });
    if (Object.keys(values).length === 0) continue;
    await db.update(datasources).set(values).where(eq(datasources.id, row.id));
    changed += 1;
  }
  return changed;
}
