import type { FormRule } from 'antd';

/** How a column takes part in the search form: `true` matches by "contains", 'equal' exactly. */
export type SearchMode = boolean | 'equal';

export type FormFieldType = 'input' | 'textarea' | 'number' | 'select' | 'dict' | 'menuTree' | 'tree';

/** A fixed option of a 'select' field; `label` is an i18n key. */
export interface SelectOption {
  label: string;
  value: string | number;
}

/**
 * Where a 'tree' field finds its nodes: `${api}/${path}` with `params`. Nested answers
 * ({id, title, children}) are used as they are; `flat` ones are nested by parentId here.
 */
export interface TreeSource {
  api: string;
  path: string;
  params?: Record<string, string>;
  flat?: boolean;
  /** The node property shown; 'title' by default. */
  label?: string;
  /** The value that means "no parent" (e.g. '0'): shown as an empty picker. */
  root?: string;
}

export interface FormFieldConfig {
  type: FormFieldType;
  /** Extra antd rules on top of those derived from the config's zod schema. */
  rules?: FormRule[];
  /**
   * A contracts message key making the field required where the schema alone cannot tell (a rule
   * across fields, or a field the schema lets the server default).
   */
  requiredKey?: string;
  /** Grid span out of 24. */
  span?: number;
  disabledOnEdit?: boolean;
  /** Shown but never editable, e.g. a value preset from the parent row. */
  readOnly?: boolean;
  options?: SelectOption[];
  /** The nodes of a 'tree' field. */
  tree?: TreeSource;
}

export interface CrudColumn {
  name: string;
  /** i18n key, namespace included (e.g. 'param:paramName'). */
  label: string;
  search?: SearchMode;
  form?: FormFieldConfig;
  /** Dictionary code whose labels render this column. */
  dict?: string;
  /** Fixed labels of its values in the table, when the column is not a form select already. */
  options?: SelectOption[];
  /** Set to false to keep the column out of the table. */
  table?: boolean;
  width?: number;
}

/** Button permission codes; each button shows only when the user holds its code. */
export interface CrudPermissions {
  add: string;
  edit: string;
  delete: string;
  view: string;
}

/** The result of a zod `safeParse`, typed structurally so this layer needs no zod import. */
export type SafeParseResult =
  | { success: true }
  | { success: false; error: { issues: ReadonlyArray<{ message: string; maximum?: unknown }> } };

export interface FieldSchema {
  safeParse(value: unknown): SafeParseResult;
}

/** A zod object schema from @beree/contracts; its messages become the form rules. */
export interface ObjectSchema {
  shape: Record<string, FieldSchema>;
}

/**
 * Tree mode. Without `lazy` the list answers root rows carrying their `children`; with it each row
 * that can be expanded loads its children from `${api}/${lazy.path}?${lazy.param}=<row key>`.
 */
export interface CrudTreeConfig {
  lazy?: {
    path: string;
    param: string;
    /** Further fixed query parameters of the lazy call (e.g. a page size taking a whole level). */
    params?: Filters;
    /** Whether a row has children to load; its `hasChildren` by default. */
    hasChildren?: (record: CrudRecord) => boolean;
    /** When set, the top level too comes from the lazy call, unpaged, with this parent value. */
    root?: string;
  };
  /** What an "add child" dialog starts with, from the parent row; none means no add-child action. */
  childPreset?: (parent: CrudRecord) => CrudRecord;
  /** Rows that may not take children (e.g. buttons under a menu). */
  canHaveChildren?: (record: CrudRecord) => boolean;
}

export interface CrudConfig {
  /** Base path of the resource under /api, e.g. '/blade-system/param'. */
  api: string;
  columns: CrudColumn[];
  permissions: CrudPermissions;
  rowKey?: string;
  schema?: ObjectSchema;
  dialogWidth?: number;
  /** The list call under `api`: 'list' by default (e.g. 'parent-list'). */
  listPath?: string;
  /** Fixed query parameters of the list call, e.g. the parent whose entries are listed. */
  params?: Filters;
  /** Query parameter naming the record for detail ('id' by default). */
  detailParam?: string;
  /** Query parameter of remove ('ids' by default); a resource removing one record at a time has no batch delete. */
  removeParam?: string;
  batchDelete?: boolean;
  /** Values a new record starts with. */
  defaults?: CrudRecord;
  tree?: CrudTreeConfig;
  /** File name of the CSV export (`${api}/export`); no export button without it. */
  exportName?: string;
}

/** A row as the server sends it: string ids and a version for optimistic locking. */
export type CrudRecord = Record<string, unknown> & { id?: string; version?: number };

export type Filters = Record<string, unknown>;

export type DialogMode = 'add' | 'edit' | 'view';
