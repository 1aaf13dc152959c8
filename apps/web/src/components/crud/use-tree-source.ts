import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getData } from './api';
import { crudKeys } from './query-keys';
import type { TreeSource } from './types';

/** A node of a picker tree: whatever the server sent, with nested children. */
export type TreeNode = Record<string, unknown> & { id: string; children?: TreeNode[] };

/** Nests flat rows by parentId, keeping the order they came in; rows whose parent is absent become roots. */
export function nestByParent(rows: TreeNode[]): TreeNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, children: undefined } as TreeNode]));
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(String(node.parentId));
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every node of a forest, depth first. */
export const allNodes = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...allNodes(node.children ?? [])]);

/**
 * The nodes of a tree field, loaded once per source and kept under the resource's query keys, so a
 * record added or removed on the page shows in its pickers at once.
 */
export function useTreeSource(source: TreeSource | undefined) {
  const query = useQuery({
    queryKey: crudKeys.picker(source?.api ?? '', source?.path ?? '', source?.params),
    queryFn: () => getData<TreeNode[]>(`${source!.api}/${source!.path}`, source!.params),
    enabled: source !== undefined,
    staleTime: 60_000,
  });
  const nodes = useMemo(() => (query.data && source?.flat ? nestByParent(query.data) : query.data), [query.data, source?.flat]);
  return { nodes, loading: query.isLoading };
}
