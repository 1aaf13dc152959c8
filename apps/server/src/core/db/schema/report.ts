import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId } from './columns';

/**
 * 报表 (blade-report/report/rest): a saved definition — one SELECT run under the read-only
 * reporting role that row-level security still binds to the caller's tenant (or over a chosen
 * data source), its named parameters, its columns and an optional chart. Rows of the platform
 * tenant are the product's shared reports, offered to every tenant; a tenant's own rows are its own.
 */
export const reports = pgTable(
  'blade_report',
  {
    id: id().primaryKey(),
    tenantId: tenantId(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }),
    category: varchar('category', { length: 64 }),
    /** null: the product's own database under the reporting role. */
    datasourceId: id('datasource_id'),
    querySql: text('query_sql').notNull(),
    /** [{ name, label, labelEn, type: string|number|date|dateRange|dict, dictCode, default, required }] */
    params: jsonb('params').notNull().default(sql`'[]'::jsonb`),
    /** [{ field, label, labelEn, format, dictCode, width }] */
    columns: jsonb('columns').notNull().default(sql`'[]'::jsonb`),
    /** null or { type: bar|line|pie, x, series: [field…] } */
    chart: jsonb('chart'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [uniqueIndex('blade_report_code_uq').on(t.tenantId, t.code).where(sql`${t.isDeleted} = 0`)],
);
