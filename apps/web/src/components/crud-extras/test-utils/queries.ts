import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { dialog, rowOf, searchFor as searchWith, spaced } from '@/components/crud/test-utils/queries';

const busy = () => document.querySelector('.ant-table-wrapper [aria-busy="true"]') !== null;

/** The table shows no loading overlay, and still shows none a moment later (antd turns it on in an effect). */
async function settled() {
  await waitFor(async () => {
    expect(busy()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(busy()).toBe(false);
  });
}

/** Checks the box of the row showing `text`, once the table has settled (the overlay of a load blocks clicks). */
export async function checkRow(user: UserEvent, text: string) {
  await settled();
  await user.click(within(rowOf(text)).getByRole('checkbox'));
}

/**
 * The CRUD layer's search, then waits for the table to settle: when the list held the expected
 * total already (a fresh server), the total shows before the filtered answer has arrived.
 */
export async function searchFor(user: UserEvent, placeholder: string, value: string, total: number) {
  await searchWith(user, placeholder, value, total);
  await settled();
}

/** Waits for the first answer of the list: a total, or the empty table when nothing is listed yet. */
export async function tableLoaded() {
  await settled();
  await waitFor(() => expect(screen.getAllByText(/^(共 \d+ 条|\d+ in total|暂无数据|No data)$/).length).toBeGreaterThan(0));
}

/** A field of the open dialog, found by its placeholder. */
export const field = (placeholder: string) => within(dialog()).getByPlaceholderText(placeholder);

/** The 确定 button of the open dialog. */
export const okButton = () => within(dialog()).getByRole('button', { name: spaced('确定') });

/** Clicks a toolbar or row button by its label. */
export const clickButton = (user: UserEvent, label: string) => user.click(screen.getByRole('button', { name: spaced(label) }));

/**
 * Picks an option of an antd select or tree select inside `scope`: opens the control labelled
 * `label`, types the option's text into a searchable one (its list is virtual, so a long list shows
 * only its first rows), then clicks the option titled `option` (the dropdown renders at the end of the body).
 */
export async function pick(user: UserEvent, scope: HTMLElement, label: string, option: string, { search = false } = {}) {
  const control = await within(scope).findByLabelText(label);
  await user.click(control);
  if (search) await user.type(control, option);
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}

/** A node of the tree beside the table (cells of the table carry the same titles). */
export async function treeNode(title: string) {
  const tree = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-tree');
    if (!found) throw new Error('no tree yet');
    return found;
  });
  return within(tree).findByTitle(title);
}
