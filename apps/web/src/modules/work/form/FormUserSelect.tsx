import { useMemo } from 'react';
import { Select } from 'antd';
import { MAX_PAGE_SIZE, type Page } from '@beree/contracts';
import { useRemote } from '@/components/pickers/use-remote';

interface UserRow {
  id: string;
  account: string;
  realName: string | null;
}

interface Props {
  id?: string;
  value?: string | string[];
  onChange?: (value: string | string[] | undefined) => void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A user field of a designed form: one user id, or a list of them when the field takes several. */
export function FormUserSelect({ multiple, value, onChange, ...rest }: Props) {
  const { data, isLoading } = useRemote<Page<UserRow>>('/blade-user/search/user', { size: MAX_PAGE_SIZE });
  const options = useMemo(() => (data?.records ?? []).map((u) => ({ value: String(u.id), label: u.realName ? `${u.realName} (${u.account})` : u.account })), [data]);
  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      options={options}
      value={data ? value : undefined}
      onChange={(next: string | string[] | undefined) => onChange?.(next)}
    />
  );
}
