import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { antdLocale } from '@/features/locale/antd-locale';
import { i18n } from '@/features/locale/i18n';
import { FeedbackBridge } from '@/shared/feedback/FeedbackBridge';
import { VisibleStyles } from '@/test/visible-styles';

/**
 * Renders a page the way the app hosts it (i18n, a query client, antd's locale for the current
 * language, App context, the error toast of failed calls, and a router at `path`). Each call gets its own query cache;
 * the buttons shown follow the signed-in user's codes. antd's styles are trimmed to what decides
 * visibility (src/test/visible-styles.tsx).
 */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <VisibleStyles>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ConfigProvider locale={antdLocale(i18n.language === 'en' ? 'en' : 'zh')}>
            <App>
              <FeedbackBridge />
              <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
            </App>
          </ConfigProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </VisibleStyles>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper }) };
}
