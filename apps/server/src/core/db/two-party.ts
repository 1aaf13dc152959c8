import { sql } from 'drizzle-orm';
import type { Executor } from './database';

/**
 * What each party of a two-party document may see, as SQL over the row's own columns. A party
 * missing here sees every row it is named on. (A hospital never sees a SAVED delivery note, for
 * example: `{ hospital: "state <> 'SAVED'" }`.)
 */
const VISIBILITY: Record<string, { hospital?: string; supplier?: string }> = {};

const TENANT = `current_setting('app.tenant_id', true)`;

/**
 * The row-level security of a table with hospital_tenant_id and supplier_tenant_id: a tenant reads
 * and writes a row only as one of its parties, within what its side may see, and may neither
 * create nor move a row out of its own reach. Which party may make which transition is the
 * service's rule; this is the floor beneath it.
 */
export async function applyTwoPartyPolicy(db: Executor, table: string, appRole: string): Promise<void> {
  const seen = VISIBILITY[table] ?? {};
  const name = sql.raw(`"${table}"`);
  await db.execute(sql`DROP POLICY IF EXISTS two_party ON ${name}`);
  await db.execute(
    sql.raw(`CREATE POLICY two_party ON "${table}" TO ${appRole}
      USING ((hospital_tenant_id = ${TENANT} AND (${seen.hospital ?? 'true'})) OR (supplier_tenant_id = ${TENANT} AND (${seen.supplier ?? 'true'})))
      WITH CHECK (${TENANT} IN (hospital_tenant_id, supplier_tenant_id) AND tenant_id IN (hospital_tenant_id, supplier_tenant_id))`),
  );
}
