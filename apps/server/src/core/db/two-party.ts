/** The pairs of party columns a two-party document may carry: by role in the supply chain, or by side of a sale. */
export const PARTY_COLUMNS = [
  ['hospital_tenant_id', 'supplier_tenant_id'],
  ['buyer_tenant_id', 'seller_tenant_id'],
] as const;
export type PartyColumns = (typeof PARTY_COLUMNS)[number];

/**
 * What each party of a two-party document may see, as SQL over the row's own columns, keyed by
 * the party's column. A party missing here sees every row it is named on.
 */
const VISIBILITY: Record<string, Record<string, string>> = {
  // A contract still being drawn up is its drafting party's own.
  scm_contract: {
    buyer_tenant_id: `contract_status <> 'SAVED' OR tenant_id = buyer_tenant_id`,
    seller_tenant_id: `contract_status <> 'SAVED' OR tenant_id = seller_tenant_id`,
  },
  // An order the hospital has not sent is its own; its lines and history follow the order.
  scm_indent: { supplier_tenant_id: `indent_status <> 'SAVED'` },
  scm_indent_line: { supplier_tenant_id: `EXISTS (SELECT 1 FROM scm_indent i WHERE i.id = indent_id AND i.indent_status <> 'SAVED')` },
  scm_indent_history: { supplier_tenant_id: `EXISTS (SELECT 1 FROM scm_indent i WHERE i.id = indent_id AND i.indent_status <> 'SAVED')` },
  // A delivery note the supplier has not shipped is its own; its lines, units, readings and history follow it.
  scm_delivery: { hospital_tenant_id: `delivery_status <> 'SAVED'` },
  scm_delivery_line: { hospital_tenant_id: `EXISTS (SELECT 1 FROM scm_delivery d WHERE d.id = delivery_id AND d.delivery_status <> 'SAVED')` },
  scm_delivery_unit: { hospital_tenant_id: `EXISTS (SELECT 1 FROM scm_delivery d WHERE d.id = delivery_id AND d.delivery_status <> 'SAVED')` },
  scm_delivery_temperature: { hospital_tenant_id: `EXISTS (SELECT 1 FROM scm_delivery d WHERE d.id = delivery_id AND d.delivery_status <> 'SAVED')` },
  scm_delivery_return: { hospital_tenant_id: `EXISTS (SELECT 1 FROM scm_delivery d WHERE d.id = delivery_id AND d.delivery_status <> 'SAVED')` },
  scm_delivery_history: { hospital_tenant_id: `EXISTS (SELECT 1 FROM scm_delivery d WHERE d.id = delivery_id AND d.delivery_status <> 'SAVED')` },
  // An invoice the supplier has not submitted is its own; its lines, coverage, files and history follow it.
  scm_invoice: { hospital_tenant_id: `invoice_status <> 'SAVED'` },
  scm_invoice_line: { hospital_tenant_id: `EXISTS (SELECT 1 FROM scm_invoice i WHERE i.id = invoice_id AND i.invoice_status <> 'SAVED')` },
  scm_invoice_coverage: { hospital_tenant_id: `EXISTS (SELECT 1 FROM scm_invoice i WHERE i.id = invoice_id AND i.invoice_status <> 'SAVED')` },
  scm_invoice_attachment: { hospital_tenant_id: `EXISTS (SELECT 1 FROM scm_invoice i WHERE i.id = invoice_id AND i.invoice_status <> 'SAVED')` },
  scm_invoice_history: { hospital_tenant_id: `EXISTS (SELECT 1 FROM scm_invoice i WHERE i.id = invoice_id AND i.invoice_status <> 'SAVED')` },
};

/** The tenant of the request's transaction, as the policies read it (core/tenancy/with-tenant.ts sets it). */
export const TENANT = `current_setting('app.tenant_id', true)`;

/**
 * The row-level security of a table with two party columns: a tenant reads and writes a row only
 * as one of its parties, within what its side may see, and may neither create nor move a row out
 * of its own reach. Which party may make which transition is the service's rule; this is the
 * floor beneath it. Answered as statements, run in order.
 */
export function twoPartyPolicy(table: string, appRole: string, [first, second]: PartyColumns = PARTY_COLUMNS[0]): string[] {
  const seen = VISIBILITY[table] ?? {};
  return [
    `DROP POLICY IF EXISTS two_party ON "${table}"`,
    `CREATE POLICY two_party ON "${table}" TO ${appRole}
      USING ((${first} = ${TENANT} AND (${seen[first] ?? 'true'})) OR (${second} = ${TENANT} AND (${seen[second] ?? 'true'})))
      WITH CHECK (${TENANT} IN (${first}, ${second}) AND tenant_id IN (${first}, ${second}))`,
  ];
}
