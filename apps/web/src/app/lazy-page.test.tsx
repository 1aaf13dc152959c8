import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';
import { lazyComponent, lazyPage } from './lazy-page';

// antd spaces out two-character Chinese button texts, and names a loading button after its spinner too.
const RETRY = /重 试$/;

function Page() {
  return <p>the page</p>;
}

/** An import that fails the first `failures` times, as a chunk does while the network is down. */
function flakyImport(failures: number) {
  let calls = 0;
  const load = async (): Promise<{ default: ComponentType }> => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Page };
  };
  return { load, calls: () => calls };
}

const show = (element: React.ReactNode) => render(<Providers>{element}</Providers>);

describe('a page whose chunk fails to load', () => {
  it('shows the chunk load error with a retry that runs the import again', async () => {
    const user = userEvent.setup();
    const chunk = flakyImport(2);
    const { Component } = await lazyPage(chunk.load)();
    show(<Component />);
    expect(screen.getByText('页面加载失败 (chunk load error)')).toBeInTheDocument();

    // Still failing: the error stays, ready for another try.
    await user.click(screen.getByRole('button', { name: RETRY }));
    await waitFor(() => expect(screen.getByRole('button', { name: RETRY })).not.toHaveClass('ant-btn-loading'));
    expect(chunk.calls()).toBe(2);
    expect(screen.getByText('页面加载失败 (chunk load error)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: RETRY }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(chunk.calls()).toBe(3);
  });

  it('keeps the loaded page once a retry succeeded, wherever it mounts again', async () => {
    const user = userEvent.setup();
    const chunk = flakyImport(1);
    const { Component } = await lazyPage(chunk.load)();
    const first = show(<Component />);
    await user.click(screen.getByRole('button', { name: RETRY }));
    await screen.findByText('the page');
    first.unmount();
    show(<Component />);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(chunk.calls()).toBe(2);
  });

  it('does the same for pages loaded inside the shell', async () => {
    const user = userEvent.setup();
    const chunk = flakyImport(1);
    const Lazy = lazyComponent(chunk.load);
    show(
      <Suspense fallback="loading">
        <Lazy />
      </Suspense>,
    );
    await user.click(await screen.findByRole('button', { name: RETRY }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
