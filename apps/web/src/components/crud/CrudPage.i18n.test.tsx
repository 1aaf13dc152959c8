import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/features/locale/i18n';
import { paramConfig } from '@/modules/system/param/config';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, createParams, uniqueTag } from '@/test/server-api';
import { CrudPage } from './CrudPage';
import { dialog, listLoaded, searchFor } from './test-utils/queries';
import { renderWithProviders } from './test-utils/render';

useRealApi();
const prefix = `lang${uniqueTag()}`;

beforeAll(async () => {
  const { access_token } = await signInAs(ACCOUNTS.platformAdmin);
  await createParams(access_token, prefix, 3);
  await i18n.changeLanguage('en');
});
afterAll(() => i18n.changeLanguage('zh'));

describe('CrudPage in English', () => {
  it('labels, totals, warnings and required messages follow the language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CrudPage config={paramConfig} />);
    await listLoaded();
    await searchFor(user, 'Enter Name', prefix, 3);
    expect(screen.getByText('3 in total')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Delete selected$/ }));
    expect(await screen.findByText('Please select at least one row')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add$/ }));
    fireEvent.blur(within(await screen.findByRole('dialog')).getByPlaceholderText('Enter Name'));
    expect(await within(dialog()).findByText('Please enter the parameter name')).toBeInTheDocument();
  });
});
