import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { i18n } from '@/features/locale/i18n';

/**
 * A button's accessible name: antd spaces out two-character Chinese labels ("删 除") and the icon
 * adds its own name in front ("delete 删 除").
 */
export const spaced = (label: string) => new RegExp(`(^|\\s)${[...label].join('\\s*')}$`);

/** The table row showing a given cell text. */
export function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no table row shows ${text}`);
  return row;
}

/** A button inside the row showing `text`. */
export const rowButton = (text: string, label: string) => within(rowOf(text)).getByRole('button', { name: spaced(label) });

/** The cell of the row showing `text` under the column headed `header`. */
export function cellOf(text: string, header: string): HTMLElement {
  const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
  const cell = rowOf(text).querySelectorAll('td')[headers.indexOf(header)];
  if (!cell) throw new Error(`no column ${header}`);
  return cell as HTMLElement;
}

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

/** Waits for the first answer of the list: a total, or the empty table when nothing is listed yet. */
export async function tableLoaded() {
  await settled();
  await waitFor(() => expect(screen.getAllByText(/^(共 \d+ 条|\d+ in total|暂无数据|No data)$/).length).toBeGreaterThan(0));
}

/**
 * The one accessible button named `label` (as `getByRole('button', { name: spaced(label) })` finds
 * it) inside `scope`. A role query over a whole page works out the name of every button first —
 * each row's links included, each name costing happy-dom a computed style per element — so this
 * looks at the buttons whose text ends with the label and asks the role query only among each
 * one's siblings; a button named otherwise (an aria-label) falls back to the role query over `scope`.
 */
export function buttonNamed(label: string, scope: HTMLElement = document.body): HTMLElement {
  return queryButtonNamed(label, scope) ?? within(scope).getByRole('button', { name: spaced(label) });
}

/** As buttonNamed, or null when no button's text ends with the label (more than one is an error). */
export function queryButtonNamed(label: string, scope: HTMLElement = document.body): HTMLElement | null {
  const pattern = spaced(label);
  const candidates = [...scope.querySelectorAll<HTMLElement>('button, [role=button]')].filter((el) => pattern.test((el.textContent ?? '').trim()));
  const found = candidates.filter((el) => within(el.parentElement ?? scope).queryAllByRole('button', { name: pattern }).includes(el));
  if (found.length > 1) throw new Error(`${found.length} accessible buttons named ${label}`);
  return found[0] ?? null;
}

/** Waits until there is exactly one accessible button named `label`, and returns it. */
export const findButtonNamed = (label: string, scope?: HTMLElement) =>
  waitFor(() => {
    const button = buttonNamed(label, scope);
    expect(button).toBeInTheDocument();
    return button;
  });

/** Clicks a toolbar or row button by its label. */
export const clickButton = (user: UserEvent, label: string) => user.click(buttonNamed(label));

/**
 * Picks an option of an antd select or tree select inside `scope`: opens the control labelled
 * `label`, pastes the option's text into a searchable one (its list is virtual, so a long list shows
 * only its first rows), then clicks the option titled `option` (the dropdown renders at the end of the body).
 */
export async function pick(user: UserEvent, scope: HTMLElement, label: string, option: string, { search = false } = {}) {
  const control = await within(scope).findByLabelText(label);
  await user.click(control);
  // Pasted, not typed: each key would ask the options again.
  if (search) await user.paste(option);
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

/** The open antd confirm dialog or modal. */
export const dialog = () => screen.getByRole('dialog');

/** The data rows of the table. */
export const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

/** The inline search form above the table. */
export const searchForm = () => document.querySelector('form.ant-form-inline') as HTMLElement;

/** Waits for the first page of the list to arrive. */
export const listLoaded = () => screen.findByText(/^(共 \d+ 条|\d+ in total)$/);

/**
 * Narrows the list to the rows whose field (found by its search placeholder) contains `value`,
 * as a user would, and waits for the expected total and for the table to settle (when the list
 * held that total already, it shows before the filtered answer arrives): the server is shared
 * with other tests, so a test only ever looks at the rows it made.
 */
export async function searchFor(user: UserEvent, placeholder: string, value: string, total: number) {
  const input = within(searchForm()).getByPlaceholderText(placeholder);
  await user.clear(input);
  await user.paste(value);
  await user.click(buttonNamed(i18n.t('crud:search'), searchForm()));
  // No rows: the table shows its empty state instead of a total.
  if (total === 0) await waitFor(() => expect(bodyRows()).toHaveLength(0));
  else await waitFor(() => expect(screen.getByText(i18n.t('crud:total', { total }))).toBeInTheDocument());
  await settled();
}

/**
 * Opens the tree row showing `text` once it can be opened (rows without children show no such
 * button to assistive technology, so this waits for the children to be known).
 */
export async function expandRow(user: UserEvent, text: string, container: HTMLElement = document.body) {
  const button = () => within(within(container).getByText(text).closest('tr') as HTMLElement).getByRole('button', { name: /^(展开行|Expand row)$/ });
  await waitFor(() => expect(button()).toBeInTheDocument());
  await user.click(button());
}
