import type { ReactNode } from 'react';
import type { FormRule } from 'antd';
import type { CrudColumn, CrudConfig, CrudRecord, FormFieldConfig, FormFieldType } from '@/components/crud';
import type { DialogMode } from '@/components/crud/types';

export type { DialogMode };

/** What antd's Form.Item hands the control inside it. */
export interface WidgetProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
}

/** The field types of the CRUD layer, plus a masked password, a date-time picker and any custom control. */
export type ExtraFieldType = FormFieldType | 'password' | 'dateTime' | 'custom';

export interface ExtraFieldConfig extends Omit<FormFieldConfig, 'type'> {
  type: ExtraFieldType;
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
}

export interface ExtraColumn extends Omit<CrudColumn, 'form'> {
  form?: ExtraFieldConfig;
  /** The cell of the table; the dictionary label or the raw value otherwise. */
  render?: (value: unknown, record: CrudRecord) => ReactNode;
}

/** The CRUD layer's config with the extra columns; tree pages stay with the CRUD layer itself. */
export interface ExtraCrudConfig extends Omit<CrudConfig, 'columns' | 'tree'> {
  columns: ExtraColumn[];
  /** Turns the checked form values into the submit body (hash a password, drop its confirmation). */
  toBody?: (values: CrudRecord, mode: DialogMode) => CrudRecord;
}

/** A button beside view / edit / delete at the end of each row. */
export interface RowAction {
  key: string;
  /** i18n key, namespace included. */
  label: string;
  permission: string;
  icon?: ReactNode;
  onClick: (record: CrudRecord) => void;
}

/** A button of the toolbar; with `selection` it acts on the checked rows and warns when there are none. */
export interface ToolbarAction {
  key: string;
  label: string;
  permission: string;
  icon?: ReactNode;
  selection?: boolean;
  onClick: (ids: string[]) => void;
}

/** The plain CRUD column of a field whose type the CRUD layer knows, for its widgets and search form. */
export function asCrudColumn(column: ExtraColumn, type: FormFieldType): CrudColumn {
  const { render: _render, form, ...rest } = column;
  if (!form) return rest;
  const { type: _type, render: _control, modes: _modes, modeRules: _modeRules, dependencies: _deps, hidden: _hidden, blankOnEdit: _blank, help: _help, unchecked: _unchecked, ...base } = form;
  return { ...rest, form: { ...base, type } };
}
