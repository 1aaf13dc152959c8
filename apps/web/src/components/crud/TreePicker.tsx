import { TreeSelect, type TreeSelectProps } from 'antd';
import type { TreeSource } from './types';
import { useTreeSource } from './use-tree-source';

export type TreePickerProps = Omit<TreeSelectProps<string>, 'treeData' | 'value' | 'onChange'> & {
  source: TreeSource;
  value?: unknown;
  onChange?: (value: string | undefined) => void;
};

/** A single choice in a tree read from the server, e.g. the parent of a dept; the root value shows as empty. */
export function TreePicker({ source, value, onChange, ...rest }: TreePickerProps) {
  const { nodes, loading } = useTreeSource(source);
  const text = value === undefined || value === null ? undefined : String(value);
  return (
    <TreeSelect<string>
      treeData={nodes}
      fieldNames={{ label: source.label ?? 'title', value: 'id', children: 'children' }}
      showSearch
      treeNodeFilterProp={source.label ?? 'title'}
      treeDefaultExpandAll
      loading={loading}
      allowClear
      {...rest}
      // Until the nodes are there an id would show as a bare number.
      value={nodes && text !== source.root ? text : undefined}
      onChange={(next) => onChange?.(next)}
    />
  );
}
