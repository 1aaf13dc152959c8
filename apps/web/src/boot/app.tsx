import '@/features/locale/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterLogout } from '@/features/auth/local-logout';
import { captureGlobalErrors, reactErrorHandlers } from '@/features/error-log/capture';
import { Providers } from '@/app/providers';
import { queryClient } from '@/shared/query-client';
import { createAppRouter } from '@/app/router';
import { wireRequest } from '@/app/wire-request';

/** The whole app: router, antd, translations, the request client, on the page's root element. */
export function startApp(container: HTMLElement): void {
  const router = createAppRouter();
  wireRequest((to) => {
    if (router.state.location.pathname !== to) void router.navigate(to, { replace: true });
  });
  // Server data cached for one user must not show to the next.
  afterLogout(() => queryClient.clear());

  // Uncaught UI errors go to the local error log (spec §8).
  captureGlobalErrors();

  createRoot(container, reactErrorHandlers).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
