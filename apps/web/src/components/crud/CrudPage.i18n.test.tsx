import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/features/locale/i18n';
import { CrudPage } from './CrudPage';
import { dialog } from './test-utils/queries';
import { renderWithProviders } from './test-utils/render';
import { ALL_PARAM_CODES, sampleConfig, sampleRows } from './test-utils/sample';
import { useFakeApi } from './test-utils/use-fake-api';

useFakeApi(() => ({ resources: { [sampleConfig.api]: sampleRows() } }));

beforeAll(() => i18n.changeLanguage('en'));
afterAll(() => i18n.changeLanguage('zh'));

describe('CrudPage in English', { timeout: 20_000 }, () => {
  it('labels, totals, warnings and required messages follow the language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CrudPage config={sampleConfig} />, { permissions: ALL_PARAM_CODES });
    await screen.findByText('参数1');
    expect(screen.getByText('12 in total')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Delete selected$/ }));
    expect(await screen.findByText('Please select at least one row')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add$/ }));
    fireEvent.blur(within(await screen.findByRole('dialog')).getByPlaceholderText('Enter Name'));
    expect(await within(dialog()).findByText('Please enter the parameter name')).toBeInTheDocument();
  });
});
