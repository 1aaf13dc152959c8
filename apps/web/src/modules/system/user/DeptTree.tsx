import { Empty, Spin, Tree } from 'antd';
import { useRemote, type PickerNode } from '@/components/pickers/use-remote';

/** The tenant's depts; choosing one lists its users and those of the depts below it, choosing it again lists all. */
export function DeptTree({ selected, onSelect }: { selected?: string; onSelect: (deptId: string | undefined) => void }) {
  const { data, isPending } = useRemote<PickerNode[]>('/blade-system/dept/tree');
  if (isPending) return <Spin />;
  if (!data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Tree<PickerNode>
      blockNode
      defaultExpandAll
      treeData={data}
      fieldNames={{ title: 'title', key: 'id', children: 'children' }}
      selectedKeys={selected ? [selected] : []}
      onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)}
    />
  );
}
