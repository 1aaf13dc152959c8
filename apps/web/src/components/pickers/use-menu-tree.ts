import { useQuery } from '@tanstack/react-query';
import { getData } from '@/components/crud/api';

/** A node of GET blade-system/menu/tree (menus and buttons). */
export interface MenuTreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: MenuTreeNode[];
}

/** The whole menu tree, loaded once and shared by every picker on screen. */
export function useMenuTree() {
  return useQuery({
    queryKey: ['pickers', 'menu-tree'],
    queryFn: () => getData<MenuTreeNode[]>('/blade-system/menu/tree'),
    staleTime: 5 * 60_000,
  });
}
