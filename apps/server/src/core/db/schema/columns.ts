import { bigint, integer, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** 64-bit ids, read as bigint and written to the wire as strings. */
export const id = (name = 'id') => bigint(name, { mode: 'bigint' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const tenantId = () => varchar('tenant_id', { length: 12 }).notNull();

/** A two-party document's columns (DESIGN §4): the party that wrote it (tenant_id) and both parties by role. */
export const twoParties = () => ({
  tenantId: tenantId(),
  hospitalTenantId: varchar('hospital_tenant_id', { length: 12 }).notNull(),
  supplierTenantId: varchar('supplier_tenant_id', { length: 12 }).notNull(),
});

/** The audit columns every business row carries (wire-protocol §3), plus the optimistic lock. */
export const audit = () => ({
  createUser: id('create_user'),
  createDept: id('create_dept'),
  createTime: ts('create_time').notNull().defaultNow(),
  updateUser: id('update_user'),
  updateTime: ts('update_time').notNull().defaultNow(),
  status: integer('status').notNull().default(1),
  isDeleted: smallint('is_deleted').notNull().default(0),
  version: integer('version').notNull().default(1),
});
