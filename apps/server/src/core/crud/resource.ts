import type { AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { RequestContext } from '../tenancy/context';
import type { Scope } from '../tenancy/scoped';
import type { FilterColumns } from './filters';

/** The columns the CRUD pattern relies on (the audit block of every table). */
export type CrudTable = PgTable & {
  id: AnyColumn;
  isDeleted: AnyColumn;
  version: AnyColumn;
  createTime: AnyColumn;
  updateTime: AnyColumn;
  createUser: AnyColumn;
  updateUser: AnyColumn;
  createDept: AnyColumn;
};

/** A column of a resource's export: the wire field and its heading in each language. */
export interface ExportColumn {
  field: string;
  label: { zh: string; en: string };
}

/**
 * A resource of the spec's CRUD pattern (list, detail, remove, submit): what it stores, who may
 * touch it, what may be filtered. Anything beyond the pattern is an explicit route beside it.
 */
export interface CrudResource<S extends z.ZodObject = z.ZodObject> {
  /** URL base under /api, e.g. '/blade-system/param'. */
  base: string;
  /** OpenAPI tag. */
  tag: string;
  table: CrudTable;
  /** 'tenant': rows of the caller's tenant; 'platform': global rows, platform administrators only. */
  scope: Scope;
  /** Wire names allowed in filters and sorting. */
  filters: FilterColumns;
  /** Menu code for reading; button codes for changes. */
  permissions: { menu: string; add: string; edit: string; delete: string };
  submitSchema: S;
  /** The columns a submit writes, from the validated body. */
  toValues(input: z.infer<S>, ctx: RequestContext): Record<string, unknown>;
  /** Fields unique within the scope, checked before writing for a friendly 409. */
  unique?: { field: string; column: AnyColumn; message: string }[];
  /** With columns, GET {base}/export answers the listed rows (same filters and data scope) as CSV. */
  export?: { fileName: string; columns: ExportColumn[] };
  /**
   * Dictionary labels added to each listed and shown row in the caller's language (`categoryName`
   * beside `category`), as BladeX's view objects carry them for clients that print them as they are.
   */
  labels?: { name: string; field: string; dict: string }[];
}
