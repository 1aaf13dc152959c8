import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { MenuTreeNode } from '@/components/pickers/use-menu-tree';
import { fetchMenuTree } from '@/test/server-api';

const all = (nodes: MenuTreeNode[]): MenuTreeNode[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);

/** The id of a seeded menu page, by its name. */
export async function menuIdOf(token: string, title: string): Promise<string> {
  const menu = all(await fetchMenuTree(token)).find((n) => n.title === title);
  if (!menu) throw new Error(`no menu ${title}`);
  return menu.id;
}

/** Opens a folder of the lazy menu tree, then chooses a menu in it, as a user would. */
export async function chooseMenu(user: UserEvent, folder: string, menu: string) {
  const node = (await screen.findByTitle(folder)).closest('.ant-tree-treenode');
  await user.click(node!.querySelector('.ant-tree-switcher') as HTMLElement);
  await user.click(await screen.findByTitle(menu));
  await waitFor(() => expect(screen.getByTitle(menu).closest('.ant-tree-treenode')).toHaveClass('ant-tree-treenode-selected'));
}
