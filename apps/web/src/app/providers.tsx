import { DEFAULT_COLOR } from '@beree/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ANTD_LOCALES } from '@/features/locale/antd-locale';
import { i18n } from '@/features/locale/i18n';
import { isLang } from '@/features/locale/language';
import { FeedbackBridge } from '@/shared/feedback/FeedbackBridge';
import { queryClient } from './query-client';

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const lang = isLang(current.language) ? current.language : 'zh';
  return (
    <ConfigProvider locale={ANTD_LOCALES[lang]} theme={{ token: { colorPrimary: DEFAULT_COLOR } }}>
      <App>
        <FeedbackBridge />
        {children}
      </App>
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
