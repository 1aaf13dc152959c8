import { Select } from 'antd';
import type { WidgetProps } from '@/components/crud';
import { joinIds, splitIds } from '@/components/pickers/id-list';

/** The grant types a client may use, chosen from the ones the token endpoint knows; held comma-joined. */
export function GrantTypesSelect({ value, onChange, options, ...rest }: WidgetProps & { options: readonly string[] }) {
  return (
    <Select
      {...rest}
      mode="multiple"
      allowClear
      style={{ width: '100%' }}
      options={options.map((grant) => ({ label: grant, value: grant }))}
      value={splitIds(value)}
      onChange={(next: string[]) => onChange?.(joinIds(next))}
    />
  );
}
