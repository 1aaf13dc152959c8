import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from './database';
import { PARTY_COLUMNS, twoPartyPolicy } from './two-party';

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

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the role when missing; answers whether it did. */
async function ensureRole(db: Executor, role: string): Promise<boolean> {
  let created = false;
  try {
    const answer = (await db.execute(sql.raw(`SELECT 1 FROM pg_roles WHERE rolname = '${role}'`))) as unknown as { rows: unknown[] };
    if (answer.rows.length === 0) {
      await db.execute(sql.raw(`CREATE ROLE ${role} NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT`));
      created = true;
    }
  } catch (error) {
    // Another process created it between the check and the create (roles are cluster-wide).
    if (!/already exists|duplicate key/.test(String((error as Error).message))) throw error;
  }
  await db.execute(sql.raw(`GRANT ${role} TO CURRENT_USER`)).catch(() => {
    // The owner is a superuser (PGlite, local PostgreSQL): membership is implied.
  });
  return created;
}

interface TableFacts {
  name: string;
  tenant_owned: boolean;
  party_columns: string[];
  columns: string[];
}

/** The digest of what was applied last is kept as the schema's comment, with this prefix. */
const DIGEST_PREFIX = 'beree security ';

/**
 * What the statements below set, as the catalog has it now: each table's identity, row-level
 * security flags, grants (of the table and of its columns), policies with their roles and stored
 * expressions, check constraints, and the schema's grants. A table dropped and made again, a
 * policy or a grant changed by hand, all change it.
 */
async function securityState(db: Executor): Promise<string> {
  const { rows } = (await db.execute(sql`
    select coalesce(n.nspacl::text, '') as fact from pg_namespace n where n.oid = to_regnamespace(current_schema())
    union all
    (select concat_ws(' ', c.oid::text, c.relname, c.relrowsecurity, c.relforcerowsecurity, c.relacl::text,
         (select string_agg(a.attname || '=' || a.attacl::text, ',' order by a.attnum) from pg_attribute a where a.attrelid = c.oid and a.attacl is not null),
         (select string_agg(concat_ws(':', p.polname, p.polcmd, p.polroles::text, p.polqual::text, p.polwithcheck::text), ';' order by p.polname)
            from pg_policy p where p.polrelid = c.oid),
         (select string_agg(k.conname, ',' order by k.conname) from pg_constraint k where k.conrelid = c.oid and k.contype = 'c'))
     from pg_class c where c.relnamespace = to_regnamespace(current_schema()) and c.relkind in ('r', 'p') order by c.relname)
  `)) as unknown as { rows: { fact: string }[] };
  return rows.map((r) => r.fact).join('\n');
}

const digestOf = (statements: string[], state: string) => DIGEST_PREFIX + createHash('sha256').update(statements.join(';\n')).update('\n--\n').update(state).digest('hex');

/**
 * Idempotent, run after every migration: every table with a tenant_id column gets ENABLE and FORCE
 * row-level security with a policy bound to app.tenant_id, so a table added later is covered
 * without anyone remembering to. The statements follow from the tables and this code; when they
 * and the catalog's state are those left by the last run (a restart with nothing new), they are
 * not run again: a thousand DDL statements cost seconds of every start and tens of MB of PGlite's
 * memory.
 */
export async function applySecurity(db: Executor): Promise<void> {
  let created = false;
  for (const role of [APP_ROLE, PLATFORM_ROLE, REPORT_ROLE]) created = (await ensureRole(db, role)) || created;
  const { rows: [schema] } = (await db.execute(
    sql`select current_schema() as name, obj_description(to_regnamespace(current_schema()), 'pg_namespace') as comment`,
  )) as unknown as { rows: { name: string; comment: string | null }[] };
  // From the catalog itself: information_schema's views cost PGlite half a second and tens of MB here.
  const tables = (
    (await db.execute(sql`
      select c.relname as name,
             exists(select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attname = 'tenant_id') as tenant_owned,
             array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                   and a.attname like '%\\_tenant\\_id' order by a.attnum) as party_columns,
             array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
      from pg_class c
      where c.relnamespace = to_regnamespace(current_schema()) and c.relkind in ('r', 'p') and c.relname not like '\\_\\_%'
      order by c.relname
    `)) as unknown as { rows: TableFacts[] }
  ).rows;
  const statements = securityStatements(schema.name, tables);
  // A role made just now holds none of the grants, whatever the digest says.
  if (!created && schema.comment === digestOf(statements, await securityState(db))) return;
  for (const statement of statements) await db.execute(sql.raw(statement));
  await db.execute(sql.raw(`COMMENT ON SCHEMA ${ident(schema.name)} IS '${digestOf(statements, await securityState(db))}'`));
}

/** Every statement of the schema's security, in order. */
function securityStatements(schemaName: string, tables: TableFacts[]): string[] {
  const statements = [`GRANT USAGE ON SCHEMA ${ident(schemaName)} TO ${APP_ROLE}, ${PLATFORM_ROLE}, ${REPORT_ROLE}`];
  for (const { name, tenant_owned, party_columns, columns } of tables) {
    const table = ident(name);
    statements.push(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ${PLATFORM_ROLE}`);
    statements.push(...reportingGrants(name, columns));
    const tenantTable = tenant_owned && !GLOBAL_TABLES_WITH_TENANT_ID.has(name);
    if (tenantTable || APP_WRITABLE_GLOBAL_TABLES.includes(name)) {
      statements.push(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ${APP_ROLE}`);
    } else {
      statements.push(`GRANT SELECT ON ${table} TO ${APP_ROLE}`);
    }
    if (!tenantTable) continue;
    statements.push(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`, `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`, `DROP POLICY IF EXISTS tenant_isolation ON ${table}`);
    // A document of two tenants is reached through its parties, not through who created it.
    const parties = PARTY_COLUMNS.find((pair) => pair.every((column) => party_columns.includes(column)));
    // Reports are bound by the very policies of ordinary requests (the role list is raw SQL there).
    if (parties) statements.push(...twoPartyPolicy(name, `${APP_ROLE}, ${REPORT_ROLE}`, parties));
    else
      statements.push(`CREATE POLICY tenant_isolation ON ${table} TO ${APP_ROLE}, ${REPORT_ROLE}
        USING (tenant_id = current_setting('app.tenant_id', true))
        WITH CHECK (tenant_id = current_setting('app.tenant_id', true))`);
    statements.push(`DROP POLICY IF EXISTS platform_access ON ${table}`);
    statements.push(`CREATE POLICY platform_access ON ${table} TO ${PLATFORM_ROLE} USING (true) WITH CHECK (true)`);
    statements.push(`DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = '${name}_tenant_nonempty') THEN ALTER TABLE "${name}" ADD CONSTRAINT "${name}_tenant_nonempty" CHECK (tenant_id <> ''); END IF; END $$`);
  }
  const names = new Set(tables.map((t) => t.name));
  if (names.has('scm_certificate') && names.has('scm_certificate_share')) statements.push(...reportExtras());
  return statements;
}

/**
 * What the reporting role may read of a table: nothing of the denied tables, every column but the
 * secret ones elsewhere. Revoked first, so a column renamed or a table added to the deny set later
 * loses its grant on the next start.
 */
function reportingGrants(name: string, columns: string[]): string[] {
  const table = ident(name);
  const revoke = `REVOKE ALL ON ${table} FROM ${REPORT_ROLE}`;
  if (REPORT_DENIED_TABLES.has(name)) return [revoke];
  const readable = columns.filter((c) => !REPORT_DENIED_COLUMN.test(c));
  if (readable.length === columns.length) return [revoke, `GRANT SELECT ON ${table} TO ${REPORT_ROLE}`];
  if (readable.length > 0) return [revoke, `GRANT SELECT (${readable.map(ident).join(', ')}) ON ${table} TO ${REPORT_ROLE}`];
  return [revoke];
}

/**
 * A hospital reads a supplier's certificate through a live share naming it (as the shared
 * certificates screen does on the platform path), so its reports can: a policy of the reporting
 * role only, on top of the tenant's own certificates.
 */
function reportExtras(): string[] {
  return [
    `DROP POLICY IF EXISTS report_shared_certificate ON scm_certificate`,
    `CREATE POLICY report_shared_certificate ON scm_certificate FOR SELECT TO ${REPORT_ROLE}
      USING (EXISTS (SELECT 1 FROM scm_certificate_share s WHERE s.certificate_id = scm_certificate.id AND s.is_deleted = 0
                     AND s.hospital_tenant_id = current_setting('app.tenant_id', true)))`,
  ];
}

/** Tables under row-level security, for the isolation tests. */
export async function tenantTables(db: Executor): Promise<string[]> {
  const rows = ((await db.execute(sql`select relname from pg_class where relrowsecurity and relforcerowsecurity and relnamespace = current_schema()::regnamespace order by 1`)) as unknown as { rows: { relname: string }[] }).rows;
  return rows.map((r) => r.relname);
}
