import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { paramConfig } from '@/modules/system/param/config';
import { signInAs, useRealApi } from '@/test/real-api';
import { ACCOUNTS, createParams, uniqueTag } from '@/test/server-api';
import { CrudPage } from './CrudPage';
import { cellOf, listLoaded, searchFor } from './test-utils/queries';
import { renderWithProviders } from './test-utils/render';
import type { CrudConfig } from './types';

const ctx = useRealApi();
const prefix = `字典${uniqueTag()}`;
// The parameter page with its value column read through the seeded notice category dictionary.
const dictConfig: CrudConfig = {
  ...paramConfig,
  columns: paramConfig.columns.map((column) => (column.name === 'paramValue' ? { ...column, dict: 'noticeCategory' } : column)),
};
const VALUES = ['HOSPITAL_NOTICE', 'PLATFORM_NOTICE', 'NOT_A_CATEGORY'];

beforeAll(async () => {
  const { access_token } = await signInAs(ACCOUNTS.platformAdmin);
  await createParams(access_token, prefix, VALUES.length, (i) => VALUES[i - 1]);
});

async function renderOwnRows() {
  renderWithProviders(<CrudPage config={dictConfig} />);
  await listLoaded();
  await searchFor(userEvent.setup(), '请输入参数名称', prefix, VALUES.length);
}

describe('CrudPage: dictionary columns', () => {
  it("shows the server dictionary's label, and '--' for a key it does not know", async () => {
    await renderOwnRows();
    await waitFor(() => expect(cellOf(`${prefix}-01`, '参数键值')).toHaveTextContent('医院通知'));
    expect(cellOf(`${prefix}-02`, '参数键值')).toHaveTextContent('平台通知');
    expect(cellOf(`${prefix}-03`, '参数键值')).toHaveTextContent('--');
  });

  it('asks the server for each dictionary once, however many cells show it', async () => {
    await renderOwnRows();
    await waitFor(() => expect(cellOf(`${prefix}-01`, '参数键值')).toHaveTextContent('医院通知'));
    // noticeCategory is a business enumeration: the platform's, read through dict-biz.
    const calls = ctx.calls('GET', '/blade-system/dict-biz/dictionary');
    expect(calls.map((c) => c.query)).toEqual([{ code: 'noticeCategory' }]);
    expect(ctx.calls('GET', '/blade-system/dict/dictionary')).toEqual([]);
    expect((calls[0].answer as { data: { dictKey: string }[] }).data.map((d) => d.dictKey)).toEqual(['HOSPITAL_NOTICE', 'PLATFORM_NOTICE']);
  });
});
