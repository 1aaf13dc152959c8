import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, fetchMenuTree } from '@/test/server-api';
import { MenuTreeSelect } from './MenuTreeSelect';
import type { MenuTreeNode } from './use-menu-tree';

const ctx = useRealApi();
let tree: MenuTreeNode[];

beforeAll(async () => {
  const { access_token } = await signInAs(ACCOUNTS.platformAdmin);
  tree = await fetchMenuTree(access_token);
});

const all = (nodes: MenuTreeNode[]): MenuTreeNode[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
const idsUnder = (node: MenuTreeNode) => all([node]).map((n) => n.id).sort();
/** Titles that name one node only, so the test can click them (button titles like 新增 repeat). */
const unique = (node: MenuTreeNode) => all(tree).filter((n) => n.title === node.title).length === 1;
/** The seeded tree changes as the product grows: pick a parent whose children can all be clicked, the smallest one. */
const smallParent = () =>
  all(tree)
    .filter((n) => (n.children?.length ?? 0) >= 2 && n.children!.every(unique))
    .sort((a, b) => a.children!.length - b.children!.length)[0];
const uniqueLeaf = () => all(tree).find((n) => !n.children?.length && unique(n))!;

/** Holds the value like a form would and prints it, so the test reads what the picker reported. */
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {/* Open and unvirtualised: happy-dom lays nothing out, so a virtual list would render no nodes. */}
      <MenuTreeSelect value={value} onChange={setValue} open treeDefaultExpandAll virtual={false} />
      <output>{value}</output>
    </>
  );
}

const isChecked = (title: string) =>
  screen.getByTitle(title).closest('.ant-select-tree-treenode')?.classList.contains('ant-select-tree-treenode-checkbox-checked');

const ids = () => (screen.getByRole('status').textContent ?? '').split(',').filter(Boolean).sort();

describe('MenuTreeSelect', () => {
  it('loads the menu tree of the server and checks the nodes named by the value', async () => {
    const leaf = uniqueLeaf();
    renderWithProviders(<Harness initial={leaf.id} />);
    expect(await screen.findByTitle('参数管理')).toBeInTheDocument();
    expect(ctx.calls('GET', '/blade-system/menu/tree')).toHaveLength(1);
    expect(screen.getByTitle('产品包管理')).toBeInTheDocument();
    expect(isChecked(leaf.title)).toBe(true);
    expect(isChecked('参数管理')).toBe(false);
  });

  it('reports checked menus as comma-joined ids, a parent included once all its children are checked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="" />);
    const [first, ...rest] = smallParent().children!;
    await user.click(await screen.findByTitle(first.title));
    // A node brings everything under it along.
    await waitFor(() => expect(ids()).toEqual(idsUnder(first)));
    for (const child of rest) await user.click(screen.getByTitle(child.title));
    await waitFor(() => expect(ids()).toEqual(idsUnder(smallParent())));
  });
});
