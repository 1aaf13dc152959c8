import { useMemo } from 'react';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMenuTree } from './use-menu-tree';

export type MenuTreeSelectProps = Omit<TreeSelectProps<string[]>, 'value' | 'onChange' | 'treeData'> & {
  /** Comma-joined menu ids, as the server stores them. */
  value?: string;
  onChange?: (value: string) => void;
};

function splitIds(value: string | undefined): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

/**
 * Checkable menu tree. It reports every checked node, parents included, the way the server's
 * grant expects; a checked parent loaded back checks all its children again, so the round trip holds.
 */
export function MenuTreeSelect({ value, onChange, ...rest }: MenuTreeSelectProps) {
  const { data, isLoading } = useMenuTree();
  // Shown only once the tree is there: ids without nodes yet would read as unknown keys.
  const ids = useMemo(() => (data ? splitIds(value) : []), [data, value]);
  return (
    <TreeSelect<string[]>
      treeData={data}
      fieldNames={{ label: 'title', value: 'id', children: 'children' }}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      showSearch
      treeNodeFilterProp="title"
      maxTagCount="responsive"
      loading={isLoading}
      allowClear
      {...rest}
      value={ids}
      onChange={(next) => onChange?.((next ?? []).join(','))}
    />
  );
}
