import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { Lang, WfFormField } from '@beree/contracts';
import { FORM_DATE_FORMAT } from './form-values';
import { FormUpload } from './FormUpload';
import { FormUserSelect } from './FormUserSelect';

interface Props {
  field: WfFormField;
  lang: Lang;
  disabled: boolean;
  /** id, value and onChange, given by antd's Form.Item. */
  [prop: string]: unknown;
}

/** The antd control of one field type; Form.Item passes value and onChange through `rest`. */
export function FieldControl({ field, lang, disabled, ...given }: Props) {
  const rest = given as object;
  const placeholder = field.placeholder?.[lang] ?? undefined;
  const common = { ...rest, disabled, placeholder };
  switch (field.type) {
    case 'input':
      return <Input {...common} maxLength={field.rules?.maxLength ?? undefined} />;
    case 'textarea':
      return <Input.TextArea {...common} rows={3} maxLength={field.rules?.maxLength ?? undefined} />;
    case 'number':
      return <InputNumber {...common} style={{ width: '100%' }} min={field.rules?.min ?? undefined} max={field.rules?.max ?? undefined} />;
    case 'date':
      return <DatePicker {...common} style={{ width: '100%' }} format={FORM_DATE_FORMAT} />;
    case 'dateRange':
      return <DatePicker.RangePicker {...rest} disabled={disabled} style={{ width: '100%' }} format={FORM_DATE_FORMAT} />;
    case 'select':
      return <Select {...common} allowClear mode={field.multiple ? 'multiple' : undefined} options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label[lang] }))} />;
    case 'switch':
      return <Switch {...rest} disabled={disabled} />;
    case 'user':
      return <FormUserSelect {...common} multiple={field.multiple ?? false} />;
    case 'upload':
      return <FormUpload {...rest} disabled={disabled} multiple={field.multiple ?? false} />;
  }
}
