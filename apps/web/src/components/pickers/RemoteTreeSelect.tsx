import { TreeSelect, type TreeSelectProps } from 'antd';
import type { WidgetProps } from '@/components/crud/types';
import { joinIds, splitIds } from './id-list';
import { useRemote, type PickerNode } from './use-remote';

type RemoteTreeSelectProps = WidgetProps & Omit<TreeSelectProps, 'value' | 'onChange' | 'treeData'> & {
  /** A call answering a picker tree (dept/tree, role/tree). */
  url: string;
  /** Several ids, held as the comma-joined text the server stores. */
  multiple?: boolean;
};

/** A tree select over a picker tree of the server; every node may be chosen on its own. */
export function RemoteTreeSelect({ url, multiple, value, onChange, ...rest }: RemoteTreeSelectProps) {
  const { data, isLoading } = useRemote<PickerNode[]>(url);
  // Ids are shown only once the tree is there: before that they would read as unknown values.
  const ids = data ? splitIds(value) : [];
  return (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      maxTagCount="responsive"
      style={{ width: '100%' }}
      {...rest}
      multiple={multiple}
      loading={isLoading}
      treeData={data}
      fieldNames={{ label: 'title', value: 'id', children: 'children' }}
      value={multiple ? ids : ids[0]}
      onChange={(next: unknown) => onChange?.(joinIds(next))}
    />
  );
}
