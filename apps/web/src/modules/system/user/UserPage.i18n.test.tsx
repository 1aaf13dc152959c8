import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialog, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { i18n } from '@/features/locale/i18n';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS } from '@/test/server-api';
import UserPage from './index';

useRealApi();

beforeAll(async () => {
  await signInAs(ACCOUNTS.platformAdmin);
  await i18n.changeLanguage('en');
});
afterAll(() => i18n.changeLanguage('zh'));

describe('User page in English', () => {
  it('labels the panel, columns, account buttons and the messages of the add dialog in English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserPage />);
    await tableLoaded();
    expect(screen.getByText('Departments', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    for (const header of ['Account', 'Real name', 'Roles', 'Platform']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    for (const label of ['Assign roles', 'Reset password', 'Unlock']) expect(screen.getByRole('button', { name: new RegExp(`${label}$`) })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Platform settings$/ }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: /Reset password$/ }));
    expect(await screen.findByText('Please select at least one row')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add$/ }));
    await screen.findByRole('dialog');
    await user.click(within(dialog()).getByRole('button', { name: /OK$/ }));
    expect(await within(dialog()).findByText('Please enter the password')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter the password again')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please choose the roles')).toBeInTheDocument();
  });
});
