import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldWidget, isChoiceType } from '@/components/crud/FieldWidget';
import { DateTimeInput } from './pickers/DateTimeInput';
import { asCrudColumn, type ExtraColumn, type WidgetProps } from './types';

/** The control of one dialog field: the extra types here, every other type as the CRUD layer draws it. */
export function ExtraFieldWidget({ column, ...props }: WidgetProps & { column: ExtraColumn }) {
  const { t } = useTranslation('crud');
  const field = column.form;
  if (!field) return null;
  const label = t(column.label);
  const input = t('placeholder.input', { label });
  const choose = t('placeholder.select', { label });

  switch (field.type) {
    case 'password':
      return (
        <Input.Password
          {...props}
          placeholder={input}
          autoComplete="new-password"
          value={(props.value as string | undefined) ?? ''}
          onChange={(e) => props.onChange?.(e.target.value)}
        />
      );
    case 'dateTime':
      return <DateTimeInput {...props} placeholder={choose} />;
    case 'custom':
      return <>{field.render?.({ ...props, placeholder: choose })}</>;
    default:
      return <FieldWidget {...props} column={asCrudColumn(column, field.type)} type={field.type} />;
  }
}

/** Choices are checked as soon as they are made; typed text when the user leaves it. */
export function isChoice(column: ExtraColumn): boolean {
  const type = column.form?.type;
  if (type === 'dateTime' || type === 'custom') return true;
  return type !== undefined && type !== 'password' && isChoiceType(type);
}
