/** A node of the picker trees (dept, role, menu): `title/key/value` as the tree selects expect. */
export interface PickerNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  sort: number;
  children?: PickerNode[];
  hasChildren?: boolean;
}

export const pickerNode = (id: bigint, parentId: bigint, title: string, sort = 0): PickerNode => ({
  id: id.toString(),
  parentId: parentId.toString(),
  title,
  key: id.toString(),
  value: id.toString(),
  sort,
});

/** Rows with bigint ids as tree rows (string ids), keeping every other column. */
export const asTreeRow = <R extends { id: bigint; parentId: bigint; sort: number }>(row: R) =>
  ({ ...row, id: row.id.toString(), parentId: row.parentId.toString() }) as Omit<R, 'id' | 'parentId'> & { id: string; parentId: string; sort: number };
