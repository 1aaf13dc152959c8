import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { TabPages } from './TabPages';
import { useTabStore } from './tab-store';
import { useTabSync } from './use-tab-sync';

function Shell() {
  useTabSync();
  return <TabPages />;
}

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((c) => c + 1)}>{`${name} ${count}`}</button>;
}

const router = () =>
  createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/wel/index', element: <Counter name="home" />, handle: { title: 'route:wel' } },
          { path: '/a', element: <Counter name="a" />, handle: { title: 'route:info' } },
          { path: '/popup', element: <Counter name="popup" />, handle: { title: 'route:frame', isTab: false } },
        ],
      },
    ],
    { initialEntries: ['/wel/index'] },
  );

beforeEach(() => useTabStore.getState().reset());

it('keeps tab pages mounted but hidden, and leaves pages with isTab: false out of the strip', async () => {
  const r = router();
  render(<RouterProvider router={r} />);
  act(() => screen.getByRole('button', { name: 'home 0' }).click());

  await act(() => r.navigate('/a'));
  expect(screen.getByRole('button', { name: 'a 0' })).toBeVisible();
  expect(screen.getByText('home 1')).not.toBeVisible();

  await act(() => r.navigate('/popup'));
  expect(screen.getByRole('button', { name: 'popup 0' })).toBeVisible();
  expect(useTabStore.getState().tabs.map((t) => t.value)).toEqual(['/wel/index', '/a']);

  await act(() => r.navigate('/wel/index'));
  expect(screen.getByRole('button', { name: 'home 1' })).toBeVisible();
  expect(screen.queryByText(/popup/)).not.toBeInTheDocument();
});

it('drops the page of a closed tab', async () => {
  const r = router();
  render(<RouterProvider router={r} />);
  await act(() => r.navigate('/a'));
  act(() => screen.getByRole('button', { name: 'a 0' }).click());
  await act(() => r.navigate('/wel/index'));
  act(() => void useTabStore.getState().close('/a'));
  expect(screen.queryByText(/^a \d/)).not.toBeInTheDocument();
  await act(() => r.navigate('/a'));
  expect(screen.getByRole('button', { name: 'a 0' })).toBeVisible();
});
