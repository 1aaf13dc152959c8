/** Builds a forest from flat rows by parentId, sorted by `sort`; `children`/`hasChildren` only where there are children. */
export function buildForest<T extends { id: string; parentId: string; sort?: number }>(rows: T[]): (T & { children?: T[]; hasChildren?: boolean })[] {
  type Node = T & { children?: Node[]; hasChildren?: boolean };
  const nodes = new Map<string, Node>(rows.map((r) => [r.id, { ...r } as Node]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const sortDeep = (list: Node[]) => {
    list.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
    for (const n of list) {
      if (n.children?.length) {
        n.hasChildren = true;
        sortDeep(n.children);
      }
    }
  };
  sortDeep(roots);
  return roots;
}
