import { useMemo } from 'react';
import { Select } from 'antd';
import { MAX_PAGE_SIZE, type Page } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { joinIds, splitIds } from '@/components/pickers/id-list';
import { useRemote } from '@/components/pickers/use-remote';

interface UserRow {
  id: string;
  account: string;
  realName: string | null;
}

/** The users of the sender's tenant but those `exclude`d, searchable by name or account; the value is their comma-joined ids. */
export function UserSelect({ value, onChange, exclude, ...rest }: WidgetProps & { exclude?: readonly string[] }) {
  const { data, isLoading } = useRemote<Page<UserRow>>('/blade-user/search/user', { size: MAX_PAGE_SIZE });
  const options = useMemo(
    () => (data?.records ?? []).filter((user) => !exclude?.includes(String(user.id))).map((user) => ({ value: String(user.id), label: user.realName ? `${user.realName} (${user.account})` : user.account })),
    [data, exclude],
  );
  return (
    <Select
      {...rest}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      loading={isLoading}
      options={options}
      value={data ? splitIds(value) : []}
      onChange={(ids: string[]) => onChange?.(joinIds(ids))}
    />
  );
}
