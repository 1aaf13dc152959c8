import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/features/locale/LanguageSwitch';
import { Heading } from '@/shared/ui/Heading';

/** The frame of the public sign-in and registration pages (plain markup: antd's Card would pull in Tabs). */
export function AuthCard({ title, subtitle, children, maxWidth }: { title: string; subtitle?: string; children: ReactNode; maxWidth?: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div className="beree-auth">
      <main className="beree-auth-card beree-panel" style={maxWidth ? { maxWidth } : undefined}>
        <div className="beree-auth-head">
          <div>
            <Heading level={3} style={{ margin: 0 }}>
              {t('common:productShort')}
            </Heading>
            <span style={{ color: token.colorTextSecondary }}>{subtitle ?? t('common:productTitle')}</span>
          </div>
          <LanguageSwitch />
        </div>
        <Heading level={4}>{title}</Heading>
        {children}
      </main>
    </div>
  );
}
