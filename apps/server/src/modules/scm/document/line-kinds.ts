import { sql } from 'drizzle-orm';

/**
 * Whether a document's lines hold implants (植入/介入) or high-value items (高值) — what its type
 * (普耗/寄销/跟台, ADR 0087) does not say. Read in the same select as the rows, from the catalog
 * items the lines were ordered or shipped under (both parties read them; the product is the
 * supplier's), so a page of documents costs no query per row.
 */
export function lineKinds(lineTable: 'scm_indent_line' | 'scm_delivery_line', parentKey: 'indent_id' | 'delivery_id', parentTable: 'scm_indent' | 'scm_delivery') {
  // Spelled out: inside a select list the outer column would be written unqualified.
  const holding = (flag: 'implantable' | 'high_value') =>
    sql<boolean>`exists (select 1 from ${sql.raw(lineTable)} l join scm_catalog_item c on c.id = l.catalog_item_id where l.${sql.raw(parentKey)} = ${sql.raw(parentTable)}.id and c.${sql.raw(flag)})`;
  return {
    holdsImplants: holding('implantable').as('holds_implants'),
    holdsHighValue: holding('high_value').as('holds_high_value'),
  };
}
