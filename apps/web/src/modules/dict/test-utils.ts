import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { spaced } from '@/components/crud/test-utils/queries';
import { i18n } from '@/features/locale/i18n';

/** The card titled `title` (字典列表, or the entries card whose title starts with 字典配置). */
export function card(title: string | RegExp): HTMLElement {
  const heading = screen.getByText(title, { selector: '.ant-card-head-title' });
  return heading.closest('.ant-card') as HTMLElement;
}

export const parentsCard = () => card('字典列表');
export const entriesCard = () => card(/^字典配置/);

/** The row of a card's table showing `text`. */
export function rowIn(container: HTMLElement, text: string): HTMLElement {
  const row = within(container).getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row as HTMLElement;
}

/** Waits for a card's list to have loaded and to show its total. */
export const totalIn = (container: () => HTMLElement, total: number) =>
  waitFor(() => {
    expect(container().querySelector('.ant-spin-spinning')).toBeNull();
    expect(within(container()).getByText(i18n.t('crud:total', { total }))).toBeInTheDocument();
  });

/** Narrows the dictionaries to those whose code contains `code`. */
export async function searchParents(user: UserEvent, code: string, total: number) {
  const form = parentsCard().querySelector('form.ant-form-inline') as HTMLElement;
  const input = within(form).getByPlaceholderText('请输入字典编号');
  await user.clear(input);
  await user.type(input, code);
  await user.click(within(form).getByRole('button', { name: spaced('搜索') }));
  await totalIn(parentsCard, total);
}

/** Chooses a dictionary, which lists its entries. */
export async function chooseDictionary(user: UserEvent, name: string) {
  await user.click(within(parentsCard()).getByText(name));
  await waitFor(() => expect(entriesCard()).toBeInTheDocument());
}

export const buttonIn = (container: HTMLElement, label: string) => within(container).getByRole('button', { name: spaced(label) });
