import { sql } from 'drizzle-orm';
import type { Executor } from './database';
import { applyTwoPartyPolicy, PARTY_COLUMNS } from './two-party';

/** The role ordinary requests run as: owns nothing, cannot bypass RLS, sees one tenant. */
export const APP_ROLE = 'beree_app';
/** The role of the platform administrator's explicit cross-tenant routes. */
export const PLATFORM_ROLE = 'beree_platform';
/**
 * The role report queries run as (ADR 0052): SELECT only, bound to app.tenant_id by the same
 * policies as beree_app, and kept from credentials and secrets whatever the report's SQL says.
 */
export const REPORT_ROLE = 'beree_report';

/** Tables a report never reads: sign-in secrets, sessions, keys, sealed credentials, the platform's developer definitions. */
const REPORT_DENIED_TABLES = new Set(['app_secret', 'auth_captcha', 'auth_session', 'auth_refresh_token', 'blade_client', 'blade_user_oauth', 'blade_datasource', 'blade_model', 'blade_model_prototype', 'blade_code']);
/** Columns a report never reads in the tables it may: passwords and their hashes, sealed or encrypted secrets, licence keys. */
const REPORT_DENIED_COLUMN = /password|secret|sealed|encrypted|token_hash|license_key/;

/** Global tables that carry a tenant_id column but are not owned by one tenant. */
const GLOBAL_TABLES_WITH_TENANT_ID = new Set(['blade_tenant']);
/** Global tables ordinary requests may write: single-use sign-in tickets, third-party identities. */
const APP_WRITABLE_GLOBAL_TABLES = ['auth_captcha', 'blade_user_oauth'];

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

async function ensureRole(db: Executor, role: string): Promise<void> {
  try {
    await db.execute(sql.raw(`DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT; END IF; END $$`));
  } catch (error) {
    // Another process created it between the check and the create (roles are cluster-wide).
    if (!/already exists|duplicate key/.test(String((error as Error).message))) throw error;
  }
  await db.execute(sql.raw(`GRANT ${role} TO CURRENT_USER`)).catch(() => {
    // The owner is a superuser (PGlite, local PostgreSQL): membership is implied.
  });
}

/**
 * Idempotent, run after every migration: every table with a tenant_id column gets ENABLE and FORCE
 * row-level security with a policy bound to app.tenant_id, so a table added later is covered
 * without anyone remembering to.
 */
export async function applySecurity(db: Executor): Promise<void> {
  await ensureRole(db, APP_ROLE);
  await ensureRole(db, PLATFORM_ROLE);
  await ensureRole(db, REPORT_ROLE);
  const schemaName = ((await db.execute(sql`select current_schema() as s`)) as unknown as { rows: { s: string }[] }).rows[0].s;
  await db.execute(sql.raw(`GRANT USAGE ON SCHEMA "${schemaName}" TO ${APP_ROLE}, ${PLATFORM_ROLE}, ${REPORT_ROLE}`));
  const tables = (
    (await db.execute(sql`
      select t.table_name as name,
             exists(select 1 from information_schema.columns c
                    where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'tenant_id') as tenant_owned,
             array(select c.column_name::text from information_schema.columns c
                   where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name like '%\\_tenant\\_id') as party_columns,
             array(select c.column_name::text from information_schema.columns c
                   where c.table_schema = t.table_schema and c.table_name = t.table_name) as columns
      from information_schema.tables t
      where t.table_schema = current_schema() and t.table_type = 'BASE TABLE' and t.table_name not like '\\_\\_%'
    `)) as unknown as { rows: { name: string; tenant_owned: boolean; party_columns: string[]; columns: string[] }[] }
  ).rows;
  for (const { name, tenant_owned, party_columns, columns } of tables) {
    const table = ident(name);
    await db.execute(sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ${sql.raw(PLATFORM_ROLE)}`);
    await grantReporting(db, name, columns);
    const tenantTable = tenant_owned && !GLOBAL_TABLES_WITH_TENANT_ID.has(name);
    if (tenantTable || APP_WRITABLE_GLOBAL_TABLES.includes(name)) {
      await db.execute(sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ${sql.raw(APP_ROLE)}`);
    } else {
      await db.execute(sql`GRANT SELECT ON ${table} TO ${sql.raw(APP_ROLE)}`);
    }
    if (!tenantTable) continue;
    await db.execute(sql`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
    await db.execute(sql`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
    await db.execute(sql`DROP POLICY IF EXISTS tenant_isolation ON ${table}`);
    // A document of two tenants is reached through its parties, not through who created it.
    const parties = PARTY_COLUMNS.find((pair) => pair.every((column) => party_columns.includes(column)));
    // Reports are bound by the very policies of ordinary requests (the role list is raw SQL there).
    if (parties) await applyTwoPartyPolicy(db, name, `${APP_ROLE}, ${REPORT_ROLE}`, parties);
    else
      await db.execute(sql`CREATE POLICY tenant_isolation ON ${table} TO ${sql.raw(APP_ROLE)}, ${sql.raw(REPORT_ROLE)}
        USING (tenant_id = current_setting('app.tenant_id', true))
        WITH CHECK (tenant_id = current_setting('app.tenant_id', true))`);
    await db.execute(sql`DROP POLICY IF EXISTS platform_access ON ${table}`);
    await db.execute(sql`CREATE POLICY platform_access ON ${table} TO ${sql.raw(PLATFORM_ROLE)} USING (true) WITH CHECK (true)`);
    await db.execute(sql.raw(`DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = '${name}_tenant_nonempty') THEN ALTER TABLE "${name}" ADD CONSTRAINT "${name}_tenant_nonempty" CHECK (tenant_id <> ''); END IF; END $$`));
  }
  await applyReportExtras(db);
}

/**
 * What the reporting role may read of a table: nothing of the denied tables, every column but the
 * secret ones elsewhere. Revoked first, so a column renamed or a table added to the deny set later
 * loses its grant on the next start.
 */
async function grantReporting(db: Executor, name: string, columns: string[]): Promise<void> {
  const table = ident(name);
  await db.execute(sql`REVOKE ALL ON ${table} FROM ${sql.raw(REPORT_ROLE)}`);
  if (REPORT_DENIED_TABLES.has(name)) return;
  const readable = columns.filter((c) => !REPORT_DENIED_COLUMN.test(c));
  if (readable.length === columns.length) await db.execute(sql`GRANT SELECT ON ${table} TO ${sql.raw(REPORT_ROLE)}`);
  else if (readable.length > 0) await db.execute(sql`GRANT SELECT (${sql.join(readable.map(ident), sql`, `)}) ON ${table} TO ${sql.raw(REPORT_ROLE)}`);
}

/**
 * A hospital reads a supplier's certificate through a live share naming it (as the shared
 * certificates screen does on the platform path), so its reports can: a policy of the reporting
 * role only, on top of the tenant's own certificates.
 */
async function applyReportExtras(db: Executor): Promise<void> {
  const exists = ((await db.execute(sql`select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name in ('scm_certificate', 'scm_certificate_share')`)) as unknown as { rows: { n: number }[] }).rows[0].n === 2;
  if (!exists) return;
  await db.execute(sql`DROP POLICY IF EXISTS report_shared_certificate ON scm_certificate`);
  await db.execute(
    sql.raw(`CREATE POLICY report_shared_certificate ON scm_certificate FOR SELECT TO ${REPORT_ROLE}
      USING (EXISTS (SELECT 1 FROM scm_certificate_share s WHERE s.certificate_id = scm_certificate.id AND s.is_deleted = 0
                     AND s.hospital_tenant_id = current_setting('app.tenant_id', true)))`),
  );
}

/** Tables under row-level security, for the isolation tests. */
export async function tenantTables(db: Executor): Promise<string[]> {
  const rows = ((await db.execute(sql`select relname from pg_class where relrowsecurity and relforcerowsecurity and relnamespace = current_schema()::regnamespace order by 1`)) as unknown as { rows: { relname: string }[] }).rows;
  return rows.map((r) => r.relname);
}
