import type { FormRule } from 'antd';

/** How a column takes part in the search form: `true` matches by "contains", 'equal' exactly. */
export type SearchMode = boolean | 'equal';

export type FormFieldType = 'input' | 'textarea' | 'number' | 'select' | 'dict' | 'menuTree';

/** A fixed option of a 'select' field; `label` is an i18n key. */
export interface SelectOption {
  label: string;
  value: string | number;
}

export interface FormFieldConfig {
  type: FormFieldType;
  /** Extra antd rules on top of those derived from the config's zod schema. */
  rules?: FormRule[];
  /** Grid span out of 24. */
  span?: number;
  disabledOnEdit?: boolean;
  options?: SelectOption[];
}

export interface CrudColumn {
  name: string;
  /** i18n key, namespace included (e.g. 'param:paramName'). */
  label: string;
  search?: SearchMode;
  form?: FormFieldConfig;
  /** Dictionary code whose labels render this column. */
  dict?: string;
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

export interface CrudConfig {
  /** Base path of the resource under /api, e.g. '/blade-system/param'. */
  api: string;
  columns: CrudColumn[];
  permissions: CrudPermissions;
  rowKey?: string;
  schema?: ObjectSchema;
  dialogWidth?: number;
}

/** A row as the server sends it: string ids and a version for optimistic locking. */
export type CrudRecord = Record<string, unknown> & { id?: string; version?: number };

export type Filters = Record<string, unknown>;

export type DialogMode = 'add' | 'edit' | 'view';
