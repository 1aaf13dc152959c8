import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { queryClient } from '@/shared/query-client';
import { routes } from '@/app/routes';
import { wireRequest } from '@/app/wire-request';
import { logoutLocal } from '@/features/auth/local-logout';
import { changeLanguage } from '@/features/locale/i18n';
import { VisibleStyles } from './visible-styles';

/** Renders the whole app (providers, real routes, lazy pages) in a memory router at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  wireRequest((to) => {
    if (router.state.location.pathname !== to) void router.navigate(to, { replace: true });
  });
  const view = render(
    <VisibleStyles>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </VisibleStyles>,
  );
  return { router, ...view, path: () => router.state.location.pathname };
}

/** Renders `ui` inside the app's providers (query cache, antd's locale and theme, i18n), as the app mounts its pages. */
export function renderInProviders(ui: ReactElement) {
  const view = render(<Providers>{ui}</Providers>);
  return { ...view, rerender: (next: ReactElement) => view.rerender(<Providers>{next}</Providers>) };
}

/** Back to a first visit: no session, no cached data, default language. */
export async function resetApp() {
  await act(async () => {
    logoutLocal();
    queryClient.clear();
    localStorage.clear();
    sessionStorage.clear();
    await changeLanguage('zh');
  });
}
