import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CrudPage } from './CrudPage';
import { rowOf } from './test-utils/queries';
import { renderWithProviders } from './test-utils/render';
import { sampleConfig, sampleDictionaries, sampleRows } from './test-utils/sample';
import { useFakeApi } from './test-utils/use-fake-api';

const ctx = useFakeApi(() => ({ resources: { [sampleConfig.api]: sampleRows() }, dictionaries: sampleDictionaries }));

// Without permission codes there is no selection column, so status is the fifth cell.
const statusCell = (rowText: string) => rowOf(rowText).querySelectorAll('td')[4];

describe('CrudPage: dictionary columns', { timeout: 20_000 }, () => {
  it("shows the server's label, the contracts' label when the server lacks the key, and '--' for an unknown key", async () => {
    renderWithProviders(<CrudPage config={sampleConfig} />);
    await screen.findByText('参数1');
    await waitFor(() => expect(statusCell('参数1')).toHaveTextContent('启用中'));
    expect(statusCell('参数2')).toHaveTextContent('停用');
    expect(statusCell('参数3')).toHaveTextContent('--');
  });

  it('asks the server for each dictionary once, however many cells show it', async () => {
    renderWithProviders(<CrudPage config={sampleConfig} />);
    await screen.findByText('参数1');
    await waitFor(() => expect(statusCell('参数1')).toHaveTextContent('启用中'));
    expect(ctx.api.calls('GET', '/blade-system/dict/dictionary').map((c) => c.query)).toEqual([{ code: 'status' }]);
  });
});
