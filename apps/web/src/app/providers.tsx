import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useAntdLocale } from '@/features/locale/antd-locale';
import { i18n } from '@/features/locale/i18n';
import { isLang } from '@/features/locale/language';
import '@/features/theme/theme.css';
import { useAntdTheme } from '@/features/theme/use-antd-theme';
import { MessageApp } from '@/shared/feedback/MessageApp';
import { queryClient } from '@/shared/query-client';

/** antd in the current language and in the look and colour chosen in the top bar (its App: MessageApp). */
function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const lang = isLang(current.language) ? current.language : 'zh';
  const locale = useAntdLocale(lang);
  const theme = useAntdTheme();
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <MessageApp>{children}</MessageApp>
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedAntd>{children}</LocalizedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
