import { sql } from 'drizzle-orm';
import { jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId } from './columns';

/**
 * 打印模板: a tenant's pdfme template. A document template (doc_type delivery_note, statement,
 * invoice_list, surgical_release; edited at /print/design/{id}) replaces the product's default for
 * the tenant's documents of that type while enabled (status 2, at most one per type); a free
 * template (doc_type custom, /print-custom-design/{id}) is printed on its own data.
 */
export const printTemplates = pgTable(
  'blade_print_template',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    docType: varchar('doc_type', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The pdfme template: basePdf and schemas. */
    template: jsonb('template').notNull(),
    /** Sample inputs for a free template's preview. */
    sampleData: jsonb('sample_data'),
    remark: varchar('remark', { length: 255 }),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_print_template_active_uq').on(t.tenantId, t.docType).where(sql`${t.isDeleted} = 0 and ${t.status} = 2 and ${t.docType} <> 'custom'`)],
);
