import type { ReactNode } from 'react';
import type { FormRule } from 'antd';

/** How a column takes part in the search form: `true` matches by "contains", 'equal' exactly. */
export type SearchMode = boolean | 'equal';

/** 'password' is masked, 'dateTime' holds the wire text of a date-time, 'custom' draws the field's own `render`. */
export type FormFieldType = 'input' | 'textarea' | 'number' | 'select' | 'dict' | 'menuTree' | 'tree' | 'password' | 'dateTime' | 'custom';

/** What antd's Form.Item hands the control inside it. */
export interface WidgetProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
}

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
  /** The control of a 'custom' field (remote pickers and the like). */
  render?: (props: WidgetProps) => ReactNode;
  /** The dialog modes showing the field; every mode when absent. */
  modes?: DialogMode[];
  /** Rules that hold in some modes only (a password required when adding). */
  modeRules?: (mode: DialogMode) => FormRule[];
  /** Fields whose change checks this one again. */
  dependencies?: string[];
  /** Carried by the form without being shown (an id chosen outside the dialog). */
  hidden?: boolean;
  /** Not checked by the schema: what is typed is not what travels (a password is hashed first). */
  unchecked?: boolean;
  /** Starts empty when editing: the server keeps a secret it never sends back as it is. */
  blankOnEdit?: boolean;
  /** i18n key of a short help text under the field. */
  help?: string;
  /** Shown only while the other values make the field apply (an SMS signature for SMS channels); a hidden one is neither checked nor sent. */
  when?: (values: CrudRecord) => boolean;
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
  /** The cell of the table; the dictionary or option label, or the raw value, otherwise. */
  render?: (value: unknown, record: CrudRecord) => ReactNode;
  /** The search bar's own control where no form control fits (a range of days); its value reaches onSearch as it is. */
  searchControl?: (props: WidgetProps) => ReactNode;
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
  /** File name of the export (`${api}/export`), CSV unless it names its extension; no export button without it. */
  exportName?: string;
  /** Rows that may no longer be edited (e.g. an ended notice); every row by default. */
  editable?: (record: CrudRecord) => boolean;
  /** Words of the page's own for add and edit (i18n keys, namespace included), e.g. 申请供货 and 修改. */
  labels?: { add?: string; edit?: string };
  /** Rows that may be deleted (e.g. only a cancelled application); every row by default. */
  deletable?: (record: CrudRecord) => boolean;
  /** Turns the checked form values into the submit body (hash a password, drop its confirmation). */
  toBody?: (values: CrudRecord, mode: DialogMode) => CrudRecord;
  /** Headers of the submit call (a password sent in clear says so). */
  submitHeaders?: Record<string, string>;
}

/** A link beside view / edit / delete at the end of each row. */
export interface RowAction {
  key: string;
  /** i18n key, namespace included. */
  label: string;
  permission: string;
  icon?: ReactNode;
  danger?: boolean;
  /** Rows offering the link; every row by default. */
  visible?: (record: CrudRecord) => boolean;
  onClick: (record: CrudRecord) => void;
}

/** A button of the toolbar; with `selection` it acts on the checked rows and warns when there are none. */
export interface ToolbarAction {
  key: string;
  /** i18n key, namespace included. */
  label: string;
  permission: string;
  icon?: ReactNode;
  selection?: boolean;
  onClick: (ids: string[]) => void;
}

/** A row as the server sends it: string ids and a version for optimistic locking. */
export type CrudRecord = Record<string, unknown> & { id?: string; version?: number };

export type Filters = Record<string, unknown>;

export type DialogMode = 'add' | 'edit' | 'view';
