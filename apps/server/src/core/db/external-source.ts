import type pg from 'pg';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { normalizeSourceUrl } from '@beree/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { AppError, badRequest } from '../http/errors';
import { sealingKey, unseal } from '../secrets/sealing';
import type { Executor } from './database';
import { datasources } from './schema';
import { APP_ROLE } from './security';

/**
 * Queries on a data source (blade_datasource): id 0 is the product's own database, reached through
 * the drizzle executor; any other id is a PostgreSQL database reached through a `pg` pool of its
 * own, opened on first use, kept per data source and replaced when the row changes. Every call runs
 * in one transaction, read-only unless asked otherwise, with an optional statement timeout.
 *
 * Call these outside any open transaction: the data source row and the sealing key are read on the
 * global handle, and on PGlite a second use of the handle inside a transaction waits forever.
 */

/** The id of the product's own database. */
export const PRODUCT_SOURCE_ID = '0';

/** How long connecting may take before the source counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The AES key data source passwords are sealed with (read outside any transaction). */
export const datasourceKey = (db: Executor): Promise<Buffer> => sealingKey(db, 'datasource-password-key');

export interface SourceField {
  name: string;
  /** The PostgreSQL type oid of the column (pg_type.oid). */
  dataTypeID: number;
}

export interface SourceResult {
  rows: Record<string, unknown>[];
  fields: SourceField[];
}

/** What fn is handed: one statement at a time, in the call's transaction. */
export interface SourceClient {
  /** The data source's id as text ("0" for the product's database). */
  readonly sourceId: string;
  /** Whether this is the product's own database (PGlite or PostgreSQL). */
  readonly product: boolean;
  /** Runs a drizzle `sql` statement (values as parameters, `sql.raw` for trusted text). */
  query(statement: SQL): Promise<SourceResult>;
}

export interface SourceOptions {
  /**
   * Cancels a statement running longer (PostgreSQL's statement_timeout) and answers 400
   * datasource.timeout. The embedded PGlite cannot interrupt a statement: there it is not enforced.
   */
  statementTimeoutMs?: number;
  /** A read-only transaction (the default): nothing can be written through it. */
  readOnly?: boolean;
  /**
   * The product's database only: the role the transaction runs as and the tenant row-level
   * security binds it to. By default the application role with no tenant, which reads the global
   * tables and no tenant's rows.
   */
  as?: { role?: string; tenantId?: string; userId?: string };
}

/** Connection settings of an external source, as stored: the postgres:// URL, the user and the password. */
export interface SourceConnection {
  url: string;
  username: string;
  password: string;
}

/**
 * node-postgres settings from a stored URL (sslmode=require and the like ask for TLS). A URL that
 * is no PostgreSQL one (a legacy JDBC row of another database) is a 400 naming `field`.
 */
export function clientConfig(connection: SourceConnection, field = 'url'): pg.ClientConfig {
  const normalized = normalizeSourceUrl(connection.url);
  if ('error' in normalized) throw badRequest(normalized.error, { field });
  const url = new URL(normalized.url);
  const sslmode = url.searchParams.get('sslmode') ?? (url.searchParams.get('ssl') === 'true' ? 'require' : null);
  return {
    host: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')),
    port: url.port ? Number(url.port) : 5432,
    database: decodeURIComponent(url.pathname.slice(1)),
    user: connection.username,
    password: connection.password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'beree-scm',
    // verify-ca / verify-full check the server's certificate; require only encrypts.
    ssl: sslmode && sslmode !== 'disable' && sslmode !== 'prefer' && sslmode !== 'allow' ? { rejectUnauthorized: sslmode.startsWith('verify') } : undefined,
  };
}

/** The code of a driver error, also when drizzle wrapped it. */
const errorCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
};

const errorText = (error: unknown): string => {
  const e = error as { message?: string; cause?: { message?: string } };
  return (e?.cause?.message ?? e?.message ?? String(error)).slice(0, 300);
};

/** The fields a connection failure names: the form's own, or datasourceId for a saved source in use. */
export interface ConnectFields {
  url: string;
  username: string;
  password: string;
}

const FORM_FIELDS: ConnectFields = { url: 'url', username: 'username', password: 'password' };
const SOURCE_FIELDS: ConnectFields = { url: 'datasourceId', username: 'datasourceId', password: 'datasourceId' };

/**
 * Why a connection could not be opened, as a 400 naming `field`: the server unreachable (or no such
 * database), the sign-in refused, or the driver's own words.
 */
export function connectError(error: unknown, fields: ConnectFields): AppError {
  const code = errorCode(error);
  const reason = errorText(error) || code || 'unknown';
  // 28P01 wrong password, 28000 no such role / not allowed by pg_hba.
  if (code === '28P01') return badRequest('datasource.test.denied', { field: fields.password, reason });
  if (code === '28000') return badRequest('datasource.test.denied', { field: fields.username, reason });
  if (code === '3D000' || /^E[A-Z]+$/.test(code ?? '') || /timeout|terminated|ECONNREFUSED|ENOTFOUND/i.test(reason)) return badRequest('datasource.test.unreachable', { field: fields.url, reason });
  return badRequest('datasource.test.failed', { field: fields.url, reason });
}

/** A statement cancelled by the timeout becomes the clear 400; anything else passes as it is. */
function timeoutError(error: unknown, timeoutMs: number | undefined): unknown {
  if (timeoutMs && errorCode(error) === '57014') return badRequest('datasource.timeout', { seconds: Math.round((timeoutMs / 1000) * 10) / 10 });
  return error;
}

const dialect = new PgDialect();

/** node-postgres, imported on the first use of a data source: a server on PGlite never needs it otherwise. */
const loadPg = async () => (await import('pg')).default;

/** Opens one connection, runs `select version()` and closes it: 测试连接 of settings not saved yet. */
export async function probeConnection(connection: SourceConnection, fields: ConnectFields = FORM_FIELDS): Promise<string> {
  const { Client } = await loadPg();
  const client = new Client(clientConfig(connection, fields.url));
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw connectError(error, fields);
  }
  try {
    const result = await client.query<{ version: string }>('select version() as version');
    return result.rows[0].version;
  } finally {
    await client.end().catch(() => {});
  }
}

interface PoolEntry {
  version: number;
  pool: pg.Pool;
}

/** Pools by data source, per product database (tests run several in one process). */
const pools = new WeakMap<object, Map<string, PoolEntry>>();

const poolsOf = (db: Executor) => {
  let map = pools.get(db);
  if (!map) pools.set(db, (map = new Map()));
  return map;
};

/** Closes the pool of one data source (after it changed or was removed); the next use opens a new one. */
export async function closeSource(db: Executor, id: string | bigint): Promise<void> {
  const map = poolsOf(db);
  const entry = map.get(String(id));
  map.delete(String(id));
  await entry?.pool.end().catch(() => {});
}

/** Closes every pool (the server shutting down). */
export async function closeSources(db: Executor): Promise<void> {
  const map = poolsOf(db);
  const entries = [...map.values()];
  map.clear();
  await Promise.all(entries.map((e) => e.pool.end().catch(() => {})));
}

/** The stored connection of a data source; 400 naming datasourceId when there is none. */
export async function sourceConnection(db: Executor, id: bigint): Promise<SourceConnection & { version: number }> {
  const [row] = await db
    .select({ url: datasources.url, username: datasources.username, password: datasources.password, passwordSealed: datasources.passwordSealed, version: datasources.version })
    .from(datasources)
    .where(and(eq(datasources.id, id), eq(datasources.isDeleted, 0)));
  if (!row) throw badRequest('datasource.notFound', { field: 'datasourceId' });
  // A row still holding a legacy plain password (not sealed yet at start-up) is read as it is.
  const password = row.passwordSealed ? unseal(await datasourceKey(db), row.passwordSealed) : (row.password ?? '');
  return { url: row.url, username: row.username, password, version: row.version };
}

/** The pool of a data source, replaced when its row's version moved on. */
async function poolFor(db: Executor, id: bigint): Promise<pg.Pool> {
  const { Pool } = await loadPg();
  const connection = await sourceConnection(db, id);
  const map = poolsOf(db);
  const cached = map.get(String(id));
  if (cached?.version === connection.version) return cached.pool;
  const config = clientConfig(connection, 'datasourceId');
  // No await from here to the set: two calls never open two pools for one source.
  if (cached) void cached.pool.end().catch(() => {});
  const pool = new Pool({ ...config, max: 4, idleTimeoutMillis: 30_000, allowExitOnIdle: true });
  // An idle client losing its server must not crash the process.
  pool.on('error', () => {});
  map.set(String(id), { version: connection.version, pool });
  return pool;
}

const ROLE_NAME = /^[a-z_][a-z0-9_]*$/;

async function onProduct<T>(db: Executor, fn: (client: SourceClient) => Promise<T>, options: SourceOptions): Promise<T> {
  const role = options.as?.role ?? APP_ROLE;
  if (!ROLE_NAME.test(role)) throw new Error(`not a role name: ${role}`);
  return db.transaction(async (tx) => {
    if (options.readOnly !== false) await tx.execute(sql`set transaction read only`);
    if (options.statementTimeoutMs) await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.floor(options.statementTimeoutMs))}`));
    await tx.execute(sql`select set_config('app.tenant_id', ${options.as?.tenantId ?? ''}, true), set_config('app.user_id', ${options.as?.userId ?? ''}, true)`);
    await tx.execute(sql.raw(`set local role ${role}`));
    const client: SourceClient = {
      sourceId: PRODUCT_SOURCE_ID,
      product: true,
      query: async (statement) => {
        const result = (await tx.execute(statement)) as unknown as { rows: Record<string, unknown>[]; fields?: SourceField[] };
        return { rows: result.rows, fields: (result.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) };
      },
    };
    return fn(client);
  });
}

async function onExternal<T>(db: Executor, id: bigint, fn: (client: SourceClient) => Promise<T>, options: SourceOptions): Promise<T> {
  const pool = await poolFor(db, id);
  let connection: pg.PoolClient;
  try {
    connection = await pool.connect();
  } catch (error) {
    throw connectError(error, SOURCE_FIELDS);
  }
  let broken = false;
  try {
    await connection.query(options.readOnly === false ? 'begin' : 'begin read only');
    if (options.statementTimeoutMs) await connection.query(`set local statement_timeout = ${Math.max(1, Math.floor(options.statementTimeoutMs))}`);
    const client: SourceClient = {
      sourceId: String(id),
      product: false,
      query: async (statement) => {
        const query = dialect.sqlToQuery(statement);
        const result = await connection.query({ text: query.sql, values: query.params as unknown[] });
        return { rows: result.rows as Record<string, unknown>[], fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) };
      },
    };
    const answer = await fn(client);
    await connection.query('commit');
    return answer;
  } catch (error) {
    await connection.query('rollback').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    connection.release(broken);
  }
}

/**
 * Runs fn in one transaction on data source `id` ("0" the product's own database) and answers what
 * it answers. An unknown source or one that cannot be reached is a 400 naming datasourceId; a
 * statement past `statementTimeoutMs` a 400 datasource.timeout.
 */
export async function withSource<T>(deps: { db: Executor }, id: string | bigint, fn: (client: SourceClient) => Promise<T>, options: SourceOptions = {}): Promise<T> {
  const key = BigInt(id);
  try {
    return key === 0n ? await onProduct(deps.db, fn, options) : await onExternal(deps.db, key, fn, options);
  } catch (error) {
    throw timeoutError(error, options.statementTimeoutMs);
  }
}

/** The server's version text (select version()), which 测试连接 shows. */
export function sourceVersion(deps: { db: Executor }, id: string | bigint): Promise<string> {
  return withSource(deps, id, async (client) => String((await client.query(sql`select version() as version`)).rows[0].version));
}
