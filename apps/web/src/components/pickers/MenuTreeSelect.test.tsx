import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { useFakeApi } from '@/components/crud/test-utils/use-fake-api';
import { MenuTreeSelect } from './MenuTreeSelect';
import type { MenuTreeNode } from './use-menu-tree';

const node = (id: string, parentId: string, title: string, children?: MenuTreeNode[]): MenuTreeNode => ({
  id, parentId, title, key: id, value: id, children,
});

const menuTree = [
  node('1', '0', '系统管理', [node('2', '1', '参数管理'), node('3', '1', '租户产品包')]),
  node('4', '0', '工作台'),
];

const ctx = useFakeApi(() => ({ menuTree }));

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

describe('MenuTreeSelect', { timeout: 20_000 }, () => {
  it('loads the menu tree and checks the nodes named by the value', async () => {
    renderWithProviders(<Harness initial="4" />);
    expect(await screen.findByTitle('系统管理')).toBeInTheDocument();
    expect(ctx.api.calls('GET', '/blade-system/menu/tree')).toHaveLength(1);
    expect(isChecked('工作台')).toBe(true);
    expect(isChecked('系统管理')).toBe(false);
  });

  it('reports checked menus as comma-joined ids, a parent included once all its children are checked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="" />);
    await user.click(await screen.findByTitle('参数管理'));
    await waitFor(() => expect(ids()).toEqual(['2']));
    await user.click(screen.getByTitle('租户产品包'));
    await waitFor(() => expect(ids()).toEqual(['1', '2', '3']));
  });
});
