import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, field, fill, okButton } from '@/components/crud/test-utils/form';
import { clickButton, rowButton, rowOf, spaced, tableLoaded } from '@/components/crud/test-utils/queries';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { signInAs, useRealApi } from '@/test/real-api';
import { apiData, uniqueTag, type Account } from '@/test/server-api';
import PrintTemplatePage from './index';

const API = '/blade-report/print-template';
const DEALER: Account = { tenantId: '200001', username: 'admin', password: 'admin' };
const ctx = useRealApi();
let token: string;

beforeAll(async () => {
  token = (await signInAs(DEALER)).access_token;
});

/** Stands for the designer tab: which route the page opened, with its id. */
function Opened({ kind }: { kind: string }) {
  return <p>{`${kind} ${useParams().id}`}</p>;
}

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/report/print" element={<PrintTemplatePage />} />
      <Route path="/print/design/:id" element={<Opened kind="document" />} />
      <Route path="/print-custom-design/:id" element={<Opened kind="free" />} />
    </Routes>,
    '/report/print',
  );
  await tableLoaded();
  return user;
}

describe('Print templates page (打印模板)', () => {
  it('adds a delivery note template from the default and enables it as the layout of its type', async () => {
    const user = await renderPage();
    const name = `随货同行单-${uniqueTag()}`;
    await clickButton(user, '新增');
    await screen.findByRole('dialog');
    await chooseOption(user, '单据类型', '随货同行单');
    await fill(user, field('请输入模板名称'), name);
    await user.click(okButton());
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(ctx.calls('POST', `${API}/submit`)[0].body).toEqual({ docType: 'delivery_note', name });
    await waitFor(() => expect(rowOf(name)).toHaveTextContent('未启用（使用默认）'));

    await user.click(rowButton(name, '启用'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(rowOf(name)).toHaveTextContent('已启用'));
    const id = ctx.calls('POST', `${API}/enable`)[0].query.id as string;
    // The new template is the product's default, its fields showing sample values, for the designer to start from.
    const saved = await apiData<{ status: number; template: { schemas: { name: string }[][] } }>('GET', `${API}/detail`, token, { params: { id } });
    expect(saved.status).toBe(2);
    expect(saved.template.schemas[0].map((s) => s.name)).toEqual(expect.arrayContaining(['supplierName', 'lines', 'totals']));
  });

  it('opens the designer of a document template on its own route (a tab); a free template is never enabled', async () => {
    const documentName = `发票清单-${uniqueTag()}`;
    const freeName = `自由-${uniqueTag()}`;
    const doc = await apiData<{ id: string }>('POST', `${API}/submit`, token, { body: { docType: 'invoice_list', name: documentName } });
    await apiData('POST', `${API}/submit`, token, { body: { docType: 'custom', name: freeName } });
    const user = await renderPage();
    expect(rowOf(freeName)).toHaveTextContent('自定义');
    expect(within(rowOf(freeName)).queryByRole('button', { name: spaced('启用') })).toBeNull();
    await user.click(rowButton(documentName, '设计'));
    expect(await screen.findByText(`document ${doc.id}`)).toBeInTheDocument();
  });
});
