import { useQuery } from '@tanstack/react-query';
import { getData } from '@/components/crud/api';
import { request } from '@/shared/request';

/** A node of the grant trees: menus (and buttons), or scopes as leaves under the menus they belong to. */
export interface GrantNode {
  id: string;
  title: string;
  children?: GrantNode[];
}

export type GrantKind = 'menu' | 'dataScope' | 'apiScope';
export const GRANT_KINDS: GrantKind[] = ['menu', 'dataScope', 'apiScope'];

export type GrantTrees = Record<GrantKind, GrantNode[]>;
export type GrantKeys = Record<GrantKind, string[]>;

/** What the tenant may grant its roles; the same for every role, so read once a while. */
export const useGrantTree = () =>
  useQuery({ queryKey: ['role-grant', 'tree'], queryFn: () => getData<GrantTrees>('/blade-system/menu/grant-tree'), staleTime: 60_000 });

/** What the chosen roles hold now; always fresh, the dialog is filled from it once. */
export const useRoleTreeKeys = (roleIds: string[]) =>
  useQuery({
    queryKey: ['role-grant', 'keys', roleIds.join(',')],
    queryFn: () => getData<GrantKeys>('/blade-system/menu/role-tree-keys', { roleIds: roleIds.join(',') }),
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const grantRoles = (body: { roleIds: string[]; menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] }) =>
  request.post('/blade-system/role/grant', body);

/** The ids of the leaves of a forest. */
export function leafIds(nodes: GrantNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (list: GrantNode[]) => list.forEach((n) => (n.children?.length ? walk(n.children) : out.add(n.id)));
  walk(nodes);
  return out;
}
