import { Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '@/components/pickers/DateTimeInput';
import { DictSelect } from '@/components/pickers/DictSelect';
import { MenuTreeSelect } from '@/components/pickers/MenuTreeSelect';
import { TreePicker } from './TreePicker';
import type { CrudColumn, FormFieldType, WidgetProps } from './types';

/** Props antd's Form.Item injects into its control, plus what the CRUD layer adds. */
export interface FieldWidgetProps extends Omit<WidgetProps, 'placeholder'> {
  column: CrudColumn;
  type: FormFieldType;
  /** Shown in a read-only view: no placeholder inviting input. */
  viewing?: boolean;
}

/** Choices are checked as soon as they are made and ask "please select"; typed text when the user leaves it. */
const CHOICE_TYPES: FormFieldType[] = ['select', 'dict', 'menuTree', 'tree', 'dateTime', 'custom'];

/** The input control of one column, chosen by its field type. */
export function FieldWidget({ column, type, viewing, value, onChange, ...rest }: FieldWidgetProps) {
  const { t } = useTranslation('crud');
  const label = t(column.label);
  const placeholder = viewing ? '' : t(CHOICE_TYPES.includes(type) ? 'placeholder.select' : 'placeholder.input', { label });
  // A floor width keeps choice controls usable inside the inline search bar.
  const common = { ...rest, placeholder, style: { minWidth: 180 } };

  switch (type) {
    case 'textarea':
      return <Input.TextArea {...common} rows={4} value={value as string | undefined} onChange={(e) => onChange?.(e.target.value)} />;
    case 'number':
      return <InputNumber {...common} style={{ width: '100%' }} value={value as number | undefined} onChange={(v) => onChange?.(v)} />;
    case 'select':
      return (
        <Select
          {...common}
          allowClear
          value={value as string | number | undefined}
          onChange={(v) => onChange?.(v)}
          options={(column.form?.options ?? []).map((o) => ({ label: t(o.label), value: o.value }))}
        />
      );
    case 'dict':
      // Dictionary keys are text; the server sends numeric ones as numbers.
      return <DictSelect {...common} code={column.dict ?? ''} value={value == null ? undefined : String(value)} onChange={(v) => onChange?.(v)} />;
    case 'tree':
      return column.form?.tree ? <TreePicker {...common} source={column.form.tree} value={value} onChange={(v) => onChange?.(v)} /> : null;
    case 'menuTree':
      return <MenuTreeSelect {...common} value={value as string | undefined} onChange={(v) => onChange?.(v)} />;
    case 'password':
      return (
        <Input.Password
          {...rest}
          placeholder={placeholder}
          autoComplete="new-password"
          value={(value as string | undefined) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'dateTime':
      return <DateTimeInput {...rest} placeholder={placeholder} value={value} onChange={onChange} />;
    case 'custom':
      return <>{column.form?.render?.({ ...rest, placeholder, value, onChange })}</>;
    default:
      return <Input {...common} allowClear value={value as string | undefined} onChange={(e) => onChange?.(e.target.value)} />;
  }
}

/** The search form offers the choice controls as they are and a plain input for everything else. */
export function searchType(column: CrudColumn): FormFieldType {
  const type = column.form?.type ?? (column.dict ? 'dict' : 'input');
  return type === 'select' || type === 'dict' ? type : 'input';
}

export function isChoiceType(type: FormFieldType): boolean {
  return CHOICE_TYPES.includes(type);
}
